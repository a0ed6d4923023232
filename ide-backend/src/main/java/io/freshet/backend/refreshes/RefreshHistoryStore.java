package io.freshet.backend.refreshes;

import io.freshet.backend.freshness.RecordedRefreshes;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
            + " partition_spec, error";

    private final JdbcTemplate jdbc;

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
            return jdbc.update("INSERT INTO refresh_history (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    refresh.table(), refresh.jobId(), refresh.trigger().name(), refresh.state().name(),
                    utc(refresh.startedAt()), utc(refresh.endedAt()), refresh.partition(), cut(refresh.error())) > 0;
        } catch (DuplicateKeyException known) {
            // recorded already, by this instance or another: an ended refresh stays as it was recorded
            return false;
        }
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
        return new RefreshRecord(rs.getString(1), rs.getString(2), RefreshTrigger.valueOf(rs.getString(3)),
                RefreshState.valueOf(rs.getString(4)), instant(rs, 5), instant(rs, 6), rs.getString(7), rs.getString(8));
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
