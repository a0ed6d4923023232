package io.freshet.analysis.bench;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.project.ProjectAnalysis;
import io.freshet.analysis.project.ProjectAnalyzer;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.analysis.project.ProjectSession;
import java.time.Duration;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A generated project of 500 materialized tables in 50 scripts (10 per script, each layer reading the one before),
 * or {@code -p tables=5000} (500 scripts): full analysis into a graph, and a one-script change re-analysed and swapped
 * in. Each benchmark sets up only what it uses (the script-by-script graph costs minutes at 5,000 tables).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class ProjectLineageBenchmark {

    private static final int PER_SCRIPT = 10;
    private static final Duration THRESHOLD = Duration.ofMinutes(30);

    /** The generated project's scripts and the catalog they start on. */
    @State(Scope.Benchmark)
    public static class Project {

        /** Materialized tables, a multiple of 10 (the method names still say 500: they are the recorded ones). */
        @Param("500")
        public int tables;

        final ScriptAnalyzer analyzer = new ScriptAnalyzer();
        final Map<String, String> scripts = new LinkedHashMap<>();
        CatalogSnapshot base;

        @Setup
        public void setUp() {
            base = analyzer.validate(BenchScripts.CATALOG, CatalogSnapshot.empty()).catalogAfter();
            for (int s = 0; s < tables / PER_SCRIPT; s++) {
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
        }

        String lastScript() {
            return "script_" + (tables / PER_SCRIPT - 1) + ".sql";
        }

        /** Script by script, a new planner session each; {@code beforeLast} gets the catalog the last one starts on. */
        Map<String, List<StatementLineage>> analyseAll(CatalogSnapshot[] beforeLast) {
            CatalogSnapshot catalog = base;
            Map<String, List<StatementLineage>> lineage = new LinkedHashMap<>();
            for (var script : scripts.entrySet()) {
                beforeLast[0] = catalog;
                ScriptAnalysis analysis = analyzer.validate(script.getValue(), catalog);
                lineage.put(script.getKey(), analysis.lineage());
                catalog = analysis.catalogAfter();
            }
            return lineage;
        }
    }

    /** The project analysed script by script once: the graph and the catalog before its last script. */
    @State(Scope.Benchmark)
    public static class Analysed {

        ProjectLineage graph;
        CatalogSnapshot beforeLast;

        @Setup
        public void setUp(Project project) {
            CatalogSnapshot[] before = new CatalogSnapshot[1];
            graph = ProjectLineage.of(project.analyseAll(before));
            beforeLast = before[0];
        }
    }

    /** The project kept in one live planner session. */
    @State(Scope.Benchmark)
    public static class Live {

        ProjectSession session;

        @Setup
        public void setUp(Project project) {
            session = ProjectSession.open(project.scripts, project.base, THRESHOLD);
        }
    }

    @Benchmark
    public ProjectLineage analyseProjectOf500MaterializedTables(Project project) {
        return ProjectLineage.of(project.analyseAll(new CatalogSnapshot[1]));
    }

    @Benchmark
    public ProjectAnalysis analyseProjectInOneSession(Project project) {
        return ProjectAnalyzer.analyze(project.scripts, project.base, THRESHOLD);
    }

    /** Tens of milliseconds a shot: more shots than the whole-project benchmarks, so one GC pause does not decide. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 20)
    public List<String> reanalyseOneScriptInProjectSession(Project project, Live live) {
        String name = project.lastScript();
        return live.session.update(name, project.scripts.get(name));
    }

    @Benchmark
    public ProjectLineage reanalyseOneScript(Project project, Analysed analysed) {
        String name = project.lastScript();
        ScriptAnalysis analysis = project.analyzer.validate(project.scripts.get(name), analysed.beforeLast);
        return analysed.graph.withScript(name, analysis.lineage());
    }
}
