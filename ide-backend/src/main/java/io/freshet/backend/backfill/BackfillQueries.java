package io.freshet.backend.backfill;

import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Reads backfills: the history with progress counts, and each one's partition refreshes in running order. */
@Component
class BackfillQueries {

    private static final String SUMMARY = "SELECT b.id, b.table_name, b.granularity, b.range_from, b.range_to,"
            + " b.cascade_downstream, b.created_by, b.created_at, b.finished_at, b.state, b.message,"
            + " (SELECT COUNT(*) FROM backfill_partition p WHERE p.backfill_id = b.id) AS total,"
            + count(PartitionState.SUCCEEDED) + count(PartitionState.FAILED)
            + count(PartitionState.CANCELLED)
            // a refresh being submitted is running as far as anyone watching can tell
            + count(PartitionState.RUNNING, PartitionState.SUBMITTING).replaceFirst(",$", "")
            + " FROM backfill b";

    private final JdbcTemplate jdbc;

    BackfillQueries(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    Optional<BackfillSummary> summary(long id) {
        return jdbc.query(SUMMARY + " WHERE b.id = ?", BackfillQueries::summary, id).stream().findFirst();
    }

    List<BackfillSummary> history(int limit) {
        return jdbc.query(SUMMARY + " ORDER BY b.id DESC LIMIT ?", BackfillQueries::summary,
                Math.max(1, Math.min(limit, 1000)));
    }

    List<PartitionRun> partitions(long backfillId) {
        return jdbc.query("SELECT id, step, table_name, partition_spec, statement, state, job_id, attempts,"
                + " started_at, finished_at, error, note FROM backfill_partition WHERE backfill_id = ?"
                + " ORDER BY step, seq", (rs, i) -> new PartitionRun(rs.getLong(1), rs.getInt(2), rs.getString(3),
                rs.getString(4), rs.getString(5), PartitionState.valueOf(rs.getString(6)), rs.getString(7),
                rs.getInt(8), instant(rs, 9), instant(rs, 10), text(rs, 11), text(rs, 12)), backfillId);
    }

    boolean cancelRequested(long id) {
        return Boolean.TRUE.equals(jdbc.queryForObject("SELECT cancel_requested FROM backfill WHERE id = ?",
                Boolean.class, id));
    }

    int maxParallel(long id) {
        return jdbc.queryForObject("SELECT max_parallel FROM backfill WHERE id = ?", Integer.class, id);
    }

    private static BackfillSummary summary(ResultSet rs, int row) throws SQLException {
        return new BackfillSummary(rs.getLong(1), rs.getString(2), Granularity.valueOf(rs.getString(3)),
                rs.getString(4), rs.getString(5), rs.getBoolean(6), rs.getString(7), instant(rs, 8), instant(rs, 9),
                BackfillState.valueOf(rs.getString(10)), rs.getInt(12), rs.getInt(13), rs.getInt(14), rs.getInt(15),
                rs.getInt(16), text(rs, 11));
    }

    private static String count(PartitionState... states) {
        return " (SELECT COUNT(*) FROM backfill_partition p WHERE p.backfill_id = b.id AND p.state IN ("
                + Arrays.stream(states).map(state -> "'" + state.name() + "'").collect(Collectors.joining(", ")) + ")),";
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime time = rs.getObject(column, OffsetDateTime.class);
        return time == null ? null : time.toInstant();
    }

    private static String text(ResultSet rs, int column) throws SQLException {
        String value = rs.getString(column);
        return value == null ? "" : value;
    }
}
