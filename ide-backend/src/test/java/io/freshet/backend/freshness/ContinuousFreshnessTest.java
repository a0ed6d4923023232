package io.freshet.backend.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.flink.CheckpointStats;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessUnit;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The freshness rules of a CONTINUOUS table, on a fixed clock: lag since the latest checkpoint, grace, job states. */
class ContinuousFreshnessTest {

    private static final Instant NOW = Instant.parse("2026-12-04T12:00:00Z");
    private static final Instant READ = NOW.minusSeconds(2);
    private static final String JOB = "7fa5067c97590149aa5dee9fc090450c";
    private static final Freshness FIVE_SECONDS = Freshness.of(5, FreshnessUnit.SECOND);
    private static final Instant STARTED = NOW.minus(Duration.ofHours(1));

    @Test
    void anIdleButRunningJobThatCheckpointsIsFresh() {
        ActualFreshness actual = judge(running(checkpointed(READ.minusSeconds(3))));

        assertThat(actual.verdict()).isEqualTo(Verdict.FRESH);
        assertThat(actual.lag()).isEqualTo(Duration.ofSeconds(3));
        assertThat(actual.dataAsOf()).isEqualTo(READ.minusSeconds(3));
        assertThat(actual.words()).isEqualTo("3 s behind (latest checkpoint of the running job)");
    }

    @Test
    void aJobFlinkRestartedAfterAFailureRunsOnAndSaysSo() {
        ActualFreshness actual = judge(running(checkpointed(READ.minusSeconds(3)).withRestarts(2,
                "TaskManager with id taskmanager-1 is no longer reachable.")));

        assertThat(actual.verdict()).isEqualTo(Verdict.FRESH);
        assertThat(actual.words()).isEqualTo("3 s behind (latest checkpoint of the running job); Flink restarted the"
                + " job 2 times after a failure (latest: TaskManager with id taskmanager-1 is no longer reachable.)");
        assertThat(judge(running(checkpointed(READ.minusSeconds(3)).withRestarts(1, null))).words())
                .endsWith("; Flink restarted the job 1 time after a failure");
    }

    @Test
    void theGraceIsAQuarterOfTheTargetAndAtLeastTenSeconds() {
        assertThat(ContinuousFreshness.grace(FIVE_SECONDS)).isEqualTo(Duration.ofSeconds(10));
        assertThat(ContinuousFreshness.grace(Freshness.of(20, FreshnessUnit.MINUTE))).isEqualTo(Duration.ofMinutes(5));

        assertThat(judge(running(checkpointed(READ.minusSeconds(15)))).verdict()).isEqualTo(Verdict.FRESH);
        ActualFreshness late = judge(running(checkpointed(READ.minusSeconds(16))));
        assertThat(late.verdict()).isEqualTo(Verdict.STALE);
        assertThat(late.lag()).isEqualTo(Duration.ofSeconds(16));
        assertThat(late.words()).isEqualTo(
                "16 s behind: the running job completed no checkpoint for 16 s (target 5 seconds)");
    }

    @Test
    void failingCheckpointsAreNamedWithFlinksReasonWithoutItsClassName() {
        CheckpointStats failing = new CheckpointStats(3, 2, 0, READ.minusSeconds(90), READ.minusSeconds(5),
                "org.apache.flink.runtime.checkpoint.CheckpointException: Checkpoint expired before completing.");

        ActualFreshness actual = judge(running(new CheckpointReading(failing, READ, null)));

        assertThat(actual.verdict()).isEqualTo(Verdict.STALE);
        assertThat(actual.words()).endsWith("; its latest checkpoint failed: Checkpoint expired before completing.");
    }

    @Test
    void aJobThatNeverCheckpointedWaitsForItsFirstThenIsStale() {
        CheckpointStats none = new CheckpointStats(0, 0, 1, null, null, null);
        ActualFreshness young = ContinuousFreshness.judge(FIVE_SECONDS, "ACTIVATED", JOB,
                view(job(FlinkJobState.RUNNING, READ.minusSeconds(12), null), new CheckpointReading(none, READ, null)), NOW);
        assertThat(young.verdict()).isEqualTo(Verdict.WAITING);
        assertThat(young.words()).isEqualTo("The refresh job started 12 s ago; its first checkpoint is due");

        ActualFreshness old = ContinuousFreshness.judge(FIVE_SECONDS, "ACTIVATED", JOB,
                view(job(FlinkJobState.RUNNING, READ.minusSeconds(30), null), new CheckpointReading(none, READ, null)), NOW);
        assertThat(old.verdict()).isEqualTo(Verdict.STALE);
        assertThat(old.lag()).isEqualTo(Duration.ofSeconds(30));
        assertThat(old.words()).isEqualTo("No checkpoint completed in the 30 s since the refresh job started");
    }

    @ParameterizedTest
    @CsvSource({
        "FAILED, Not running: the refresh job failed at 11:59:00 UTC",
        "CANCELED, Not running: the refresh job was cancelled at 11:59:00 UTC",
        "FINISHED, Not running: the refresh job finished (a continuous job should never end) at 11:59:00 UTC",
        "SUSPENDED, Not running: the refresh job was suspended by Flink at 11:59:00 UTC",
        "RESTARTING, Not running: the refresh job is restarting after a failure",
        "FAILING, Not running: the refresh job is failing",
        "CANCELLING, Not running: the refresh job is being cancelled",
        "UNKNOWN, Not running: the refresh job is unknown"
    })
    void everyOtherJobStateIsNotRunningInWordsWithoutALag(FlinkJobState state, String words) {
        Instant ended = state.ended() ? NOW.minusSeconds(60) : null;
        ActualFreshness actual = judge(view(job(state, STARTED, ended), checkpointed(READ.minusSeconds(1))));

        assertThat(actual.verdict()).isEqualTo(Verdict.NOT_RUNNING);
        assertThat(actual.alarm()).isTrue();
        assertThat(actual.lag()).isNull();
        assertThat(actual.words()).isEqualTo(words);
    }

    @Test
    void aStartingJobWaitsUntilItHasTakenTooLong() {
        assertThat(judge(view(job(FlinkJobState.INITIALIZING, READ.minusSeconds(5), null), null)).verdict())
                .isEqualTo(Verdict.WAITING);
        ActualFreshness stuck = judge(view(job(FlinkJobState.CREATED, READ.minusSeconds(120), null), null));
        assertThat(stuck.verdict()).isEqualTo(Verdict.NOT_RUNNING);
        assertThat(stuck.words()).isEqualTo("Not running: the refresh job has been starting for 2 min");
    }

    @Test
    void aJobFlinkDoesNotKnowOrNoJobAtAllIsNotRunning() {
        ActualFreshness gone = judge(FlinkJobsView.of(READ, List.of(), Map.of()));
        assertThat(gone.verdict()).isEqualTo(Verdict.NOT_RUNNING);
        assertThat(gone.words()).startsWith("Not running: Flink does not know its refresh job " + JOB)
                .endsWith("Repair starts a new one");

        ActualFreshness none = ContinuousFreshness.judge(FIVE_SECONDS, "ACTIVATED", null, running(null), NOW);
        assertThat(none.verdict()).isEqualTo(Verdict.NOT_RUNNING);
        assertThat(none.words()).isEqualTo("Not running: no refresh job is recorded for it");
    }

    @Test
    void suspendedAndInitializingTablesAreNoAlarm() {
        ActualFreshness suspended = ContinuousFreshness.judge(FIVE_SECONDS, "SUSPENDED", JOB,
                FlinkJobsView.of(READ, List.of(), Map.of()), NOW);
        assertThat(suspended.verdict()).isEqualTo(Verdict.SUSPENDED);
        assertThat(suspended.alarm()).isFalse();
        assertThat(ContinuousFreshness.judge(FIVE_SECONDS, "INITIALIZING", null, running(null), NOW).verdict())
                .isEqualTo(Verdict.WAITING);
    }

    @Test
    void whenFlinkCannotBeAskedTheJobStateIsUnknownNotGuessed() {
        ActualFreshness external = judge(FlinkJobsView.unknown(
                "Freshet has no address for Flink's REST API (set freshet.flink.rest-url)", READ));
        assertThat(external.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(external.words()).isEqualTo(
                "Job state unknown: Freshet has no address for Flink's REST API (set freshet.flink.rest-url)");

        ActualFreshness old = ContinuousFreshness.judge(FIVE_SECONDS, "ACTIVATED", JOB,
                FlinkJobsView.of(NOW.minusSeconds(180), List.of(job(FlinkJobState.RUNNING, STARTED, null)), Map.of()), NOW);
        assertThat(old.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(old.words()).isEqualTo("Job state unknown: Flink's job list was last read 3 min ago");

        assertThat(judge(running(null)).words()).isEqualTo("Running; its checkpoints were not read yet");
        assertThat(judge(running(new CheckpointReading(null, READ, "Flink's REST API answered HTTP 500"))).words())
                .isEqualTo("Running; its checkpoints could not be read: Flink's REST API answered HTTP 500");
    }

    private static ActualFreshness judge(FlinkJobsView view) {
        return ContinuousFreshness.judge(FIVE_SECONDS, "ACTIVATED", JOB, view, NOW);
    }

    private static FlinkJobsView running(CheckpointReading reading) {
        return view(job(FlinkJobState.RUNNING, STARTED, null), reading);
    }

    private static FlinkJobsView view(FlinkJob job, CheckpointReading reading) {
        return FlinkJobsView.of(READ, List.of(job), reading == null ? Map.of() : Map.of(JOB, reading));
    }

    private static CheckpointReading checkpointed(Instant at) {
        return new CheckpointReading(new CheckpointStats(10, 0, 0, at, null, null), READ, null);
    }

    private static FlinkJob job(FlinkJobState state, Instant started, Instant ended) {
        return new FlinkJob(JOB, "Materialized_table_`lakehouse`.`dwd`.`order_detail`_continuous_refresh_job", state,
                started, ended);
    }
}
