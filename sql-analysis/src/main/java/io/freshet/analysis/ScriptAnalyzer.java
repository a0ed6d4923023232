package io.freshet.analysis;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.planner.CompletionItem;
import io.freshet.analysis.completion.ScriptCompleter;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import io.freshet.analysis.planner.Tier;
import io.freshet.analysis.script.Statement;
import io.freshet.analysis.script.TextRange;
import org.apache.flink.table.api.config.MaterializedTableConfigOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/** The entry point of the library: splits, parses and validates a Flink SQL script. Thread-safe. */
public final class ScriptAnalyzer {

    private static final Comparator<Diagnostic> SCRIPT_ORDER = Comparator.comparing(Diagnostic::range,
            TextRange.BY_START);

    private final Duration freshnessThreshold;
    private final ScriptCompleter completer = new ScriptCompleter();

    /** An analyzer with Flink's default freshness threshold (30 minutes). */
    public ScriptAnalyzer() {
        this(MaterializedTableConfigOptions.MATERIALIZED_TABLE_FRESHNESS_THRESHOLD.defaultValue());
    }

    /**
     * An analyzer deriving materialized-table refresh modes with the gateway's
     * {@code materialized-table.refresh-mode.freshness-threshold}.
     */
    public ScriptAnalyzer(Duration freshnessThreshold) {
        this.freshnessThreshold = freshnessThreshold;
    }

    /** Splits and parses a script, reporting syntax errors only (the fast, keystroke path). */
    public ScriptAnalysis analyze(String scriptText) {
        SqlScript script = SqlScript.of(scriptText);
        List<ParsedStatement> parsed = parse(script);
        List<Diagnostic> diagnostics = new ArrayList<>();
        parsed.stream().filter(p -> !p.parsed()).forEach(p -> diagnostics.add(p.syntaxError()));
        diagnostics.sort(SCRIPT_ORDER);
        return new ScriptAnalysis(script, parsed, diagnostics, null, List.of());
    }

    /**
     * Parses and validates a script with Flink's planner against a catalog snapshot; each statement
     * sees the catalog changes of the statements before it. Seconds on the first call (planner start).
     *
     * @throws SqlAnalysisException when the planner cannot start or the snapshot cannot be loaded
     */
    public ScriptAnalysis validate(String scriptText, CatalogSnapshot catalog) {
        return analyse(scriptText, catalog, Tier.EXACT);
    }

    /**
     * The interactive tier of {@link #validate}: Flink's planner up to the logical plan, without its
     * optimiser; the same lineage and catalog effects, and every error except the few only the optimiser
     * finds (see the conformance corpus). What the editor runs while a person types.
     *
     * @throws SqlAnalysisException when the planner cannot start or the snapshot cannot be loaded
     */
    public ScriptAnalysis check(String scriptText, CatalogSnapshot catalog) {
        return analyse(scriptText, catalog, Tier.INTERACTIVE);
    }

    /**
     * {@link #check(String, CatalogSnapshot)} of a script {@link #analyze}d already, asking {@code cancelled}
     * before each statement: a newer text of the same editor stops an older check between two statements.
     *
     * @throws CancellationException when {@code cancelled} answered true
     * @throws SqlAnalysisException when the planner cannot start or the snapshot cannot be loaded
     */
    public ScriptAnalysis check(ScriptAnalysis parsed, CatalogSnapshot catalog, BooleanSupplier cancelled) {
        return run(parsed.script(), parsed.statements(), catalog, Tier.INTERACTIVE, cancelled, true);
    }

    /**
     * The interactive check of the statement at a 0-based offset of a script {@link #analyze}d already (the one
     * containing it, else the last one before it) after only the statements before it that may leave something
     * it reads: created tables and views it names, directly or through those, and every setting, USE, catalog
     * or function. Each of them is judged as in the whole script's check, so a long script's findings at the
     * cursor come first. The result holds only those statements (in script order) and their diagnostics; its
     * catalog is null.
     *
     * @throws CancellationException when {@code cancelled} answered true before a statement
     * @throws SqlAnalysisException when the planner cannot start or the snapshot cannot be loaded
     */
    public ScriptAnalysis checkAt(ScriptAnalysis parsed, int offset, CatalogSnapshot catalog,
                                  BooleanSupplier cancelled) {
        List<ParsedStatement> needed = CursorStatements.upTo(parsed.statements(),
                CursorStatements.indexAt(parsed.statements(), offset));
        return run(parsed.script(), needed, catalog, Tier.INTERACTIVE, cancelled, false);
    }

    private ScriptAnalysis analyse(String scriptText, CatalogSnapshot catalog, Tier tier) {
        SqlScript script = SqlScript.of(scriptText);
        return run(script, parse(script), catalog, tier, () -> false, true);
    }

    private ScriptAnalysis run(SqlScript script, List<ParsedStatement> parsed, CatalogSnapshot catalog, Tier tier,
                               BooleanSupplier cancelled, boolean whole) {
        PlannerSession session;
        try {
            session = PlannerSession.create(catalog, freshnessThreshold);
        } catch (RuntimeException | LinkageError e) {
            throw new SqlAnalysisException("Flink's planner could not start or load the catalog: " + e.getMessage(), e);
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<StatementLineage> lineage = new ArrayList<>();
        for (ParsedStatement statement : parsed) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("superseded by a newer text");
            }
            if (statement.parsed()) {
                diagnostics.addAll(session.run(statement, lineage, tier));
            } else {
                diagnostics.add(statement.syntaxError());
            }
        }
        diagnostics.sort(SCRIPT_ORDER);
        return new ScriptAnalysis(script, parsed, diagnostics, whole ? session.snapshot() : null, lineage);
    }

    /**
     * Completion candidates at a 0-based offset of a script, against the catalog snapshot plus the DDL of
     * the statements before the cursor. The planner session of the last call is reused while the catalog
     * and that DDL are unchanged (typing inside one statement).
     */
    public List<CompletionItem> complete(String scriptText, int offset, CatalogSnapshot catalog) {
        try {
            return completer.complete(scriptText, offset, catalog, freshnessThreshold);
        } catch (RuntimeException | LinkageError e) {
            throw new SqlAnalysisException("Completion failed: " + e.getMessage(), e);
        }
    }

    private static List<ParsedStatement> parse(SqlScript script) {
        List<ParsedStatement> parsed = new ArrayList<>(script.statements().size());
        for (Statement statement : script.statements()) {
            parsed.add(StatementParser.parse(statement));
        }
        return parsed;
    }
}
