package io.freshet.backend.backfill;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.PartitionState;
import io.freshet.ui.backfill.PlannedRefresh;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Writes backfills and their partition refreshes. Every state change is one conditional UPDATE from the
 * expected state, checked against the state machine first, so two instances (or a cancel racing a finish)
 * never both win.
 */
@Component
class BackfillStore {

    private static final int MAX_TEXT = 4000;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;
    private final Clock clock = Clock.systemUTC();

    BackfillStore(JdbcTemplate jdbc, TransactionTemplate tx) {
        this.jdbc = jdbc;
        this.tx = tx;
    }

    /** Inserts a PENDING backfill with all its refreshes PENDING; returns its id. */
    long insert(BackfillPlanner.Plan plan, boolean cascade, int maxParallel, String user) {
        return tx.execute(status -> {
            long id = GeneratedIds.insert(jdbc, "INSERT INTO backfill (table_name, granularity, range_from, range_to,"
                    + " cascade_downstream, max_parallel, state, created_by, created_at)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", plan.preview().table(),
                    plan.range().granularity().name(), plan.range().fromText(), plan.range().toText(), cascade,
                    maxParallel, BackfillState.PENDING.name(), user, now());
            List<PlannedRefresh> refreshes = plan.preview().refreshes();
            for (int i = 0; i < refreshes.size(); i++) {
                PlannedRefresh r = refreshes.get(i);
                jdbc.update("INSERT INTO backfill_partition (backfill_id, step, seq, table_name, partition_spec,"
                                + " statement, state) VALUES (?, ?, ?, ?, ?, ?, ?)",
                        id, r.step(), i, r.table(), r.partition(), r.statement(), PartitionState.PENDING.name());
            }
            return id;
        });
    }

    /** Moves the backfill if it is still in {@code from}; sets started/finished times and the message as it goes. */
    boolean move(long id, BackfillState from, BackfillState to, String message) {
        from.moveTo(to);
        OffsetDateTime now = now();
        String times = to == BackfillState.RUNNING ? ", started_at = COALESCE(started_at, ?)"
                : to.isFinal() ? ", finished_at = ?" : to == BackfillState.PENDING ? ", finished_at = NULL" : "";
        Object[] args = times.contains("?")
                ? new Object[] {to.name(), cut(message), now, id, from.name()}
                : new Object[] {to.name(), cut(message), id, from.name()};
        return jdbc.update("UPDATE backfill SET state = ?, message = COALESCE(?, message)" + times
                + " WHERE id = ? AND state = ?", args) == 1;
    }

    /** Replaces the message shown with the backfill, e.g. while it retries after an error. */
    void message(long id, String message) {
        jdbc.update("UPDATE backfill SET message = ? WHERE id = ?", cut(message), id);
    }

    /** Asks whichever instance runs the backfill to cancel it. */
    boolean requestCancel(long id) {
        return jdbc.update("UPDATE backfill SET cancel_requested = TRUE WHERE id = ? AND state IN (?, ?)",
                id, BackfillState.PENDING.name(), BackfillState.RUNNING.name()) == 1;
    }

    /** Takes the FAILED and CANCELLED refreshes and the backfill back to PENDING; returns the run number. */
    int retry(long id, BackfillState from) {
        return tx.execute(status -> {
            if (!move(id, from, BackfillState.PENDING, "Retried")) {
                return 0;
            }
            jdbc.update("UPDATE backfill SET cancel_requested = FALSE, runs = runs + 1 WHERE id = ?", id);
            jdbc.update("UPDATE backfill_partition SET state = ?, error = NULL, note = ?, finished_at = NULL"
                            + " WHERE backfill_id = ? AND state IN (?, ?)", PartitionState.PENDING.name(), "retried",
                    id, PartitionState.FAILED.name(), PartitionState.CANCELLED.name());
            return jdbc.queryForObject("SELECT runs FROM backfill WHERE id = ?", Integer.class, id);
        });
    }

    /**
     * PENDING -> SUBMITTING just before the refresh's statement goes to Flink, with the time: after a crash before
     * its job id was recorded, Flink's jobs started since then are where to look for it. Written before submitting,
     * so a refresh is never submitted unrecorded.
     */
    boolean submitting(long partitionId) {
        PartitionState.PENDING.moveTo(PartitionState.SUBMITTING);
        return jdbc.update("UPDATE backfill_partition SET state = ?, job_id = NULL, started_at = ?, finished_at = NULL,"
                        + " error = NULL WHERE id = ? AND state = ?", PartitionState.SUBMITTING.name(), now(),
                partitionId, PartitionState.PENDING.name()) == 1;
    }

    /** A refresh was submitted (or its job found after a restart): RUNNING with its job id; a null note keeps the note. */
    boolean started(long partitionId, PartitionState from, String jobId, String note) {
        from.moveTo(PartitionState.RUNNING);
        // started_at stays the submit time recorded with SUBMITTING: the job started after it
        return jdbc.update("UPDATE backfill_partition SET state = ?, job_id = ?, attempts = attempts + 1,"
                        + " started_at = COALESCE(started_at, ?), finished_at = NULL, error = NULL,"
                        + " note = COALESCE(?, note) WHERE id = ? AND state = ?",
                PartitionState.RUNNING.name(), jobId, now(), cut(note), partitionId, from.name()) == 1;
    }

    /** Ends (or resets) a refresh; {@code error} and {@code note} are kept when null. */
    boolean finish(long partitionId, PartitionState from, PartitionState to, String error, String note) {
        from.moveTo(to);
        return jdbc.update("UPDATE backfill_partition SET state = ?, finished_at = ?, error = COALESCE(?, error),"
                        + " note = COALESCE(?, note) WHERE id = ? AND state = ?",
                to.name(), to.isFinal() ? now() : null, cut(error), cut(note), partitionId, from.name()) == 1;
    }

    /** Records what happened to a refresh without changing its state (e.g. checked after a restart). */
    void note(long partitionId, String note) {
        jdbc.update("UPDATE backfill_partition SET note = ? WHERE id = ?", cut(note), partitionId);
    }

    /** Microseconds: what both databases store. */
    OffsetDateTime now() {
        return OffsetDateTime.now(clock.withZone(ZoneOffset.UTC)).truncatedTo(ChronoUnit.MICROS);
    }

    private static String cut(String text) {
        return text == null || text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT);
    }
}
