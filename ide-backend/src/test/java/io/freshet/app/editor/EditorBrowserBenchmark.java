package io.freshet.app.editor;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.testing.BenchmarkFigures;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.ProductionJvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Browser timings of the editor, measured inside the page (keydown event to the DOM change): not a test,
 * nothing is asserted. Run on demand:
 * {@code ./mvnw -o -pl ide-backend -am verify -Dit.test=EditorBrowserBenchmark -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false}; figures go to target/editor-benchmark.txt,
 * target/editor-paste-benchmark.txt and target/editor-cursor-benchmark.txt.
 */
@ExtendWith(ProductionJvm.class)
class EditorBrowserBenchmark {

    private static final int RUNS = 15;

    @RegisterExtension
    static final EditorAppExtension APP = new EditorAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    void measure() throws Exception {
        APP.ensureSampleProject();
        long id = APP.createScript("ecommerce", "08_bench.sql", script300Lines());
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(id);
        editor.editor(id).evaluate("e => e.idleDelay = 600000");
        List<String> report = new ArrayList<>();

        // warm-up: the first validation starts Flink's planner
        squiggleAfterKeystroke(page, editor, id);
        report.add(median("keystroke to syntax squiggle, 300-line script", RUNS,
                () -> squiggleAfterKeystroke(page, editor, id)));
        editor.editor(id).evaluate(TRACE_REQUESTS);
        report.add(median("completion popup after Ctrl+Space (columns of ods.orders)", RUNS,
                () -> completionPopup(page, editor, id)));
        report.add(BenchmarkFigures.summary("  of which keydown to the request leaving", phase(0)));
        report.add(BenchmarkFigures.summary("  of which the request's round trip (Vaadin + server)", phase(1)));
        report.add(BenchmarkFigures.summary("  of which the answer to the popup seen", phase(2)));
        report.add(median("editor first paint (navigation start to text shown)", RUNS / 3,
                () -> firstPaint(page, editor, id)));
        report.add(memoryPerSession(id));
        Path out = Path.of("target", "editor-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    /**
     * Issue 19: 5,000 lines (1,000 SELECTs) into a new script, as the browser inserts text (input methods, tools)
     * and as a clipboard paste: to the first key typed after it showing, and to the first squiggle of the pasted text.
     */
    @Test
    void paste() throws Exception {
        List<String> report = new ArrayList<>();
        List<Double> echoInsert = new ArrayList<>();
        List<Double> squiggleInsert = new ArrayList<>();
        List<Double> echoPaste = new ArrayList<>();
        List<Double> squigglePaste = new ArrayList<>();
        List<Double> keyEcho = new ArrayList<>();
        String text = PastedScript.text();
        for (int i = 0; i < 4; i++) {
            boolean clipboard = i % 2 == 1;
            long id = APP.createScript("bench", "paste-" + i + ".sql", "");
            Page page = BROWSER.newPage();
            APP.signIn(page);
            EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(id);
            editor.editor(id).evaluate("e => e.idleDelay = 600000");
            editor.focusEnd(id);
            page.evaluate(PASTE_WATCH, "#sql-editor-" + id);
            if (clipboard) {
                editor.editor(id).evaluate("(e, t) => { const d = new DataTransfer(); d.setData('text/plain', t);"
                        + " e.shadowRoot.querySelector('.cm-content').dispatchEvent(new ClipboardEvent('paste',"
                        + " {clipboardData: d, bubbles: true, cancelable: true})); }", text);
            } else {
                page.keyboard().insertText(text);
            }
            page.keyboard().type("x");
            List<?> times = (List<?>) page.evaluate("() => window.__pasteTimes");
            (clipboard ? echoPaste : echoInsert).add(((Number) times.get(0)).doubleValue());
            (clipboard ? squigglePaste : squiggleInsert).add(((Number) times.get(1)).doubleValue());
            keyEcho.add(((Number) times.get(2)).doubleValue());
            page.context().close();
        }
        report.add(BenchmarkFigures.summary("5,000-line insertion (browser text insertion) to a typed key shown", echoInsert));
        report.add(BenchmarkFigures.summary("5,000-line insertion (browser text insertion) to the first squiggle", squiggleInsert));
        report.add(BenchmarkFigures.summary("5,000-line clipboard paste to a typed key shown", echoPaste));
        report.add(BenchmarkFigures.summary("5,000-line clipboard paste to the first squiggle", squigglePaste));
        report.add(BenchmarkFigures.summary("the first key typed after either: keydown to the key shown", keyEcho));
        Path out = Path.of("target", "editor-paste-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    /**
     * Issue 37: a 5,000-line script of the sample project's materialized tables, repeated under distinct names
     * ({@link LongSampleScript}), open in the editor; an unknown column typed into a statement near its end, keydown
     * to the error squiggle Flink's planner finds there (the statement at the cursor is validated first, the whole
     * script after a pause). 15 runs after one warm-up; the machine's load average is written beside the figure.
     */
    @Test
    void plannerSquiggleAtTheCursorIn5000Lines() throws Exception {
        APP.ensureSampleProject();
        String text = LongSampleScript.text();
        long id = APP.createScript("ecommerce", "09_bench_5000.sql", text);
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(id);
        editor.editor(id).evaluate("e => e.idleDelay = 600000");
        List<String> report = new ArrayList<>();
        String loadBefore = loadAverage();

        // warm-up: the first validation of this text
        plannerSquiggleAfterKeystroke(page, editor, id);
        report.add(median("keystroke to planner squiggle at the cursor, " + text.lines().count() + "-line script ("
                + ScriptSplitter.split(new SourceText(text)).size() + " statements)", RUNS,
                () -> plannerSquiggleAfterKeystroke(page, editor, id)));
        report.add("load average (1, 5, 15 min) before: " + loadBefore + "; after: " + loadAverage());
        page.context().close();
        Path out = Path.of("target", "editor-cursor-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(System.out::println);
    }

    private static double plannerSquiggleAfterKeystroke(Page page, EditorPage editor, long id) {
        String text = editor.text(id);
        editor.cursorAt(id, text.lastIndexOf(LongSampleScript.LAST_QUERY) + LongSampleScript.LAST_QUERY.length());
        // nothing underlined before the key: a squiggle left from an earlier run would end the watch at once
        PlaywrightAssertions.assertThat(editor.squiggles(id, "error")).hasCount(0,
                new LocatorAssertions.HasCountOptions().setTimeout(60_000));
        page.evaluate(WATCH, new Object[] {"#sql-editor-" + id, ".cm-lintRange-error", true});
        page.keyboard().type("x");
        double millis = ((Number) page.evaluate("() => window.__measured")).doubleValue();
        page.evaluate(WATCH, new Object[] {"#sql-editor-" + id, ".cm-lintRange-error", false});
        page.keyboard().press("Backspace");
        page.evaluate("() => window.__measured");
        return millis;
    }

    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return fields[0] + ", " + fields[1] + ", " + fields[2];
        } catch (IOException unavailable) {
            return "(not readable: " + unavailable.getMessage() + ")";
        }
    }

    /**
     * From now (just before the paste): when the first typed "x" after the pasted text is in the editor's DOM, and
     * when the first squiggle on "nosuchcol" shows; {@code window.__pasteTimes} resolves to both (ms, -1 = not in 300 s).
     */
    private static final String PASTE_WATCH = "host => { const t0 = performance.now(); let keyAt = -1;"
            + " document.addEventListener('keydown', ev => { keyAt = ev.timeStamp; }, {capture: true, once: true});"
            + " window.__pasteTimes = new Promise("
            + "resolve => { let echo = -1, squiggle = -1, keyEcho = -1; const e = document.querySelector(host);"
            + " const poll = () => { const now = performance.now() - t0; const root = e.shadowRoot;"
            + " if (echo < 0 && [...root.querySelectorAll('.cm-line')].some(l => l.textContent === 'x')) { echo = now; keyEcho = performance.now() - keyAt; }"
            + " if (squiggle < 0 && [...root.querySelectorAll('.cm-lintRange-error')].some(s => s.textContent"
            + " .includes('nosuchcol'))) { squiggle = now; }"
            + " if ((echo >= 0 && squiggle >= 0) || now > 300000) { resolve([echo, squiggle, keyEcho]); } else {"
            + " requestAnimationFrame(poll); } }; requestAnimationFrame(poll); }); }";

    private static double squiggleAfterKeystroke(Page page, EditorPage editor, long id) {
        String text = editor.text(id);
        int at = text.indexOf("SELECT", text.length() / 2) + "SELECT".length();
        editor.cursorAt(id, at);
        page.evaluate(WATCH, new Object[] {"#sql-editor-" + id, ".cm-lintRange-error", true});
        page.keyboard().type("x");
        double millis = ((Number) page.evaluate("() => window.__measured")).doubleValue();
        page.evaluate(WATCH, new Object[] {"#sql-editor-" + id, ".cm-lintRange-error", false});
        page.keyboard().press("Backspace");
        page.evaluate("() => window.__measured");
        return millis;
    }

    private static double completionPopup(Page page, EditorPage editor, long id) {
        String text = editor.text(id);
        int at = text.indexOf("o.order_id") + 2;
        editor.cursorAt(id, at);
        page.evaluate("() => { window.__sentAt = -1; window.__answeredAt = -1; }");
        // the popup is drawn inside the editor's shadow root
        page.evaluate(WATCH, new Object[] {"#sql-editor-" + id, ".cm-tooltip-autocomplete", true});
        page.keyboard().press("Control+Space");
        double millis = ((Number) page.evaluate("() => window.__measured")).doubleValue();
        page.keyboard().press("Escape");
        List<?> times = (List<?>) page.evaluate("() => [window.__keyAt, window.__sentAt, window.__answeredAt]");
        double key = ((Number) times.get(0)).doubleValue();
        double sent = ((Number) times.get(1)).doubleValue();
        double answered = ((Number) times.get(2)).doubleValue();
        PHASES.add(millis < 0 || sent < 0 ? new double[] {-1, -1, -1}
                : new double[] {sent - key, answered - sent, millis - (answered - key)});
        return millis;
    }

    /** Per completion run: keydown to request, request to answer, answer to popup (ms). */
    private static final List<double[]> PHASES = new ArrayList<>();

    private static List<Double> phase(int index) {
        return PHASES.stream().map(p -> p[index]).toList();
    }

    /**
     * Wraps the editor's server call for completion so that the page knows when the last request left and when
     * its answer came ({@code window.__sentAt}, {@code window.__answeredAt}, page clock).
     */
    private static final String TRACE_REQUESTS = "e => { const call = e.$server.complete.bind(e.$server);"
            + " e.$server.complete = (...args) => { window.__sentAt = performance.now(); return call(...args)"
            + ".then(answer => { window.__answeredAt = performance.now(); return answer; }); }; }";

    private static double firstPaint(Page page, EditorPage editor, long id) {
        page.reload();
        editor.awaitEditor(id);
        return ((Number) page.evaluate("() => new Promise(r => { const f = () => { const e = document.querySelector("
                + "'freshet-sql-editor'); const line = e && e.shadowRoot && e.shadowRoot.querySelector('.cm-line');"
                + " if (line) { r(performance.now()); } else { requestAnimationFrame(f); } }; f(); })"))
                .doubleValue();
    }

    /**
     * Server heap per open editor session: the app's live heap after a full GC, before and after twenty more
     * users (each its own browser context, so its own HTTP and Vaadin session) open the 300-line script.
     */
    private static String memoryPerSession(long id) throws Exception {
        int sessions = 20;
        // the first full GCs after the timed runs still release the planner's soft caches: settle first
        BenchmarkFigures.liveHeapKb(APP.app());
        Thread.sleep(2_000);
        long before = BenchmarkFigures.liveHeapKb(APP.app());
        List<Page> pages = new ArrayList<>();
        for (int i = 0; i < sessions; i++) {
            Page page = BROWSER.newPage();
            APP.signIn(page);
            new EditorPage(page, APP.app().baseUrl()).open(id);
            pages.add(page);
        }
        Thread.sleep(3_000);
        long after = BenchmarkFigures.liveHeapKb(APP.app());
        pages.forEach(p -> p.context().close());
        return String.format("server heap per open editor session (300-line script): %.0f KB (%d sessions: live heap"
                + " %d KB -> %d KB after full GC)", (after - before) / (double) sessions, sessions, before, after);
    }

    /**
     * Installs a watcher: from the next keydown, the time until an element matching the selector appears
     * (or disappears) under the host's shadow root or the document; the result as the promise
     * {@code window.__measured}, -1 when nothing happened within 10 s (reported, never waited on forever).
     */
    private static final String WATCH = "([host, selector, appear]) => { window.__measured = new Promise(resolve => {"
            + " const find = () => { const h = document.querySelector(host); const root = h.shadowRoot || document;"
            + " return !!(root.querySelector(selector) || document.querySelector(selector)); };"
            + " const onKey = ev => { document.removeEventListener('keydown', onKey, true); const t0 = ev.timeStamp;"
            + " window.__keyAt = t0;"
            + " const poll = () => { const took = performance.now() - t0; if (find() === appear) { resolve(took); }"
            + " else if (took > 10000) { resolve(-1); } else { requestAnimationFrame(poll); } }; poll(); };"
            + " document.addEventListener('keydown', onKey, true); }); }";

    private static String median(String what, int runs, Measurement measurement) throws Exception {
        List<Double> samples = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            samples.add(measurement.run());
        }
        return BenchmarkFigures.summary(what, samples);
    }

    /** Sixty five-line queries on the sample project's tables: 300 lines. */
    private static String script300Lines() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 60; i++) {
            text.append("-- query ").append(i).append('\n')
                    .append("SELECT o.order_id, o.status\n")
                    .append("FROM ods.orders o\n")
                    .append("WHERE o.order_id > ").append(i).append('\n')
                    .append("  AND o.status <> 'x';\n");
        }
        return text.toString();
    }

    /** One timed action. */
    private interface Measurement {
        double run() throws Exception;
    }
}
