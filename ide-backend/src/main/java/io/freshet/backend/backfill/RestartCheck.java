package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.util.List;
import java.util.Map;

/**
 * What became of the refreshes a backfill had running when its instance stopped or died: a job that ended
 * meanwhile is recorded with its outcome, one still running is watched again, one Flink no longer knows
 * (Flink restarted too) runs again. Each gets a note, and the resume is audited.
 */
final class RestartCheck {

    private RestartCheck() {
    }

    /** Refreshes that were RUNNING when this run was claimed: their jobs ran on while no instance watched. */
    static void recover(long id, FlinkJobs jobs, BackfillStore store, BackfillQueries queries, AuditLog audit) {
        List<PartitionRun> running = queries.partitions(id).stream()
                .filter(p -> p.state() == PartitionState.RUNNING).toList();
        if (running.isEmpty()) {
            return;
        }
        Map<String, String> statuses = jobs.statuses();
        for (PartitionRun p : running) {
            PartitionState outcome = JobOutcome.of(statuses.get(p.jobId()));
            if (outcome == PartitionState.RUNNING) {
                store.note(p.id(), "still running after a restart of Freshet; watched again");
            } else if (outcome == PartitionState.PENDING) {
                store.finish(p.id(), PartitionState.RUNNING, PartitionState.PENDING, null,
                        "its job " + p.jobId() + " was unknown to Flink after a restart; run again");
            } else {
                store.finish(p.id(), PartitionState.RUNNING, outcome, outcome == PartitionState.FAILED
                        ? "Flink job " + p.jobId() + " failed while Freshet was stopped." : null,
                        "its job ended " + statuses.get(p.jobId()) + " while Freshet was stopped; checked after the restart");
            }
        }
        audit.record("system", AuditAction.BACKFILL_RESUMED, "backfill " + id, AuditLog.SUCCESS,
                running.size() + " running refresh(es) checked after a restart");
    }
}
