package io.freshet.app.lineage;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Browser timings of the lineage graph, measured inside the page: not a test, nothing is asserted. A generated
 * project of 500 tables (5 layers of 100) and 5,000 columns is set on the graph; measured from setting it to
 * ELK's layoutstop plus the next two animation frames (drawn). Run on demand:
 * {@code ./mvnw -o -pl ide-backend -am verify -Dit.test=LineageBrowserBenchmark -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false}; figures go to target/lineage-benchmark.txt.
 */
class LineageBrowserBenchmark {

    private static final int RUNS = 3;

    @RegisterExtension
    static final EditorAppExtension APP = new EditorAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final String MEASURE = """
            async () => {
              const g = document.querySelector('#lineage-graph');
              const layers = ['ODS', 'DWD', 'DWS', 'ADS', 'OTHER'];
              const tables = [], tableEdges = [], columnEdges = [];
              for (let l = 0; l < 5; l++) {
                for (let i = 0; i < 100; i++) {
                  const id = 'c.' + layers[l].toLowerCase() + '.t' + i;
                  tables.push({ id, name: layers[l].toLowerCase() + '.t' + i, layer: layers[l],
                    columns: Array.from({ length: 10 }, (_, c) => ({ name: 'c' + c, type: 'BIGINT' })) });
                  if (l > 0) {
                    for (const s of [i, (i * 7 + 3) % 100]) {
                      const src = 'c.' + layers[l - 1].toLowerCase() + '.t' + s;
                      tableEdges.push({ source: src, target: id });
                      for (let c = 0; c < 10; c++) {
                        columnEdges.push({ sourceTable: src, sourceColumn: 'c' + c, targetTable: id, targetColumn: 'c' + c,
                          kind: ['DIRECT', 'TRANSFORM', 'AGGREGATE'][c % 3] });
                      }
                    }
                  }
                }
              }
              const json = JSON.stringify({ project: 'bench', tables, tableEdges, columnEdges, problems: [] });
              const frame = () => new Promise(r => requestAnimationFrame(() => r()));
              const t0 = performance.now();
              const done = new Promise(r => g.addEventListener('layout-done', r, { once: true }));
              g.graph = json;
              await done;
              await frame(); await frame();
              const drawn = performance.now() - t0;
              const t1 = performance.now();
              for (const t of tables.slice(0, 10)) { g.toggleColumns(t.id); }
              await frame(); await frame();
              return [drawn, g.layoutMs, performance.now() - t1, g._cy.nodes().length, g._cy.edges().length];
            }
            """;

    @Test
    void measure() throws Exception {
        APP.ensureSampleProject();
        Page page = BROWSER.newPage();
        page.setViewportSize(1600, 1000);
        APP.signIn(page);
        page.navigate(APP.app().baseUrl() + "lineage");
        page.waitForSelector("#lineage-graph[data-layout-ms]", new Page.WaitForSelectorOptions().setTimeout(120_000));
        List<String> report = new ArrayList<>();
        for (int run = 0; run <= RUNS; run++) {
            @SuppressWarnings("unchecked")
            List<Number> figures = (List<Number>) page.evaluate(MEASURE);
            String line = String.format("run %d%s: set elements to drawn %.0f ms (layoutstop %d ms); expand"
                            + " 10 tables into 100 columns %.0f ms; %d nodes, %d edges", run,
                    run == 0 ? " (warm-up)" : "", figures.get(0).doubleValue(), figures.get(1).intValue(),
                    figures.get(2).doubleValue(), figures.get(3).intValue(), figures.get(4).intValue());
            report.add(line);
        }
        Path out = Path.of("target", "lineage-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }
}
