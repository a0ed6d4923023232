package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.SlotCleaner;
import io.freshet.backend.ingest.sources.SlotNames;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.ResyncPreview;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Re-reads one table of a stopped CDC ingestion: every row of its ODS table is deleted row by row (so streaming
 * readers downstream see each deletion), its replication slot and publication are dropped, and the job starts
 * without the savepoint: that table's source snapshots again, the others go on from their slots' confirmed
 * positions, which replays the last transaction each had read. ODS tables an earlier Freshet created with
 * 'changelog-producer' = 'input' are first switched to the wizard's 'lookup' options, under which that replay writes
 * no changelog. A failure half-way records what ran in the ingestion's message.
 */
@Component
class TableResync {

    /**
     * Paimon answers a DELETE without a condition with a truncate, which streaming readers never see; this table
     * option makes it a row-level delete that writes a -D record per row. On a 'lookup' table the batch job's end
     * waits for the lookup compaction, which turns each -D into a deletion of the stored row in the changelog; the
     * snapshot read after it finds no stored row and writes inserts.
     */
    static final String ROW_DELETES = "'delete.force-produce-changelog' = 'true'";

    private final IngestionStore store;
    private final IngestionSteps steps;
    private final IngestGatewayConnection gateway;
    private final StatementGuard guard;
    private final AuditLog audit;
    private final InputChangelogTables inputTables;

    TableResync(IngestionStore store, IngestionSteps steps, IngestGatewayConnection gateway, StatementGuard guard,
            AuditLog audit, InputChangelogTables inputTables) {
        this.store = store;
        this.steps = steps;
        this.gateway = gateway;
        this.guard = guard;
        this.audit = audit;
        this.inputTables = inputTables;
    }

    /** The statements that empty the table's ODS table as deletions, in order. */
    static List<String> retraction(String odsTable) {
        return List.of("ALTER TABLE " + odsTable + " SET (" + ROW_DELETES + ")",
                "SET 'execution.runtime-mode' = 'batch'",
                // the DELETE's batch job must have finished before the slot goes and the snapshot starts
                "SET 'table.dml-sync' = 'true'",
                "DELETE FROM " + odsTable);
    }

    /** What {@link #resync} of {@code table} would do: the ODS table it empties, the 'input' tables it switches. */
    ResyncPreview preview(IngestionSummary i, String table) {
        return new ResyncPreview(inputTables.odsTable(i, table),
                inputTables.find(i).stream().map(t -> inputTables.odsTable(i, t)).toList());
    }

    /** Resyncs {@code table} of the STOPPED or FAILED ingestion {@code i} with the plan {@code p}; RUNNING after. */
    IngestionSummary resync(IngestionSummary i, IngestionPlans.Prepared p, String table) {
        String target = IngestionJobs.target(i.id(), i.source());
        String ods = inputTables.odsTable(i, table);
        String slot = SlotNames.of(i.source(), i.schema(), table);
        store.move(i.id(), IngestionState.CREATING, null, null, "Resyncing " + table + ": deleting the rows of " + ods);
        List<String> done = new ArrayList<>();
        try (IngestionJobs jobs = jobs(p)) {
            List<String> inputs = inputTables.find(i);
            for (String statement : p.planned().statements()) {
                if (p.planned().own().contains(statement)) {
                    jobs.run(statement);
                }
            }
            for (String input : inputs) {
                for (String statement : inputTables.switchToLookup(i, input)) {
                    jobs.run(statement);
                }
                done.add(inputTables.odsTable(i, input) + " was compacted and switched to 'changelog-producer' ="
                        + " 'lookup'");
            }
            for (String statement : retraction(ods)) {
                jobs.run(statement);
            }
            done.add("every row of " + ods + " was deleted");
        } catch (RuntimeException e) {
            throw failed(i, target, table, done, IngestionJobs.message(e), e);
        }
        List<String> problems = SlotCleaner.drop(p.source(), List.of(slot));
        if (!problems.isEmpty()) {
            throw failed(i, target, table, done, String.join(" ", problems), null);
        }
        done.add("the replication slot " + slot + " was dropped");
        try {
            // audited by the start, with the job and its tables
            IngestionSummary running = steps.start(i.id(), p, null, AuditAction.INGESTION_RESYNCED, List.of(slot));
            // the job does not come from the savepoint: a later restart must not go back to it
            return store.move(i.id(), IngestionState.RUNNING, null, "", "Running job " + running.jobId()
                    + "; " + table + " resynced");
        } catch (ServiceException e) {
            String message = "Resync of " + table + ": " + String.join("; ", done) + "; then "
                    + store.get(i.id()).message() + " Resync " + table + " again to finish.";
            store.move(i.id(), IngestionState.FAILED, null, "", message);
            throw new ServiceException(message, e);
        }
    }

    private ServiceException failed(IngestionSummary i, String target, String table, List<String> done, String why,
            RuntimeException cause) {
        // once rows are gone the savepoint no longer matches the table: only a new resync finishes it
        String message = "Resync of " + table + " failed: " + why + (done.isEmpty()
                ? " Nothing was changed and no job runs: restart the ingestion from its savepoint, or resync again."
                : " Done before it: " + String.join("; ", done) + ". No job runs; resync " + table
                        + " again to finish.");
        store.move(i.id(), IngestionState.FAILED, "", done.isEmpty() ? null : "", message);
        audit.record(AuditAction.INGESTION_RESYNCED, target, AuditLog.FAILURE, message);
        return cause == null ? new ServiceException(message) : new ServiceException(message, cause);
    }

    private IngestionJobs jobs(IngestionPlans.Prepared p) {
        try {
            return new IngestionJobs(gateway.client(), AuditLog.currentActor(), guard, audit, p.planned().own());
        } catch (GatewayException e) {
            throw new ServiceException("The ingestion gateway is not available: " + e.userMessage(), e);
        }
    }
}
