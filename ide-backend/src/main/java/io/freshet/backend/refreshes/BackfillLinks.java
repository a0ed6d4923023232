package io.freshet.backend.refreshes;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Which backfill a refresh job belongs to: Flink names a backfill's partition refresh like a manual one, the backfill's
 * own records (table {@code backfill_partition}, written by the backfill runner as it submits) know its job id.
 */
@Component
public class BackfillLinks {

    /** A backfill's partition refresh. */
    public record Link(long backfillId, String partition) {
    }

    private final JdbcTemplate jdbc;

    public BackfillLinks(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * A table's backfill partition refreshes that failed before Flink gave them a job (planning failed), newest
     * first: they never appear in Flink's job list, the backfill's records hold them.
     *
     * @param table {@code catalog.database.table}; backfills name their tables {@code database.table}
     */
    public List<RefreshHistoryStore.Row> refused(String table, int limit) {
        String inCatalog = table.substring(table.indexOf('.') + 1);
        return jdbc.query("SELECT id, backfill_id, partition_spec, COALESCE(started_at, finished_at), finished_at,"
                + " error FROM backfill_partition WHERE table_name IN (?, ?) AND job_id IS NULL AND state = 'FAILED'"
                + " AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT ?", (rs, i) -> new RefreshHistoryStore.Row(
                        -rs.getLong(1), new RefreshRecord(table, null, RefreshTrigger.BACKFILL, RefreshState.FAILED,
                        rs.getObject(4, OffsetDateTime.class).toInstant(),
                        rs.getObject(5, OffsetDateTime.class).toInstant(), rs.getString(3), rs.getString(6),
                        rs.getLong(2), null)), table, inCatalog, Math.max(1, limit));
    }

    /** The backfill that submitted a job, if one did. */
    public Optional<Link> of(String jobId) {
        return jdbc.query("SELECT backfill_id, partition_spec FROM backfill_partition WHERE job_id = ?",
                (rs, i) -> new Link(rs.getLong(1), rs.getString(2)), jobId).stream().findFirst();
    }
}
