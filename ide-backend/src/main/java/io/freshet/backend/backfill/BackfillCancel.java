package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.gateway.GatewayException;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A requested cancel of one backfill run, round by round: the pending refreshes are cancelled, each running job is
 * asked once to stop, and the backfill ends CANCELLED once no refresh is active.
 */
final class BackfillCancel {

    private static final Logger LOG = LoggerFactory.getLogger(BackfillCancel.class);

    private final long id;
    private final BackfillContext context;
    private final Set<String> stopSent = new HashSet<>();

    BackfillCancel(long id, BackfillContext context) {
        this.id = id;
        this.context = context;
    }

    /** One round of the cancel, in backfill state {@code state}; true once the backfill ended. */
    boolean step(FlinkJobs jobs, List<PartitionRun> partitions, BackfillState state) {
        BackfillStore store = context.store();
        if (state == BackfillState.RUNNING) {
            store.move(id, state, BackfillState.CANCELLING, "Cancelling");
        }
        for (PartitionRun p : partitions) {
            if (p.state() == PartitionState.PENDING) {
                store.finish(p.id(), PartitionState.PENDING, PartitionState.CANCELLED, null, "cancelled before it ran");
            } else if (p.state() == PartitionState.RUNNING && stopSent.add(p.jobId())) {
                try {
                    jobs.cancel(p.jobId());
                } catch (GatewayException e) {
                    // the job may have just ended: its state decides on the next round
                    LOG.info("Stopping job {} of backfill {}: {}", p.jobId(), id, e.userMessage());
                }
            }
        }
        List<PartitionRun> after = context.queries().partitions(id);
        // a SUBMITTING refresh counts as running: the next round finds its job, and this cancel stops it
        if (after.stream().anyMatch(p -> p.state().isActive())) {
            return false;
        }
        long done = after.stream().filter(p -> p.state() == PartitionState.SUCCEEDED).count();
        // a partition that ran before the cancel stays done: say how much of the range was refreshed
        store.move(id, BackfillState.CANCELLING, BackfillState.CANCELLED, "Cancelled: " + done + " of "
                + after.size() + " refreshes done, " + (after.size() - done) + " not; retry runs those.");
        context.audit().record("system", AuditAction.BACKFILL_FINISHED, "backfill " + id, AuditLog.FAILURE,
                "cancelled");
        return true;
    }
}
