package io.freshet.backend.run;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.run.HistoryQuery;
import io.freshet.ui.run.RunRecord;
import io.freshet.ui.run.RunState;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The run history table: a row when a run is queued, completed when it ends. */
@Component
public class RunHistoryStore {

    private static final int MAX_ERROR = 4000;
    private static final int MAX_LIMIT = 5_000;

    private final JdbcTemplate jdbc;

    public RunHistoryStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Records a queued run; returns its row id. */
    public long queued(StatementRun run) {
        return GeneratedIds.insert(jdbc, "INSERT INTO run_history (run_id, username, script_id, statement,"
                + " started_at, state) VALUES (?, ?, ?, ?, ?, ?)", run.id().toString(), run.user(),
                run.request().scriptId(), run.request().statement(), OffsetDateTime.now(ZoneOffset.UTC),
                RunState.QUEUED.name());
    }

    /** Stores how the run stands (its end, or RUNNING once it started). */
    public void update(StatementRun run) {
        var status = run.status();
        String error = status.error() == null ? null : cut(status.error().message());
        jdbc.update("UPDATE run_history SET started_at = ?, duration_ms = ?, state = ?, row_count = ?, job_id = ?,"
                        + " error_message = ? WHERE id = ?",
                status.startedAt().atOffset(ZoneOffset.UTC), status.elapsed().toMillis(), status.state().name(),
                status.rowCount(), status.jobId(), error, run.historyId());
    }

    /** Newest first. */
    public List<RunRecord> find(HistoryQuery query) {
        StringBuilder sql = new StringBuilder("SELECT id, username, script_id, statement, started_at, duration_ms,"
                + " state, row_count, job_id, error_message FROM run_history WHERE 1 = 1");
        List<Object> args = new ArrayList<>();
        if (query.text() != null && !query.text().isBlank()) {
            sql.append(" AND LOWER(statement) LIKE ? ESCAPE '!'");
            args.add("%" + likeEscaped(query.text().strip().toLowerCase(Locale.ROOT)) + "%");
        }
        if (query.user() != null && !query.user().isBlank()) {
            sql.append(" AND username = ?");
            args.add(query.user().strip());
        }
        if (query.state() != null) {
            sql.append(" AND state = ?");
            args.add(query.state().name());
        }
        sql.append(" ORDER BY id DESC LIMIT ?");
        args.add(Math.max(1, Math.min(query.limit(), MAX_LIMIT)));
        return jdbc.query(sql.toString(), (rs, i) -> new RunRecord(rs.getLong(1), rs.getString(2),
                rs.getObject(3) == null ? null : rs.getLong(3), rs.getString(4),
                rs.getObject(5, OffsetDateTime.class).toInstant(), Duration.ofMillis(rs.getLong(6)),
                RunState.valueOf(rs.getString(7)), rs.getLong(8), rs.getString(9), rs.getString(10)), args.toArray());
    }

    private static String likeEscaped(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }

    private static String cut(String text) {
        return text == null || text.length() <= MAX_ERROR ? text : text.substring(0, MAX_ERROR);
    }
}
