package io.freshet.backend.backfill;

import io.freshet.ui.backfill.PartitionState;

/** What a Flink job status means for the partition refresh that started the job. */
final class JobOutcome {

    private JobOutcome() {
    }

    /** SUCCEEDED, FAILED or CANCELLED for an ended job; RUNNING while it runs; PENDING when the cluster does not know it. */
    static PartitionState of(String flinkStatus) {
        if (flinkStatus == null) {
            return PartitionState.PENDING;
        }
        return switch (flinkStatus) {
            case "FINISHED" -> PartitionState.SUCCEEDED;
            case "FAILED" -> PartitionState.FAILED;
            case "CANCELED" -> PartitionState.CANCELLED;
            default -> PartitionState.RUNNING;
        };
    }
}
