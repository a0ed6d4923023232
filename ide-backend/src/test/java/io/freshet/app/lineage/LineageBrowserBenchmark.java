package io.freshet.app.lineage;

import com.microsoft.playwright.Page;
import io.freshet.backend.lineage.GeneratedProject;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LineagePage;
import io.freshet.testing.ProductionJvm;
import io.freshet.ui.scripts.ScriptDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Browser timings of the lineage graph, measured inside the page: not a test, nothing is asserted. A generated
 * graph of 500 tables (5 layers of 100; {@code -Dbench.tables=N} for another size, a multiple of 5) with 10 columns
 * each is set on the graph; measured from setting the property to the graph's layout-done event (model parsed,
 * elements added, layered layout placed) and on to the next two animation frames (drawn); then 10 tables are
 * expanded into their columns, and in the last run all of them. Every wait in the page gives up after a timeout, so
 * a graph that never finishes is reported instead of hanging the run. Also the first paint of a real project of that
 * many materialized tables through the server ({@link #firstPaintOfAGeneratedProject}), and the incremental update of
 * an open graph after a save in the editor (Ctrl+S to the redrawn graph). Run on demand: {@code ./mvnw -o -pl
 * ide-backend -am verify -Dit.test=LineageBrowserBenchmark -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * [-Dbench.tables=5000]}; figures go to target/lineage-benchmark.txt, lineage-first-paint-benchmark.txt and
 * lineage-save-benchmark.txt.
 */
@ExtendWith(ProductionJvm.class)
class LineageBrowserBenchmark {

    private static final int RUNS = 9;
    private static final int TIMEOUT_MS = 60_000;
    private static final int TABLES = GeneratedProject.tables();

    @RegisterExtension
    static final EditorAppExtension APP = new EditorAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final String MEASURE = """
            async ([run, expandAll, timeoutMs, perLayer]) => {
              const g = document.querySelector('#lineage-graph');
              const layers = ['ODS', 'DWD', 'DWS', 'ADS', 'OTHER'];
              const tables = [], tableEdges = [], columnEdges = [];
              for (let l = 0; l < 5; l++) {
                for (let i = 0; i < perLayer; i++) {
                  const id = 'c.' + layers[l].toLowerCase() + '.t' + i;
                  tables.push({ id, name: layers[l].toLowerCase() + '.t' + i, layer: layers[l],
                    columns: Array.from({ length: 10 }, (_, c) => ({ name: 'c' + c, type: 'BIGINT' })) });
                  if (l > 0) {
                    for (const s of [i, (i * 7 + 3) % perLayer]) {
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
              // a new project name each run: the same string again would not change the property, and nothing would be drawn
              const json = JSON.stringify({ project: 'bench-' + run, tables, tableEdges, columnEdges, problems: [] });
              const within = (promise, what) => Promise.race([promise, new Promise((_, reject) =>
                setTimeout(() => reject(new Error(what + ' not done after ' + timeoutMs + ' ms')), timeoutMs))]);
              const frames = () => within(new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
                'drawing');
              const t0 = performance.now();
              const done = within(new Promise(r => g.addEventListener('layout-done', r, { once: true })), 'layout');
              g.graph = json;
              await done;
              const laidOut = performance.now() - t0;
              await frames();
              const drawn = performance.now() - t0;
              const t1 = performance.now();
              for (const t of tables.slice(0, 10)) { g.toggleColumns(t.id); }
              await frames();
              const expandTen = performance.now() - t1;
              let expandedAll = -1, expandedCount = 10;
              if (expandAll) {
                // synchronous toggles cannot be raced: stop at the deadline and report how far it got
                const t2 = performance.now();
                for (const t of tables.slice(10)) {
                  if (performance.now() - t2 > timeoutMs) { break; }
                  g.toggleColumns(t.id);
                  expandedCount++;
                }
                await frames();
                expandedAll = performance.now() - t2;
              }
              return { drawn, laidOut, layoutMs: g.layoutMs, expandTen, expandedAll, expandedCount,
                nodes: g._cy.nodes().length, edges: g._cy.edges().length };
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
        List<Double> drawn = new ArrayList<>();
        List<Double> laidOut = new ArrayList<>();
        List<Double> expandTen = new ArrayList<>();
        for (int run = 0; run <= RUNS; run++) {
            boolean last = run == RUNS;
            @SuppressWarnings("unchecked")
            Map<String, Object> f = (Map<String, Object>) page.evaluate(MEASURE,
                    List.of(run, last, TIMEOUT_MS, TABLES / 5));
            String line = String.format("run %d%s: set graph to drawn %.0f ms (laid out %.0f ms, layoutMs %s);"
                            + " expand 10 tables into 100 columns %.0f ms; %s%d nodes, %d edges", run,
                    run == 0 ? " (warm-up)" : "", number(f, "drawn"), number(f, "laidOut"), f.get("layoutMs"),
                    number(f, "expandTen"), last ? String.format("expand all: %d tables in %.0f ms; ",
                            (int) number(f, "expandedCount"), number(f, "expandedAll")) : "",
                    (int) number(f, "nodes"), (int) number(f, "edges"));
            report.add(line);
            System.out.println(line);
            if (run > 0) {
                drawn.add(number(f, "drawn"));
                laidOut.add(number(f, "laidOut"));
                expandTen.add(number(f, "expandTen"));
            }
        }
        report.add(String.format("%d tables, median of %d runs: set graph to drawn %.0f ms (min %.0f, max %.0f); laid"
                        + " out %.0f ms; expand 10 tables %.0f ms", TABLES / 5 * 5, RUNS, median(drawn), min(drawn),
                max(drawn), median(laidOut), median(expandTen)));
        Path out = Path.of("target", "lineage-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    /** In the page: from navigation start to the project's tables drawn (two animation frames after their layout). */
    /** The app's log lines about the lineage index and its warnings and errors since the app started. */
    private static String serverLog() throws java.io.IOException {
        return APP.console().lines().filter(l -> l.contains("Lineage") || l.contains(" WARN ") || l.contains(" ERROR "))
                .collect(java.util.stream.Collectors.joining(System.lineSeparator(), "server log:" + System.lineSeparator(),
                        ""));
    }

    private static final String FIRST_PAINT = """
            async ([expected, project, timeoutMs]) => {
              const deadline = performance.now() + timeoutMs;
              // the project's graph drawn: all its tables, or for a large one its overview (LargeGraph)
              const shown = () => {
                const g = document.querySelector('#lineage-graph');
                const m = document.querySelector('#lineage-message');
                return g && m && m.textContent.startsWith(expected) && g.hasAttribute('data-layout-ms')
                  && g._graph && g._graph.project === project && g._cy && g._cy.nodes().length > 0;
              };
              while (!shown()) {
                if (performance.now() > deadline) { throw new Error('graph not drawn after ' + timeoutMs + ' ms'); }
                await new Promise(r => setTimeout(r, 5));
              }
              await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r())));
              return { at: performance.now(), nodes: document.querySelector('#lineage-graph')._cy.nodes().length,
                bytes: document.querySelector('#lineage-graph').graph.length };
            }
            """;

    /**
     * The Lineage page's first paint of a real project: {@link GeneratedProject}'s scripts of {@code bench.tables}
     * materialized tables stored as the app stores them, the page opened on the project ({@code lineage?project=}),
     * timed in the page from navigation start to the graph's tables drawn. The first opening analyses the project
     * (Flink's planner over every statement, the lineage index cold); the next ones find nothing changed (warm).
     */
    @Test
    void firstPaintOfAGeneratedProject() throws Exception {
        String project = "gen" + TABLES;
        for (ScriptDocument script : GeneratedProject.scripts(project, TABLES)) {
            if (APP.scriptId(project, script.path()) < 0) {
                APP.createScript(project, script.path(), script.content());
            }
        }
        Page page = BROWSER.newPage();
        page.setViewportSize(1600, 1000);
        APP.signIn(page);
        // the materialized tables and the source table they start from
        String expected = (TABLES + 1) + " tables";
        List<String> report = new ArrayList<>();
        List<Double> warm = new ArrayList<>();
        for (int run = 0; run <= RUNS; run++) {
            page.navigate(APP.app().baseUrl() + "lineage?project=" + project);
            double paint;
            Map<String, Object> drawn;
            try {
                @SuppressWarnings("unchecked")
                Map<String, Object> figures = (Map<String, Object>) page.evaluate(FIRST_PAINT, List.of(expected,
                        project, run == 0 ? 10 * TIMEOUT_MS : TIMEOUT_MS));
                drawn = figures;
                paint = number(drawn, "at");
            } catch (RuntimeException notDrawn) {
                // what the server did meanwhile tells an analysis that never ended from a page that never drew
                System.out.println(serverLog());
                System.out.println("page: " + page.evaluate("() => { const g = document.querySelector('#lineage-graph');"
                        + " const m = document.querySelector('#lineage-message'); return JSON.stringify({ message: m &&"
                        + " m.textContent, project: g && g._graph && g._graph.project, tables: g && g._graph &&"
                        + " g._graph.tables.length, nodes: g && g._cy && g._cy.nodes().length, bytes: g && g.graph &&"
                        + " g.graph.length, layoutMs: g && g.getAttribute('data-layout-ms') }); }"));
                throw notDrawn;
            }
            if (run == 0) {
                report.add(serverLog());
            }
            double layout = Double.parseDouble(page.locator("#lineage-graph").getAttribute("data-layout-ms"));
            String line = String.format("open %d%s: navigation start to %s drawn %.0f ms (of it the graph's layout"
                    + " %.0f ms; %d nodes, %d bytes of graph)", run, run == 0 ? " (cold: the project analysed)" : "",
                    expected, paint, layout, (int) number(drawn, "nodes"), (int) number(drawn, "bytes"));
            report.add(line);
            System.out.println(line);
            if (run > 0) {
                warm.add(paint);
            }
        }
        report.add(String.format("%s, median of %d warm openings: first paint %.0f ms (min %.0f, max %.0f)", expected,
                warm.size(), median(warm), min(warm), max(warm)));
        // a table found by name: its neighbourhood drawn with its columns (a large graph's overview has none)
        String wanted = "mt_" + (TABLES / 2);
        double asked = ((Number) page.evaluate("() => performance.now()")).doubleValue();
        page.locator("#lineage-search input").fill(wanted);
        page.click("#lineage-find");
        page.waitForFunction("t => { const g = document.querySelector('#lineage-graph');"
                + " return g._graph && g._graph.tables.some(x => x.id.endsWith('.' + t)) && g._cy.getElementById("
                + "g._graph.tables.find(x => x.id.endsWith('.' + t)).id).length > 0; }", wanted,
                new Page.WaitForFunctionOptions().setTimeout(TIMEOUT_MS));
        double found = ((Number) page.evaluate("() => new Promise(r => requestAnimationFrame(() =>"
                + " requestAnimationFrame(() => r(performance.now()))))")).doubleValue();
        report.add(String.format("find %s: typed, Find clicked, to its part drawn %.0f ms (%s tables)", wanted,
                found - asked, page.locator("#lineage-graph").evaluate("g => g._graph.tables.length")));
        report.add(serverLog());
        Path out = Path.of("target", "lineage-first-paint-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    @Test
    void saveToRedrawnGraph() throws Exception {
        APP.ensureSampleProject();
        Page lineagePage = BROWSER.newPage();
        APP.signIn(lineagePage);
        LineagePage lineage = new LineagePage(lineagePage).open(APP.app().baseUrl());
        int tables = lineage.tableCount();
        Page editorPage = BROWSER.newPage();
        APP.signIn(editorPage);
        long scriptId = APP.scriptId("ecommerce", "01_ods_tables.sql");
        EditorPage editor = new EditorPage(editorPage, APP.app().baseUrl()).open(scriptId);
        String original = editor.text(scriptId);
        String probe = original + "\nCREATE TABLE IF NOT EXISTS ods.save_probe (id BIGINT) WITH ('connector' = 'datagen');\n";
        List<String> report = new ArrayList<>();
        List<Double> total = new ArrayList<>();
        List<Double> layouts = new ArrayList<>();
        for (int run = 0; run <= RUNS * 2; run++) {
            boolean add = run % 2 == 0;
            editor.replaceText(scriptId, add ? probe : original);
            lineage.watchRedraw();
            long savedAt = ((Number) editorPage.evaluate("() => Date.now()")).longValue();
            editorPage.keyboard().press("Control+S");
            String expected = (add ? tables + 1 : tables) + " tables";
            lineagePage.waitForFunction("t => document.querySelector('#lineage-message').textContent.startsWith(t)"
                    + " && window.freshetRedrawnAt > 0", expected, new Page.WaitForFunctionOptions().setTimeout(TIMEOUT_MS));
            double redrawnAt = lineage.redrawnAt();
            double layout = Double.parseDouble(lineage.graph().getAttribute("data-layout-ms"));
            String line = String.format("save %d%s (%s the probe table): Ctrl+S to redrawn %.0f ms (of it the graph's"
                    + " layout %.0f ms)", run, run == 0 ? " (warm-up)" : "", add ? "adds" : "removes",
                    redrawnAt - savedAt, layout);
            report.add(line);
            System.out.println(line);
            if (run > 0) {
                total.add(redrawnAt - savedAt);
                layouts.add(layout);
            }
        }
        report.add(String.format("median of %d saves: Ctrl+S to redrawn %.0f ms (min %.0f, max %.0f); of it the"
                + " graph's layout %.0f ms", total.size(), median(total), min(total), max(total), median(layouts)));
        Path out = Path.of("target", "lineage-save-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    private static double number(Map<String, Object> figures, String key) {
        return ((Number) figures.get(key)).doubleValue();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int mid = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(mid) : (sorted.get(mid - 1) + sorted.get(mid)) / 2;
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
