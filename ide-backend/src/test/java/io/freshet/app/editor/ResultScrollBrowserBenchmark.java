package io.freshet.app.editor;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.testing.BenchmarkFigures;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.ProductionJvm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Browser timings of scrolling a 100,000-row result in the editor's grid, and the server's memory meanwhile:
 * not a test, nothing is asserted. Run on demand:
 * {@code ./mvnw -o -pl ide-backend -am verify -Dit.test=ResultScrollBrowserBenchmark -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false}; figures go to target/result-scroll-benchmark.txt.
 */
@ExtendWith(ProductionJvm.class)
class ResultScrollBrowserBenchmark {

    private static final int ROUNDS = 5;
    private static final int ROWS = 100_000;
    private static final String SCRIPT = "SET 'parallelism.default' = '1';\n"
            + "CREATE TEMPORARY TABLE gen100k (id BIGINT, name STRING) WITH ('connector' = 'datagen',"
            + " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '" + ROWS + "',"
            + " 'fields.name.length' = '10');\n"
            + "SELECT id, name FROM gen100k;\n";

    @RegisterExtension
    static final EditorAppExtension APP = new EditorAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    void measure() throws Exception {
        long id = APP.createScript("bench", "scroll.sql", SCRIPT);
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(id);
        List<String> report = new ArrayList<>();
        // the first full GCs still release the planner's soft caches: settle before the baseline
        BenchmarkFigures.liveHeapKb(APP.app());
        Thread.sleep(2_000);
        long heapBefore = BenchmarkFigures.liveHeapKb(APP.app());

        editor.focusEnd(id);
        long started = System.nanoTime();
        page.keyboard().press("Control+Shift+Enter");
        Locator query = page.locator(".run-row").last();
        assertThat(query.locator(".run-state")).hasText("finished",
                new LocatorAssertions.HasTextOptions().setTimeout(600_000));
        report.add(String.format("Ctrl+Shift+Enter to the 100,000-row query finished: %.1f s (%s)",
                (System.nanoTime() - started) / 1e9, query.locator(".run-rows").innerText()));
        Locator grid = page.locator("#result-grid");
        assertThat(grid).hasJSProperty("size", ROWS);
        long heapAfterRun = BenchmarkFigures.liveHeapKb(APP.app());

        grid.evaluate(TRACE_REQUESTS);
        Map<String, List<Double>> samples = new LinkedHashMap<>();
        for (int round = 0; round < ROUNDS; round++) {
            // other rows every round, so no round finds its rows already in the grid's cache
            sample(samples, "row 50,000 (+ round * 1,111)", scrollTo(grid, 49_999 + round * 1_111));
            sample(samples, "the last row (100,000)", scrollTo(grid, ROWS - 1));
            sample(samples, "row 25,000 (+ round * 777)", scrollTo(grid, 24_999 + round * 777));
            sample(samples, "back to the top (row 1)", scrollTo(grid, 0));
            sample(samples, "row 75,000 (+ round * 555)", scrollTo(grid, 74_999 + round * 555));
        }
        samples.forEach((what, values) -> report.add(BenchmarkFigures.summary("scroll to " + what, values)));
        List<Double> all = samples.values().stream().flatMap(List::stream).toList();
        report.add(BenchmarkFigures.summary("scroll, all positions", all));
        report.add(BenchmarkFigures.summary("  of which the scroll to the grid's request for rows", REQUEST_DELAYS));

        long heapAfterScroll = BenchmarkFigures.liveHeapKb(APP.app());
        report.add(String.format("server live heap after full GC: %d KB before the run, %d KB with the 100,000-row"
                + " result held, %d KB after %d scrolls", heapBefore, heapAfterRun, heapAfterScroll, all.size()));
        APP.app().console().lines().filter(l -> l.contains("Run ") && l.contains(" rows, at most "))
                .map(l -> "server log: " + l.substring(l.indexOf("Run "))).forEach(report::add);
        Path out = Path.of("target", "result-scroll-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    private static void sample(Map<String, List<Double>> samples, String what, double millis) {
        samples.computeIfAbsent(what, k -> new ArrayList<>()).add(millis);
    }

    /**
     * Scrolls the grid to a row and measures, inside the page, until that row's number and id (both
     * {@code index + 1}: one source task with a sequence) show in visible cells and the grid loads nothing
     * more; -1 after 10 s (reported, never waited on forever).
     */
    private static double scrollTo(Locator grid, int index) {
        List<?> times = (List<?>) grid.evaluate(SCROLL, index);
        double took = ((Number) times.get(0)).doubleValue();
        REQUEST_DELAYS.add(took < 0 ? -1 : ((Number) times.get(1)).doubleValue());
        return took;
    }

    /** Per scroll: from the scroll to the grid's request for rows. */
    private static final List<Double> REQUEST_DELAYS = new ArrayList<>();

    private static final String SCROLL = "(grid, index) => new Promise(resolve => { const want = String(index + 1);"
            + " const inView = c => { const r = c.getBoundingClientRect(); const g = grid.getBoundingClientRect();"
            + " return r.bottom > g.top && r.top < g.bottom; };"
            + " window.__requestedAt = -1; const t0 = performance.now(); grid.scrollToIndex(index);"
            + " const shown = () => !grid.hasAttribute('loading') && [...grid.querySelectorAll('vaadin-grid-cell-content')]"
            + ".filter(c => c.textContent.trim() === want && c.checkVisibility() && inView(c)).length >= 2;"
            + " const poll = () => { const took = performance.now() - t0;"
            + " if (shown()) { resolve([took, window.__requestedAt < 0 ? -1 : window.__requestedAt - t0]); }"
            + " else if (took > 10000) { resolve([-1, -1]); } else { requestAnimationFrame(poll); } }; poll(); })";

    /** Notes when the grid asks the server for rows ({@code window.__requestedAt}, page clock). */
    private static final String TRACE_REQUESTS = "grid => { const call = grid.$server.setViewportRange.bind(grid.$server);"
            + " grid.$server.setViewportRange = (...args) => { if (window.__requestedAt < 0) {"
            + " window.__requestedAt = performance.now(); } return call(...args); }; }";
}
