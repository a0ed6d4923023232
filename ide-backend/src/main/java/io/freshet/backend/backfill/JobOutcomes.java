package io.freshet.backend.backfill;

import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.util.List;
import java.util.Map;

/** Records what became of a backfill's running refreshes, from their Flink jobs' states. */
final class JobOutcomes {

    private final BackfillContext context;

    JobOutcomes(BackfillContext context) {
        this.context = context;
    }

    /** Ends each RUNNING partition whose job has ended; true when it looked at any job. */
    boolean record(FlinkJobs jobs, List<PartitionRun> partitions) {
        if (partitions.stream().noneMatch(p -> p.state() == PartitionState.RUNNING)) {
            return false;
        }
        Map<String, String> statuses = jobs.statuses();
        for (PartitionRun p : partitions) {
            if (p.state() != PartitionState.RUNNING) {
                continue;
            }
            PartitionState outcome = JobOutcome.of(statuses.get(p.jobId()));
            // a job stopped after its commit is CANCELED in Flink, yet its partition holds the refreshed data
            if (outcome == PartitionState.CANCELLED && RestartCheck.written(context.tables(), p)) {
                context.store().finish(p.id(), PartitionState.RUNNING, PartitionState.SUCCEEDED, null,
                        "committed its partition just before the cancel reached its job");
            } else if (outcome.isFinal()) {
                context.store().finish(p.id(), PartitionState.RUNNING, outcome,
                        outcome == PartitionState.FAILED ? "Flink job " + p.jobId() + " failed; its log is in"
                                + " the Flink log (see the Status page)." : null,
                        outcome == PartitionState.CANCELLED ? "job cancelled" : null);
            }
        }
        return true;
    }
}
