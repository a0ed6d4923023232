package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewaySnapshot;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultColumn;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.StatementGate;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.mt.MaterializedTables;
import io.freshet.gateway.mt.PaimonSinkOptions;
import io.freshet.gateway.mt.PaimonTableOptionsWriter;
import io.freshet.ui.catalog.DataPreview;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.catalog.QueryColumn;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;

/**
 * The catalog browser's work that needs the Flink SQL Gateway: previews, query columns, the freshness
 * threshold and materialized-table commands. Each call uses its own short session; gateway errors become
 * {@link ServiceException}s here, once.
 */
@Component
public class GatewayActions {

    /** Upper bound of a preview, whatever the caller asks for. */
    public static final int MAX_PREVIEW_ROWS = 500;
    /** Flink's duration form (TimeUtils): a whole number and a unit, milliseconds without one. */
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|milli|millis|millisecond|milliseconds|s|sec|secs"
            + "|second|seconds|min|mins|minute|minutes|m|h|hour|hours|d|day|days)?", Pattern.CASE_INSENSITIVE);

    private final GatewayConnection connection;
    private final PaimonCatalogAccess access;
    private final StatementGuard guard;
    private final AtomicReference<Duration> threshold = new AtomicReference<>();

    public GatewayActions(GatewayConnection connection, PaimonCatalogAccess access, StatementGuard guard) {
        this.connection = connection;
        this.access = access;
        this.guard = guard;
    }

    public DataPreview preview(TableRef ref, int limit) {
        int rows = Math.max(1, Math.min(limit, MAX_PREVIEW_ROWS));
        // batch mode as a session property, not a SET statement: a VIEWER's role may preview but not SET
        return withSession("Previewing " + ref, Map.of("execution.runtime-mode", "batch"), session -> {
            // one row more than shown tells whether the table has more
            StatementResult result = session.execute("SELECT * FROM " + ref.sql() + " LIMIT " + (rows + 1));
            List<List<String>> values = new ArrayList<>();
            for (ResultRow row : result.rows().subList(0, Math.min(rows, result.rows().size()))) {
                values.add(row.texts().stream().map(v -> v == null ? "NULL" : v).toList());
            }
            return new DataPreview(result.columns().stream().map(ResultColumn::name).toList(), values,
                    result.rows().size() > rows);
        });
    }

    /** The query's output columns, from DESCRIBE of a temporary view in a throw-away session. */
    public List<QueryColumn> queryColumns(String query) {
        String body = query.strip().endsWith(";") ? query.strip().substring(0, query.strip().length() - 1) : query.strip();
        return withSession("Checking the query", session -> {
            session.execute("USE CATALOG " + SqlQuoting.identifier(access.catalogName()));
            session.execute("CREATE TEMPORARY VIEW `freshet_query_columns` AS " + body);
            List<QueryColumn> columns = new ArrayList<>();
            for (ResultRow row : session.execute("DESCRIBE `freshet_query_columns`").rows()) {
                columns.add(new QueryColumn(String.valueOf(row.fields().get(0)), String.valueOf(row.fields().get(1)),
                        Boolean.TRUE.equals(row.fields().get(2))));
            }
            return columns;
        });
    }

    /** Read from the gateway's configuration once; Flink's default when it is not set or not readable. */
    public Duration freshnessThreshold() {
        Duration known = threshold.get();
        if (known != null) {
            return known;
        }
        try {
            Duration read = withSession("Reading the freshness threshold", session -> {
                String configured = session.config().get(MaterializedTableOptions.FRESHNESS_THRESHOLD);
                return configured == null ? FreshnessScale.DEFAULT_THRESHOLD : parseDuration(configured);
            });
            threshold.set(read);
            return read;
        } catch (ServiceException gatewayDown) {
            return FreshnessScale.DEFAULT_THRESHOLD;
        }
    }

    /**
     * Runs materialized-table commands on a fresh session, with direct catalog access for repairs. Its callers are
     * the table page's buttons, whose service methods required each step's role already.
     */
    public <T> T withTables(String doing, Function<MaterializedTables, T> work) {
        return withSession(doing, PaimonSinkOptions.SESSION, guard.forCurrentUserTakingSteps(), session -> work.apply(
                new MaterializedTables(session, PaimonTableOptionsWriter.forWarehouse(access.warehouse()))));
    }

    /**
     * Runs statements on a fresh session, gated for the signed-in user; {@code doing} starts the error message,
     * e.g. "Suspending x".
     */
    public <T> T withSession(String doing, Function<GatewaySession, T> work) {
        return withSession(doing, Map.of(), work);
    }

    private <T> T withSession(String doing, Map<String, String> properties, Function<GatewaySession, T> work) {
        return withSession(doing, properties, guard.forCurrentUser(), work);
    }

    private <T> T withSession(String doing, Map<String, String> properties, StatementGate gate,
                              Function<GatewaySession, T> work) {
        GatewaySnapshot gateway = connection.snapshot();
        if (gateway.state() != GatewayState.READY || gateway.uri() == null) {
            throw new ServiceException(doing + " needs the Flink SQL Gateway, which is not ready: " + gateway.message());
        }
        try (GatewaySession session = connection.client().session(properties, gate)) {
            return work.apply(session);
        } catch (GatewayException e) {
            throw new ServiceException(doing + " failed: " + e.userMessage(), e);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new ServiceException(doing + " failed: " + e.getMessage(), e);
        }
    }

    static Duration parseDuration(String text) {
        if (text.strip().toUpperCase(java.util.Locale.ROOT).startsWith("P")) {
            try {
                return Duration.parse(text.strip());
            } catch (java.time.format.DateTimeParseException notIso) {
                return FreshnessScale.DEFAULT_THRESHOLD;
            }
        }
        Matcher m = DURATION.matcher(text.strip());
        if (!m.matches()) {
            return FreshnessScale.DEFAULT_THRESHOLD;
        }
        if (m.group(1).length() > 12) {
            // longer than any threshold that means something (and than a long holds): nothing is below it
            return ChronoUnit.FOREVER.getDuration();
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "ms" : m.group(2).toLowerCase(java.util.Locale.ROOT);
        return switch (unit) {
            case "ms", "milli", "millis", "millisecond", "milliseconds" -> Duration.ofMillis(n);
            case "s", "sec", "secs", "second", "seconds" -> Duration.ofSeconds(n);
            case "min", "mins", "minute", "minutes", "m" -> Duration.ofMinutes(n);
            case "h", "hour", "hours" -> Duration.ofHours(n);
            default -> Duration.ofDays(n);
        };
    }
}
