package io.freshet.backend.lineage;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.ui.scripts.ScriptDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Server-side timing of an incremental lineage update after one script of the ecommerce sample is saved:
 * not a test, nothing is asserted. Run on demand: {@code ./mvnw -o -pl ide-backend -am test
 * -Dtest=LineageIndexBenchmark}; figures go to target/lineage-index-benchmark.txt.
 */
class LineageIndexBenchmark {

    private static final int RUNS = 10;

    @Test
    void measure() throws Exception {
        ScriptLineages lineages = new ScriptLineages(new ScriptAnalyzer());
        CatalogSnapshot live = SampleProjects.emptyLakehouse();
        List<ScriptDocument> scripts = SampleProjects.scripts(SampleProjects.ECOMMERCE);
        long start = System.nanoTime();
        List<ScriptLineage> index = lineages.update(List.of(), scripts, live, new int[1]);
        List<String> report = new ArrayList<>();
        report.add(String.format("full build, 5 scripts (cold planner): %d ms", (System.nanoTime() - start) / 1_000_000));
        for (int changed : new int[] {4, 2}) {
            List<Long> times = new ArrayList<>();
            int[] reanalysed = new int[1];
            for (int run = 0; run < RUNS; run++) {
                List<ScriptDocument> edited = new ArrayList<>(scripts);
                ScriptDocument old = edited.get(changed);
                edited.set(changed, new ScriptDocument(old.id(), old.project(), old.path(),
                        old.content() + "\n-- edit " + run, old.version() + run + 1, "bench", old.savedAt()));
                reanalysed[0] = 0;
                long t0 = System.nanoTime();
                List<ScriptLineage> updated = lineages.update(index, edited, live, reanalysed);
                LineageIndex.build("ecommerce", live, updated, List.of());
                times.add((System.nanoTime() - t0) / 1_000_000);
            }
            List<Long> sorted = times.stream().sorted().toList();
            report.add(String.format("save of %s: median %d ms, max %d ms over %d runs (%d script(s) re-analysed)",
                    scripts.get(changed).path(), sorted.get(RUNS / 2), sorted.get(RUNS - 1), RUNS, reanalysed[0]));
        }
        Path out = Path.of("target", "lineage-index-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }
}
