package io.freshet.backend.refreshes;

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

    /** The backfill that submitted a job, if one did. */
    public Optional<Link> of(String jobId) {
        return jdbc.query("SELECT backfill_id, partition_spec FROM backfill_partition WHERE job_id = ?",
                (rs, i) -> new Link(rs.getLong(1), rs.getString(2)), jobId).stream().findFirst();
    }
}
