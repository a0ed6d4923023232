package io.freshet.analysis.bench;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.planner.CompletionItem;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Validation + lineage of an INSERT, and completion at a cursor in a 300-line script. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class InteractiveBenchmark {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();
    private CatalogSnapshot snapshot;
    private PlannerSession session;
    private ParsedStatement insert;
    private String script;
    private int cursor;

    @Setup
    public void setUp() {
        snapshot = analyzer.validate(BenchScripts.CATALOG, CatalogSnapshot.empty()).catalogAfter();
        session = PlannerSession.create(snapshot);
        insert = StatementParser.parse(SqlScript.of("INSERT INTO order_sink SELECT o.order_id, o.amount * 2 "
                + "FROM orders AS o JOIN customers AS c ON o.customer_id = c.customer_id WHERE c.country = 'NL'")
                .statements().get(0));
        String base = BenchScripts.script(300);
        // the cursor sits after "o." in the SELECT list of an INSERT in the middle of the script
        int at = base.indexOf("SELECT o.order_id", base.length() / 2) + "SELECT o.".length();
        script = base;
        cursor = at;
    }

    @Benchmark
    public List<StatementLineage> validateAndLineageOfInsert() {
        List<StatementLineage> lineage = new ArrayList<>();
        List<Diagnostic> errors = session.validate(insert, lineage);
        if (!errors.isEmpty()) {
            throw new IllegalStateException(errors.toString());
        }
        return lineage;
    }

    @Benchmark
    public List<StatementLineage> interactiveValidateAndLineageOfInsert() {
        List<StatementLineage> lineage = new ArrayList<>();
        List<Diagnostic> errors = session.check(insert, lineage);
        if (!errors.isEmpty() || lineage.isEmpty()) {
            throw new IllegalStateException(errors.toString());
        }
        return lineage;
    }

    @Benchmark
    public List<CompletionItem> completeIn300LineScript() {
        return analyzer.complete(script, cursor, snapshot);
    }
}
