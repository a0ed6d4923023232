package io.freshet.backend.run;

import io.freshet.analysis.parse.StatementTarget;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.refreshes.EditorRefreshes;
import io.freshet.backend.refreshes.QualifiedNames;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.ui.run.RunStatus;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands a run that was an {@code ALTER MATERIALIZED TABLE ... REFRESH} to the refresh history, with the table's
 * full name (the session's current catalog and database complete a shorter one).
 */
final class SqlRefreshes {

    private static final Logger LOG = LoggerFactory.getLogger(SqlRefreshes.class);

    private final EditorRefreshes refreshes;

    SqlRefreshes(EditorRefreshes refreshes) {
        this.refreshes = Objects.requireNonNull(refreshes, "refreshes");
    }

    /** Records the run when it was a refresh; a failure to record is logged, the run stands as it ended. */
    void ranQuietly(StatementRun run, ParsedSql statement, GatewaySession session) {
        if (session == null || statement == null) {
            return;
        }
        try {
            Optional<StatementTarget.Refresh> refresh = refresh(statement);
            if (refresh.isEmpty()) {
                return;
            }
            RunStatus status = run.status();
            refreshes.ran(run.user(), QualifiedNames.of(refresh.get().name(), session), refresh.get().partition(),
                    status.startedAt(), jobId(run, status), status.error() == null ? null
                            : error(status.error().message(), status.error().details()));
        } catch (RuntimeException e) {
            LOG.error("Could not record run {} in the refresh history", run.id(), e);
        }
    }

    /** Flink answers a refresh with a row whose first column is the job id, not always in the result's header. */
    private static String jobId(StatementRun run, RunStatus status) {
        if (status.jobId() != null || status.error() != null || run.result().rowCount() == 0) {
            return status.jobId();
        }
        List<String> first = run.result().read(0, 1).get(0).values();
        return first.isEmpty() || first.get(0) == null || !first.get(0).matches("[0-9a-f]{32}") ? null : first.get(0);
    }

    /**
     * The run's message, completed from the gateway's text when Flink put the point on the next lines ("The partition
     * spec contains unknown partition keys:" and the keys below it).
     */
    static String error(String message, String details) {
        if (message == null || !message.strip().endsWith(":") || details == null) {
            return message;
        }
        int at = details.indexOf(message.strip());
        if (at < 0) {
            return message;
        }
        String rest = details.substring(at + message.strip().length());
        int stack = rest.indexOf("\tat ");
        String more = (stack < 0 ? rest : rest.substring(0, stack)).strip().replaceAll("\\s*\\R\\s*", " ");
        return more.isEmpty() ? message : message.strip() + " " + (more.length() > 500 ? more.substring(0, 500) + "..."
                : more);
    }

    /** The refresh the run's one statement is, read on the parse the run carries; empty for any other text. */
    static Optional<StatementTarget.Refresh> refresh(ParsedSql statement) {
        return statement.single().flatMap(StatementTarget::refresh);
    }
}
