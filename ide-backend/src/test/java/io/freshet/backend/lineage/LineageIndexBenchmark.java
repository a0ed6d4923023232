package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.ui.scripts.ScriptDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Server-side timing of an incremental lineage update after one script is saved (the ecommerce sample and a
 * generated project of 500 materialized tables):
 * not a test, nothing is asserted. Run on demand: {@code ./mvnw -o -pl ide-backend -am test
 * -Dtest=LineageIndexBenchmark}; figures go to target/lineage-index-benchmark.txt.
 */
class LineageIndexBenchmark {

    private static final int RUNS = 10;

    @Test
    void measure() throws Exception {
        List<String> report = new ArrayList<>();
        measure("ecommerce", SampleProjects.scripts(SampleProjects.ECOMMERCE), new int[] {4, 2, 0}, report);
        measure("generated, 500 materialized tables in 50 scripts", GeneratedProject.scripts("gen"), new int[] {49, 0},
                report);
        Path out = Path.of("target", "lineage-index-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    private static void measure(String name, List<ScriptDocument> scripts, int[] changes, List<String> report) {
        ScriptLineages lineages = new ScriptLineages();
        CatalogSnapshot live = SampleProjects.emptyLakehouse();
        long start = System.nanoTime();
        lineages.update(scripts, live);
        LineageIndex.build("p", live, lineages);
        report.add(String.format("%s: full build, %d scripts: %d ms", name, scripts.size(),
                (System.nanoTime() - start) / 1_000_000));
        List<ScriptDocument> current = new ArrayList<>(scripts);
        for (int changed : changes) {
            List<Long> times = new ArrayList<>();
            int analysed = 0;
            for (int run = 0; run < RUNS; run++) {
                ScriptDocument old = current.get(changed);
                current.set(changed, new ScriptDocument(old.id(), old.project(), old.path(),
                        old.content() + "\n-- edit " + run, old.version() + 1, "bench", old.savedAt()));
                long t0 = System.nanoTime();
                analysed = lineages.update(current, live);
                LineageIndex.build("p", live, lineages);
                times.add((System.nanoTime() - t0) / 1_000_000);
            }
            List<Long> sorted = times.stream().sorted().toList();
            report.add(String.format("%s: save of %s: median %d ms, max %d ms over %d runs (%d script(s) analysed)",
                    name, scripts.get(changed).path(), sorted.get(RUNS / 2), sorted.get(RUNS - 1), RUNS, analysed));
        }
    }
}
