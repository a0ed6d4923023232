package io.freshet.backend.lineage;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.scripts.ScriptDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Server-side timing of the lineage index (the ecommerce sample and a generated project of 500 materialized tables,
 * or {@code -Dbench.tables=N}): the full build, the graph the Lineage page is given (assembled from the analysed
 * scripts, and as the page's JSON), and an incremental update after one script is saved. Not a test, nothing is
 * asserted. Run on demand: {@code ./mvnw -o -pl ide-backend -am test -Dtest=LineageIndexBenchmark
 * [-Dbench.tables=5000]}; figures go to target/lineage-index-benchmark.txt.
 */
class LineageIndexBenchmark {

    private static final int RUNS = 10;
    private static final java.lang.management.ThreadMXBean CPU =
            java.lang.management.ManagementFactory.getThreadMXBean();
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    @Test
    void measure() throws Exception {
        List<String> report = new ArrayList<>();
        measure("ecommerce", SampleProjects.scripts(SampleProjects.ECOMMERCE), new int[] {4, 2, 0}, report);
        int tables = GeneratedProject.tables();
        List<ScriptDocument> generated = GeneratedProject.scripts("gen", tables);
        // the second-to-last layer (its one reader keeps its columns) and the source script
        measure(String.format("generated, %,d materialized tables in %,d scripts", tables, generated.size() - 1),
                generated, new int[] {generated.size() - 2, 0}, report);
        Path out = Path.of("target", "lineage-index-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    private static void measure(String name, List<ScriptDocument> scripts, int[] changes, List<String> report)
            throws Exception {
        ScriptLineages lineages = new ScriptLineages();
        CatalogSnapshot live = SampleProjects.emptyLakehouse();
        long start = System.nanoTime();
        long cpu = CPU.getCurrentThreadCpuTime();
        lineages.update(scripts, live);
        long analysed = millis(start);
        ProjectIndex index = LineageIndex.build("p", live, lineages);
        // CPU time too: on a shared machine the wall time says more about the other builds than about this one
        report.add(String.format("%s: full build, %d scripts: %d ms (analysis %d ms, graph %d ms); CPU time of the"
                        + " thread %d ms", name, scripts.size(), millis(start), analysed, millis(start) - analysed,
                (CPU.getCurrentThreadCpuTime() - cpu) / 1_000_000));
        System.out.println(report.get(report.size() - 1));
        measureGraph(name, live, lineages, index.graph(), report);
        measurePageLoads(name, scripts, live, report);
        List<ScriptDocument> current = new ArrayList<>(scripts);
        for (int changed : changes) {
            List<Long> times = new ArrayList<>();
            int reanalysed = 0;
            for (int run = 0; run < RUNS; run++) {
                ScriptDocument old = current.get(changed);
                current.set(changed, new ScriptDocument(old.id(), old.project(), old.path(),
                        old.content() + "\n-- edit " + run, old.version() + 1, "bench", old.savedAt()));
                long t0 = System.nanoTime();
                reanalysed = lineages.update(current, live);
                LineageIndex.build("p", live, lineages);
                times.add(millis(t0));
            }
            List<Long> sorted = times.stream().sorted().toList();
            report.add(String.format("%s: save of %s: median %d ms, max %d ms over %d runs (%d script(s) analysed)",
                    name, scripts.get(changed).path(), sorted.get(RUNS / 2), sorted.get(RUNS - 1), RUNS, reanalysed));
        }
    }

    /** What the Lineage page's first paint waits for on the server once the index is analysed: graph and JSON. */
    private static void measureGraph(String name, CatalogSnapshot live, ScriptLineages lineages, LineageGraph graph,
                                     List<String> report) throws Exception {
        List<Long> builds = new ArrayList<>();
        List<Long> writes = new ArrayList<>();
        int bytes = 0;
        for (int run = 0; run < 5; run++) {
            long t0 = System.nanoTime();
            LineageIndex.build("p", live, lineages);
            builds.add(millis(t0));
            long t1 = System.nanoTime();
            bytes = JSON.writeValueAsString(graph).length();
            writes.add(millis(t1));
        }
        report.add(String.format("%s: graph of %,d tables, %,d table edges, %,d column edges assembled from the"
                        + " analysed index: median %d ms; as JSON (%,d characters): median %d ms (5 runs)", name,
                graph.tables().size(), graph.tableEdges().size(), graph.columnEdges().size(), median(builds), bytes,
                median(writes)));
    }

    /**
     * The index as the Lineage page asks it ({@code LineageIndex.current}): the first time cold (analysis and graph),
     * then with nothing changed since, which is what every later opening of the page costs on the server.
     */
    private static void measurePageLoads(String name, List<ScriptDocument> scripts, CatalogSnapshot live,
                                         List<String> report) {
        LineageIndex index = new LineageIndex(null, null);
        long t0 = System.nanoTime();
        long cpu = CPU.getCurrentThreadCpuTime();
        index.refresh("p", scripts, live);
        long cold = millis(t0);
        long coldCpu = (CPU.getCurrentThreadCpuTime() - cpu) / 1_000_000;
        List<Long> warm = new ArrayList<>();
        for (int run = 0; run < 5; run++) {
            long t1 = System.nanoTime();
            index.refresh("p", scripts, live);
            warm.add(millis(t1));
        }
        index.stop();
        report.add(String.format("%s: the index as a page asks it: first (a new session) %d ms (CPU time of the thread"
                + " %d ms); nothing changed since: median %d ms, max %d ms (5 runs)", name, cold, coldCpu, median(warm),
                warm.stream().mapToLong(Long::longValue).max().orElse(0)));
    }

    private static long median(List<Long> values) {
        return values.stream().sorted().toList().get(values.size() / 2);
    }

    private static long millis(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }
}
