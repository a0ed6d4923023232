package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.completion.CompletionItem;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import java.time.Duration;
import java.util.List;
import org.apache.flink.table.api.config.MaterializedTableConfigOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;

/**
 * The exact validation tier: Flink 2.0's own planner (a streaming {@link TableEnvironment} with
 * in-memory catalogs) loaded with a catalog snapshot. Statements are applied in script order, so a
 * statement sees the tables created before it. Not thread-safe: one session per script run.
 */
public final class PlannerSession {

    private final TableEnvironmentInternal env;
    private final SessionCatalogs state = new SessionCatalogs();
    private final StatementRunner runner;

    private PlannerSession(TableEnvironmentInternal env) {
        this.env = env;
        this.runner = new StatementRunner(env, state);
    }

    /** A session whose catalogs hold the snapshot. */
    public static PlannerSession create(CatalogSnapshot snapshot) {
        return create(snapshot, MaterializedTableConfigOptions.MATERIALIZED_TABLE_FRESHNESS_THRESHOLD.defaultValue());
    }

    /**
     * A session whose catalogs hold the snapshot, deriving materialized-table refresh modes with the
     * given freshness threshold (the gateway's {@code materialized-table.refresh-mode.freshness-threshold}).
     */
    public static PlannerSession create(CatalogSnapshot snapshot, Duration freshnessThreshold) {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(PlannerSession.class.getClassLoader());
        try {
            // the planner's converters read the threshold from the configuration given at creation
            Configuration config = new Configuration();
            config.set(MaterializedTableConfigOptions.MATERIALIZED_TABLE_FRESHNESS_THRESHOLD, freshnessThreshold);
            TableEnvironmentInternal env = (TableEnvironmentInternal) TableEnvironment.create(
                    EnvironmentSettings.newInstance().inStreamingMode().withConfiguration(config)
                            .withClassLoader(PlannerSession.class.getClassLoader()).build());
            PlannerSession session = new PlannerSession(env);
            SnapshotLoader.load(snapshot, env.getCatalogManager(), session.state);
            return session;
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    /**
     * Validates one parsed statement as Flink would on submission and applies its catalog effects.
     * Returns its ERRORs (none when Flink would accept it) and, for materialized tables, WARNINGs and INFOs.
     */
    public List<Diagnostic> validate(ParsedStatement statement) {
        return validate(statement, new java.util.ArrayList<>());
    }

    /**
     * Like {@link #validate(ParsedStatement)}, adding the column lineage of each table the statement
     * writes (INSERT, statement sets, CREATE TABLE AS, CREATE MATERIALIZED TABLE) when it is valid.
     */
    public List<Diagnostic> validate(ParsedStatement statement, List<StatementLineage> lineage) {
        if (!statement.parsed()) {
            return List.of();
        }
        return runner.run(statement.statement(), statement.node(), lineage);
    }

    /**
     * Completion candidates for a query (the advisor's words, classified) at a cursor inside it.
     *
     * @param replaceFrom the script offset the candidates replace from
     */
    public List<CompletionItem> completeQuery(String query, int cursor, String prefix, int replaceFrom) {
        return new Completer(env).query(query, cursor, prefix, replaceFrom, snapshot());
    }

    /** Table names (for INSERT INTO) starting with the prefix. */
    public List<CompletionItem> completeTable(String prefix, int replaceFrom) {
        return Completer.tables(snapshot(), prefix, replaceFrom);
    }

    /** The catalogs as they are now, after the statements validated so far. */
    public CatalogSnapshot snapshot() {
        return SnapshotReader.read(env.getCatalogManager(), state);
    }
}
