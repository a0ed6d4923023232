package io.freshet.ui.backfill;

import io.freshet.ui.common.UserMessages;
import java.time.Instant;

/**
 * One partition refresh of a backfill, as it stands.
 *
 * @param jobId    the Flink batch job, null before it was submitted
 * @param attempts how many times its refresh was submitted
 * @param error    why it failed or was not run; empty otherwise
 * @param note     what happened to it across a restart or a cancel; empty otherwise
 */
public record PartitionRun(long id, int step, String table, String partition, String statement, PartitionState state,
                           String jobId, int attempts, Instant startedAt, Instant finishedAt, String error, String note) {

    public PartitionRun {
        error = UserMessages.translate(error);
    }
}
