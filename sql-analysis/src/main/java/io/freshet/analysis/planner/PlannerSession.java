package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.catalog.TableId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.table.api.config.MaterializedTableConfigOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;

/**
 * The exact validation tier: Flink 2.0's own planner (a {@link TableEnvironment} with in-memory
 * catalogs, streaming until a script sets {@code execution.runtime-mode}) loaded with a catalog
 * snapshot. Statements are applied in script order, so a statement sees the tables created before it.
 * Not thread-safe: one session per script run.
 */
public final class PlannerSession {

    private TableEnvironmentInternal env;
    private SessionCatalogs state = new SessionCatalogs();
    private StatementRunner runner;
    private final List<TableId> created = new ArrayList<>();

    private PlannerSession(TableEnvironmentInternal env) {
        this.env = env;
        this.runner = new StatementRunner(env, state, created::add);
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
        // the planner's converters read the threshold from the configuration given at creation
        Configuration config = new Configuration();
        config.set(MaterializedTableConfigOptions.MATERIALIZED_TABLE_FRESHNESS_THRESHOLD, freshnessThreshold);
        PlannerSession session = new PlannerSession(newEnvironment(config, RuntimeExecutionMode.STREAMING));
        SnapshotLoader.load(snapshot, session.env.getCatalogManager(), session.state);
        return session;
    }

    private static TableEnvironmentInternal newEnvironment(Configuration config, RuntimeExecutionMode mode) {
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(ServiceFileCache.INSTANCE);
        try {
            EnvironmentSettings.Builder settings = EnvironmentSettings.newInstance().withConfiguration(config)
                    .withClassLoader(ServiceFileCache.INSTANCE);
            settings = mode == RuntimeExecutionMode.BATCH ? settings.inBatchMode() : settings.inStreamingMode();
            return (TableEnvironmentInternal) TableEnvironment.create(settings.build());
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    /**
     * Rebuilds the planner in the new mode with the catalogs and options so far, as the gateway does for
     * the statements after such a SET. Temporary objects do not survive the switch (see the module README).
     */
    private void switchMode(RuntimeExecutionMode mode) {
        CatalogSnapshot current = snapshot();
        Configuration config = Configuration.fromMap(env.getConfig().getConfiguration().toMap());
        config.removeConfig(ExecutionOptions.RUNTIME_MODE);
        env = newEnvironment(config, mode);
        state = new SessionCatalogs();
        runner = new StatementRunner(env, state, created::add);
        SnapshotLoader.load(current, env.getCatalogManager(), state);
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
        return run(statement, lineage, Tier.EXACT);
    }

    /**
     * The interactive tier of {@link #validate(ParsedStatement, List)}: Flink's parser, validator and
     * conversion to a logical plan without its optimiser, several times faster. It misses the few errors
     * only the optimiser finds (listed in the conformance corpus); lineage and catalog effects are the same.
     */
    public List<Diagnostic> check(ParsedStatement statement, List<StatementLineage> lineage) {
        return run(statement, lineage, Tier.INTERACTIVE);
    }

    /** Runs one statement to the given tier; see {@link #validate} and {@link #check}. */
    public List<Diagnostic> run(ParsedStatement statement, List<StatementLineage> lineage, Tier tier) {
        if (!statement.parsed()) {
            return List.of();
        }
        Optional<RuntimeExecutionMode> mode = RuntimeModeSwitch.of(statement.node());
        if (mode.isPresent()) {
            switchMode(mode.get());
            return List.of();
        }
        // Flink's legacy table-source probe (every table a statement reads) loads its factories through the
        // thread's context class loader: without this, each read re-scanned every jar (a quarter of a 5,000-table run)
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(ServiceFileCache.INSTANCE);
        try {
            return runner.run(statement.statement(), statement.node(), lineage, tier);
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
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

    /** How many tables and views the statements so far created; see {@link #createdSince}. */
    public int createdCount() {
        return created.size();
    }

    /** The tables and views created after {@link #createdCount} returned {@code mark}, in order. */
    public List<TableId> createdSince(int mark) {
        return List.copyOf(created.subList(mark, created.size()));
    }

    /** Drops a table, view or materialized table (temporary or not), if it exists. */
    public void drop(TableId id) {
        Tables.drop(env.getCatalogManager(), id);
        state.forgetTable(id);
    }

    /** The table's columns, types and keys as one comparable text; empty when it does not exist. */
    public Optional<String> shape(TableId id) {
        return Tables.shape(env.getCatalogManager(), id);
    }

    /** The catalogs as they are now, after the statements validated so far. */
    public CatalogSnapshot snapshot() {
        return SnapshotReader.read(env.getCatalogManager(), state);
    }
}
