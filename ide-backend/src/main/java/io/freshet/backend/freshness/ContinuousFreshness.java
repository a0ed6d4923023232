package io.freshet.backend.freshness;

import io.freshet.gateway.client.GatewayErrorText;
import io.freshet.gateway.flink.CheckpointStats;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import java.time.Duration;
import java.time.Instant;

/**
 * The actual freshness of a CONTINUOUS table: its streaming job commits to Paimon at each completed checkpoint, so
 * the data lag is the time since the latest completed checkpoint while the job runs. An idle source commits nothing
 * and is still current. When the job does not run, that is the news, not a lag.
 */
final class ContinuousFreshness {

    /** A checkpoint takes a moment after its interval (the freshness) ends, more on a busy machine. */
    static final Duration MIN_GRACE = Duration.ofSeconds(10);
    /** Older reads of Flink's job list say nothing about now. */
    static final Duration MAX_VIEW_AGE = Duration.ofMinutes(2);

    private ContinuousFreshness() {
    }

    /** The grace on top of the target: a quarter of it, at least 10 s. */
    static Duration grace(Freshness target) {
        Duration quarter = target.duration().dividedBy(4);
        return quarter.compareTo(MIN_GRACE) > 0 ? quarter : MIN_GRACE;
    }

    static ActualFreshness judge(Freshness target, String status, String jobId, FlinkJobsView view, Instant now) {
        if ("SUSPENDED".equals(status)) {
            return of(Verdict.SUSPENDED, "Suspended: no refreshes until it is resumed");
        }
        if ("INITIALIZING".equals(status)) {
            return of(Verdict.WAITING, "Being created: its refresh job is not started yet");
        }
        if (jobId == null) {
            return of(Verdict.NOT_RUNNING, "Not running: no refresh job is recorded for it");
        }
        if (!view.known()) {
            return of(Verdict.UNKNOWN, "Job state unknown: " + (view.problem() == null ? "Flink was not asked yet"
                    : view.problem()));
        }
        if (Duration.between(view.readAt(), now).compareTo(MAX_VIEW_AGE) > 0) {
            return of(Verdict.UNKNOWN, "Job state unknown: Flink's job list was last read "
                    + Words.age(Duration.between(view.readAt(), now)) + " ago");
        }
        FlinkJob job = view.job(jobId).orElse(null);
        if (job == null) {
            return of(Verdict.NOT_RUNNING, "Not running: Flink does not know its refresh job " + jobId
                    + " (Flink was restarted, or the job ended long ago); Repair starts a new one");
        }
        if (job.state().starting()) {
            Duration starting = job.startTime() == null ? Duration.ZERO : Duration.between(job.startTime(), view.readAt());
            return starting.compareTo(target.duration().plus(grace(target))) <= 0
                    ? of(Verdict.WAITING, "The refresh job is starting")
                    : of(Verdict.NOT_RUNNING, "Not running: the refresh job has been starting for " + Words.age(starting));
        }
        if (job.state() != FlinkJobState.RUNNING) {
            return of(Verdict.NOT_RUNNING, "Not running: " + Words.notRunning(job.state(), job.endTime(), now));
        }
        return running(target, job, view.checkpoints(jobId).orElse(null));
    }

    private static ActualFreshness running(Freshness target, FlinkJob job, CheckpointReading reading) {
        if (reading == null || reading.stats() == null) {
            return of(Verdict.UNKNOWN, "Running; its checkpoints " + (reading == null ? "were not read yet"
                    : "could not be read: " + reading.problem()));
        }
        CheckpointStats stats = reading.stats();
        Duration limit = target.duration().plus(grace(target));
        if (stats.latestCompleted() == null) {
            Duration running = job.startTime() == null ? Duration.ZERO : Duration.between(job.startTime(), reading.readAt());
            if (running.compareTo(limit) <= 0) {
                return of(Verdict.WAITING, "The refresh job started " + Words.age(running) + " ago; its first"
                        + " checkpoint is due");
            }
            return new ActualFreshness(Verdict.STALE, running, null, "No checkpoint completed in the "
                    + Words.age(running) + " since the refresh job started" + failure(stats));
        }
        Duration lag = Duration.between(stats.latestCompleted(), reading.readAt());
        lag = lag.isNegative() ? Duration.ZERO : lag;
        if (lag.compareTo(limit) <= 0) {
            return new ActualFreshness(Verdict.FRESH, lag, stats.latestCompleted(),
                    Words.age(lag) + " behind (latest checkpoint of the running job)" + restarts(reading));
        }
        return new ActualFreshness(Verdict.STALE, lag, stats.latestCompleted(), Words.age(lag)
                + " behind: the running job completed no checkpoint for " + Words.age(lag) + " (target "
                + target.words() + ")" + failure(stats) + restarts(reading));
    }

    /** Flink restarts a failed job by itself; it runs on, and this says that it had to. */
    private static String restarts(CheckpointReading reading) {
        if (reading.restarts() <= 0) {
            return "";
        }
        return "; Flink restarted the job " + reading.restarts() + (reading.restarts() == 1 ? " time" : " times")
                + " after a failure" + (reading.restartCause() == null || reading.restartCause().isBlank() ? ""
                : " (latest: " + reading.restartCause() + ")");
    }

    private static String failure(CheckpointStats stats) {
        if (!stats.failingSinceLatestCompleted()) {
            return "";
        }
        return stats.latestFailure() == null || stats.latestFailure().isBlank() ? "; its latest checkpoint failed"
                : "; its latest checkpoint failed: " + GatewayErrorText.rootCauseLine(stats.latestFailure());
    }

    private static ActualFreshness of(Verdict verdict, String words) {
        return new ActualFreshness(verdict, null, null, words);
    }
}
