package io.freshet.backend.refreshes;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.RetainedCheckpoints;
import io.freshet.gateway.jobs.StateRecovery;
import io.freshet.gateway.mt.MaterializedTableState;
import io.freshet.gateway.mt.MaterializedTables;
import io.freshet.gateway.mt.TableName;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Repairs one CONTINUOUS table whose refresh job went with a dead embedded Flink: its new job restores the latest
 * checkpoint the lost job completed, so it goes on where that one stopped. When that cannot be done, the outcome
 * says why in words, and the table is left for a person (Repair or Resume start a job without the old state).
 */
final class ContinuousRepair {

    /** What became of one table: repaired or not, in words for the table page, the Status page and the audit. */
    record Outcome(boolean repaired, String words) {
    }

    private ContinuousRepair() {
    }

    /** The checkpoint to restore, in words, before anything runs: for the "repairing" state. */
    static String plan(String jobId, Optional<RetainedCheckpoints.Checkpoint> checkpoint) {
        return "Its refresh job " + jobId + " was lost when the embedded Flink died; Freshet is starting it again"
                + checkpoint.map(c -> " from its latest checkpoint (chk-" + c.id() + ")").orElse("");
    }

    /**
     * @param tables the table's commands on a session of Freshet's own (no user's role applies)
     * @param checkpoints the embedded Flink's {@code execution.checkpointing.dir}
     */
    static Outcome repair(Supplier<MaterializedTables> tables, TableName name, String jobId, Path checkpoints) {
        Optional<RetainedCheckpoints.Checkpoint> latest = RetainedCheckpoints.latest(checkpoints, jobId);
        if (latest.isEmpty()) {
            return new Outcome(false, "Not repaired: its refresh job " + jobId + " was lost when the embedded Flink"
                    + " died and left no completed checkpoint in " + checkpoints + ", so there is no state to go on"
                    + " from. Repair starts a new job that reads its sources again.");
        }
        RetainedCheckpoints.Checkpoint checkpoint = latest.get();
        if (!StateRecovery.usable(checkpoint.uri())) {
            return new Outcome(false, "Not repaired: the path of its latest checkpoint (" + checkpoint.directory()
                    + ") holds characters Freshet does not write into a statement. Repair starts a new job"
                    + " without its state.");
        }
        try {
            MaterializedTables commands = tables.get();
            if (commands.state(name) != MaterializedTableState.ORPHANED) {
                return new Outcome(true, "Its refresh job runs");
            }
            commands.repairFrom(name, checkpoint.uri());
            return new Outcome(true, "Its refresh job " + jobId + " was lost when the embedded Flink died; Freshet"
                    + " started it again from checkpoint chk-" + checkpoint.id() + " (" + checkpoint.uri() + ")");
        } catch (GatewayException e) {
            // Flink's own text is not echoed: a restore error may quote what it read
            return new Outcome(false, "Not repaired: Flink did not start its refresh job again from checkpoint chk-"
                    + checkpoint.id() + " of the lost job " + jobId + " (" + checkpoint.directory() + "); the reason"
                    + " is in the Flink log. Repair (or Resume, when it shows SUSPENDED) starts a new job without the old state.");
        }
    }
}
