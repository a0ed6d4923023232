package io.freshet.ui.catalog;

import io.freshet.ui.common.UserMessages;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One refresh of a materialized table as its refresh history shows it: one Flink batch job, or a refresh asked for
 * in Freshet that is still being planned or failed before Flink gave it a job.
 *
 * @param id         Freshet's id of the entry
 * @param jobId      Flink's job id; null while Flink has not accepted the refresh yet, or when planning failed
 * @param startedAt  when the job started (when it was asked for, for a refresh without a job)
 * @param endedAt    null while it runs
 * @param partition  e.g. {@code ds=2024-06-01}; null for the whole table or when not known
 * @param backfillId the backfill it is one partition refresh of, else null
 * @param error      why it failed, for a person (translated once here); null otherwise
 * @param jobLink    the job's page in Flink's web UI, null when Freshet knows no address a browser can open
 */
public record RefreshEntry(long id, String jobId, Trigger trigger, Outcome outcome, Instant startedAt, Instant endedAt,
                           String partition, Long backfillId, String error, String jobLink) {

    /** Who started a refresh. */
    public enum Trigger {
        /** Flink's workflow scheduler, on the table's schedule. */
        SCHEDULED,
        /** Someone: Refresh now, or ALTER MATERIALIZED TABLE ... REFRESH in the editor. */
        MANUAL,
        /** A backfill, one partition per refresh. */
        BACKFILL
    }

    /** How a refresh stands. */
    public enum Outcome {
        RUNNING,
        SUCCEEDED,
        FAILED,
        CANCELLED
    }

    public RefreshEntry {
        Objects.requireNonNull(trigger, "trigger");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(startedAt, "startedAt");
        error = UserMessages.translate(error);
    }

    /** How long it took; null while it runs. */
    public Duration duration() {
        return endedAt == null ? null : Duration.between(startedAt, endedAt);
    }

    /** Asked for in Freshet and not accepted by Flink yet: planning and submitting take a while. */
    public boolean starting() {
        return jobId == null && outcome == Outcome.RUNNING;
    }
}
