package io.freshet.backend.refreshes;

import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.persistence.GeneratedIds;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The refresh history table. Several Freshet instances may record the same Flink job at once: a row is added once
 * (the job id is unique) and only a running row moves on, so a refresh never goes back from its end.
 */
@Component
public class RefreshHistoryStore {

    private static final int MAX_ERROR = 4000;
    private static final int MAX_LIMIT = 1000;
    private static final String COLUMNS = "table_name, job_id, trigger_kind, state, started_at, ended_at,"
            + " partition_spec, error, backfill_id, requested_by";
    private static final String ASKED_NO_JOB = "Freshet stopped before Flink accepted the refresh";

    private final JdbcTemplate jdbc;

    private final AtomicLong refusals = new AtomicLong();

    public RefreshHistoryStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Adds a refresh not seen before, or moves a running one on; true when a row was written. */
    public boolean record(RefreshRecord refresh) {
        int moved = jdbc.update("UPDATE refresh_history SET state = ?, ended_at = ?, error = ? WHERE job_id = ?"
                        + " AND state = 'RUNNING'",
                refresh.state().name(), utc(refresh.endedAt()), cut(refresh.error()), refresh.jobId());
        if (moved > 0) {
            return true;
        }
        try {
            return jdbc.update("INSERT INTO refresh_history (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    refresh.table(), refresh.jobId(), refresh.trigger().name(), refresh.state().name(),
                    utc(refresh.startedAt()), utc(refresh.endedAt()), refresh.partition(), cut(refresh.error()),
                    refresh.backfillId(), refresh.requestedBy()) > 0;
        } catch (DuplicateKeyException known) {
            // recorded already, by this instance or another: an ended refresh stays as it was recorded
            return false;
        }
    }

    /** Adds a refresh asked for in Freshet before Flink has accepted it (no job id yet); returns its row id. */
    public long asked(RefreshRecord refresh) {
        return GeneratedIds.insert(jdbc, "INSERT INTO refresh_history (table_name, trigger_kind, state, started_at,"
                + " partition_spec, backfill_id, requested_by) VALUES (?, ?, ?, ?, ?, ?, ?)", refresh.table(),
                refresh.trigger().name(), RefreshState.RUNNING.name(), utc(refresh.startedAt()), refresh.partition(),
                refresh.backfillId(), refresh.requestedBy());
    }

    /**
     * Flink accepted a refresh asked for in Freshet: the row gets its job id. When the job list was read in between
     * and the job already has a row, that row takes over who asked and this one goes.
     */
    public void accepted(long id, String jobId) {
        try {
            jdbc.update("UPDATE refresh_history SET job_id = ? WHERE id = ? AND job_id IS NULL", jobId, id);
        } catch (DuplicateKeyException seenInFlinkFirst) {
            jdbc.update("UPDATE refresh_history SET trigger_kind = (SELECT a.trigger_kind FROM refresh_history a"
                    + " WHERE a.id = ?), backfill_id = (SELECT a.backfill_id FROM refresh_history a WHERE a.id = ?),"
                    + " requested_by = (SELECT a.requested_by FROM refresh_history a WHERE a.id = ?),"
                    + " partition_spec = COALESCE(partition_spec, (SELECT a.partition_spec FROM refresh_history a"
                    + " WHERE a.id = ?)) WHERE job_id = ?", id, id, id, id, jobId);
            jdbc.update("DELETE FROM refresh_history WHERE id = ? AND job_id IS NULL", id);
        }
    }

    /** A refresh asked for in Freshet that Flink refused (planning failed): it ends without a job. */
    public void refused(long id, Instant at, String error) {
        refusals.incrementAndGet();
        jdbc.update("UPDATE refresh_history SET state = ?, ended_at = ?, error = ? WHERE id = ? AND job_id IS NULL"
                + " AND state = 'RUNNING'", RefreshState.FAILED.name(), utc(at), cut(error), id);
    }

    /**
     * How many refusals this store has recorded since it started: a reader that keeps {@link #scheduledSince} reads
     * again when it grew (a refused scheduled refresh comes from the scheduler's record, not from Flink's job list).
     */
    public long refusals() {
        return refusals.get();
    }

    /** Whether a scheduled refresh of the table fired at that moment is recorded as failed without a job. */
    public boolean hasFailedFire(String table, Instant fired) {
        Integer rows = jdbc.queryForObject("SELECT COUNT(*) FROM refresh_history WHERE table_name = ? AND job_id IS NULL"
                + " AND trigger_kind = 'SCHEDULED' AND started_at = ?", Integer.class, table, utc(fired));
        return rows != null && rows > 0;
    }

    /** Links a refresh job to the backfill it is a partition refresh of; true when the row changed. */
    public boolean linkToBackfill(String jobId, long backfillId, String partition) {
        return jdbc.update("UPDATE refresh_history SET trigger_kind = ?, backfill_id = ?,"
                + " partition_spec = COALESCE(?, partition_spec) WHERE job_id = ? AND backfill_id IS NULL",
                RefreshTrigger.BACKFILL.name(), backfillId, partition, jobId) > 0;
    }

    /**
     * Ends refreshes asked for in Freshet that never got a job id since {@code before}: the instance that asked
     * stopped while Flink planned them. Returns how many.
     */
    public int abandon(Instant before, Instant at) {
        return jdbc.update("UPDATE refresh_history SET state = ?, ended_at = ?, error = ? WHERE job_id IS NULL"
                + " AND state = 'RUNNING' AND started_at < ?", RefreshState.FAILED.name(), utc(at), ASKED_NO_JOB,
                utc(before));
    }

    /** A table's refreshes with their row ids, newest first. */
    public List<Row> rows(String table, int limit) {
        return jdbc.query("SELECT id, " + COLUMNS + " FROM refresh_history WHERE table_name = ? ORDER BY started_at"
                + " DESC, id DESC LIMIT ?", (rs, i) -> new Row(rs.getLong(1), read(rs, 1)), table,
                Math.max(1, Math.min(limit, MAX_LIMIT)));
    }

    /** One stored refresh and its row id. */
    public record Row(long id, RefreshRecord refresh) {
    }

    /** The state recorded for a job, if any. */
    public Optional<RefreshState> state(String jobId) {
        return jdbc.query("SELECT state FROM refresh_history WHERE job_id = ?",
                (rs, i) -> RefreshState.valueOf(rs.getString(1)), jobId).stream().findFirst();
    }

    /** A table's refreshes, newest first. */
    public List<RefreshRecord> of(String table, int limit) {
        return jdbc.query("SELECT " + COLUMNS + " FROM refresh_history WHERE table_name = ? ORDER BY started_at DESC,"
                + " id DESC LIMIT ?", RefreshHistoryStore::row, table, Math.max(1, Math.min(limit, MAX_LIMIT)));
    }

    /**
     * Per table, the latest successful and the latest failed scheduled refresh that started after {@code since}:
     * a FULL table refreshes at least daily, so a few days back is all a freshness judgement needs.
     */
    public Map<String, RecordedRefreshes.Summary> scheduledSince(Instant since) {
        Map<String, Instant> successes = new HashMap<>();
        jdbc.query("SELECT table_name, MAX(ended_at) FROM refresh_history WHERE trigger_kind = 'SCHEDULED'"
                + " AND state = 'SUCCEEDED' AND started_at > ? GROUP BY table_name", (ResultSet rs) -> {
                    successes.put(rs.getString(1), instant(rs, 2));
                }, utc(since));
        Map<String, RecordedRefreshes.Summary> summaries = new HashMap<>();
        successes.forEach((table, at) -> summaries.put(table, new RecordedRefreshes.Summary(at, null, null)));
        jdbc.query("SELECT table_name, ended_at, error FROM refresh_history r WHERE trigger_kind = 'SCHEDULED'"
                + " AND state = 'FAILED' AND started_at > ? AND ended_at = (SELECT MAX(x.ended_at) FROM refresh_history x"
                + " WHERE x.table_name = r.table_name AND x.trigger_kind = 'SCHEDULED' AND x.state = 'FAILED')",
                (ResultSet rs) -> {
                    String table = rs.getString(1);
                    summaries.put(table, new RecordedRefreshes.Summary(successes.get(table), instant(rs, 2),
                            rs.getString(3)));
                }, utc(since));
        return summaries;
    }

    /** Forgets refreshes that started before a time; returns how many. */
    public int prune(Instant before) {
        return jdbc.update("DELETE FROM refresh_history WHERE started_at < ?", utc(before));
    }

    private static RefreshRecord row(ResultSet rs, int i) throws SQLException {
        return read(rs, 0);
    }

    /** The record in the {@link #COLUMNS} that start after column {@code skip}. */
    private static RefreshRecord read(ResultSet rs, int skip) throws SQLException {
        long backfillId = rs.getLong(skip + 9);
        Long backfill = rs.wasNull() ? null : backfillId;
        return new RefreshRecord(rs.getString(skip + 1), rs.getString(skip + 2),
                RefreshTrigger.valueOf(rs.getString(skip + 3)), RefreshState.valueOf(rs.getString(skip + 4)),
                instant(rs, skip + 5), instant(rs, skip + 6), rs.getString(skip + 7), rs.getString(skip + 8),
                backfill, rs.getString(skip + 10));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime time = rs.getObject(column, OffsetDateTime.class);
        return time == null ? null : time.toInstant();
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    private static String cut(String text) {
        return text == null || text.length() <= MAX_ERROR ? text : text.substring(0, MAX_ERROR);
    }
}
