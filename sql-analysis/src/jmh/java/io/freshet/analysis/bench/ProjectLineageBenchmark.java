package io.freshet.analysis.bench;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.project.ProjectAnalysis;
import io.freshet.analysis.project.ProjectAnalyzer;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.analysis.project.ProjectSession;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

/**
 * A generated project of 500 materialized tables in 50 scripts (10 per script, each layer reading the
 * one before): full analysis into a graph, and a one-script change re-analysed and swapped in.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class ProjectLineageBenchmark {

    private static final int SCRIPTS = 50;
    private static final int PER_SCRIPT = 10;

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();
    private final Map<String, String> scripts = new LinkedHashMap<>();
    private CatalogSnapshot base;
    private ProjectLineage graph;
    private CatalogSnapshot beforeLast;
    private ProjectSession session;

    @Setup
    public void setUp() {
        base = analyzer.validate(BenchScripts.CATALOG, CatalogSnapshot.empty()).catalogAfter();
        for (int s = 0; s < SCRIPTS; s++) {
            StringBuilder text = new StringBuilder();
            for (int t = 0; t < PER_SCRIPT; t++) {
                int n = s * PER_SCRIPT + t;
                String source = s == 0 ? "orders" : "mt_" + ((s - 1) * PER_SCRIPT + t);
                String amount = s == 0 ? "amount" : "total";
                text.append("CREATE MATERIALIZED TABLE mt_").append(n)
                        .append(" FRESHNESS = INTERVAL '1' HOUR AS SELECT customer_id, SUM(").append(amount)
                        .append(") AS total FROM ").append(source).append(" GROUP BY customer_id;\n");
            }
            scripts.put("script_" + s + ".sql", text.toString());
        }
        Map<String, List<StatementLineage>> lineage = analyseAll();
        graph = ProjectLineage.of(lineage);
        session = ProjectSession.open(scripts, base, java.time.Duration.ofMinutes(30));
    }

    private Map<String, List<StatementLineage>> analyseAll() {
        CatalogSnapshot catalog = base;
        Map<String, List<StatementLineage>> lineage = new LinkedHashMap<>();
        for (var script : scripts.entrySet()) {
            beforeLast = catalog;
            ScriptAnalysis analysis = analyzer.validate(script.getValue(), catalog);
            lineage.put(script.getKey(), analysis.lineage());
            catalog = analysis.catalogAfter();
        }
        return lineage;
    }

    @Benchmark
    public ProjectLineage analyseProjectOf500MaterializedTables() {
        return ProjectLineage.of(analyseAll());
    }

    @Benchmark
    public ProjectAnalysis analyseProjectInOneSession() {
        return ProjectAnalyzer.analyze(scripts, base, java.time.Duration.ofMinutes(30));
    }

    /** Tens of milliseconds a shot: more shots than the whole-project benchmarks, so one GC pause does not decide. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 20)
    public List<String> reanalyseOneScriptInProjectSession() {
        String name = "script_" + (SCRIPTS - 1) + ".sql";
        return session.update(name, scripts.get(name));
    }

    @Benchmark
    public ProjectLineage reanalyseOneScript() {
        String name = "script_" + (SCRIPTS - 1) + ".sql";
        ScriptAnalysis analysis = analyzer.validate(scripts.get(name), beforeLast);
        return graph.withScript(name, analysis.lineage());
    }
}
