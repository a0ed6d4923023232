package io.freshet.backend.audit;

import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * The append-only audit log: this class has no update and no delete path, and a database trigger refuses
 * both. Statement, materialized-table and backfill code calls {@link #record} for every action.
 */
@Component
public class AuditLog {

    public static final String SUCCESS = "SUCCESS";
    public static final String FAILURE = "FAILURE";
    private static final int MAX_DETAIL = 4000;
    private static final int MAX_TARGET = 1000;

    private final JdbcTemplate jdbc;
    private final Clock clock;

    public AuditLog(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.clock = Clock.systemUTC();
    }

    /** Appends an entry for the given user. */
    public void record(String actor, AuditAction action, String target, String outcome, String detail) {
        jdbc.update("INSERT INTO audit_event (occurred_at, actor, action, target, outcome, detail)"
                        + " VALUES (?, ?, ?, ?, ?, ?)",
                OffsetDateTime.now(clock.withZone(ZoneOffset.UTC)), cut(actor, 100), action.name(),
                cut(SecretRedaction.redact(target), MAX_TARGET), outcome,
                cut(SecretRedaction.redact(detail), MAX_DETAIL));
    }

    /** Appends an entry for the signed-in user (or {@code system} for background work). */
    public void record(AuditAction action, String target, String outcome, String detail) {
        record(currentActor(), action, target, outcome, detail);
    }

    /** Records one executed statement with its session, operation handle, job id, duration and outcome. */
    public void statementExecuted(StatementAudit statement) {
        record(statement.user(), AuditAction.STATEMENT_EXECUTED, statement.operation(),
                statement.succeeded() ? SUCCESS : FAILURE, statement.detail());
    }

    /** Newest first, filtered. */
    public List<AuditEntry> find(AuditQuery query) {
        StringBuilder sql = new StringBuilder("SELECT id, occurred_at, actor, action, target, outcome, detail"
                + " FROM audit_event WHERE 1 = 1");
        List<Object> args = new ArrayList<>();
        if (!isBlank(query.actor())) {
            sql.append(" AND actor = ?");
            args.add(query.actor().trim());
        }
        if (!isBlank(query.action())) {
            sql.append(" AND action = ?");
            args.add(query.action().trim().toUpperCase(java.util.Locale.ROOT));
        }
        if (!isBlank(query.text())) {
            sql.append(" AND (LOWER(target) LIKE ? OR LOWER(detail) LIKE ?)");
            String like = "%" + query.text().trim().toLowerCase(java.util.Locale.ROOT) + "%";
            args.add(like);
            args.add(like);
        }
        sql.append(" ORDER BY id DESC LIMIT ?");
        args.add(Math.max(1, Math.min(query.limit(), 10_000)));
        return jdbc.query(sql.toString(), (rs, i) -> new AuditEntry(rs.getLong(1),
                rs.getObject(2, OffsetDateTime.class).toInstant(), rs.getString(3), rs.getString(4),
                rs.getString(5), rs.getString(6), rs.getString(7)), args.toArray());
    }

    /** The signed-in user, or {@code system} for background work. */
    public static String currentActor() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        return auth == null || auth.getName() == null ? "system" : auth.getName();
    }

    private static String cut(String value, int max) {
        return value == null || value.length() <= max ? value : value.substring(0, max);
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }
}
