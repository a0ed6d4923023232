package io.freshet.app.editor;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The editor's keyboard shortcuts in real Chromium: save, format, find/replace, completion, run statement and script. */
class EditorShortcutsAppIT {

    @RegisterExtension
    static final EditorAppExtension APP = new EditorAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static long script;

    @BeforeAll
    static void seed() throws Exception {
        script = APP.createScript("keys", "shortcuts.sql", "SELECT 1");
    }

    @Test
    void ctrlSSavesAtOnceWithoutTypingAnS() throws Exception {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "SELECT 2");
        editor.page().keyboard().press("Control+s");
        editor.awaitSaved(script, 2);
        assertThat(APP.savedContent(script)).isEqualTo("SELECT 2");
        assertThat(editor.text(script)).isEqualTo("SELECT 2");
    }

    @Test
    void shiftAltFFormatsTheScript() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "select a, b from t where a > 1");
        editor.page().keyboard().press("Shift+Alt+f");
        editor.page().waitForFunction("id => document.querySelector('#sql-editor-' + id).text.startsWith('SELECT a,')",
                String.valueOf(script));
        assertThat(editor.text(script)).isEqualTo("SELECT a,\n    b\nFROM t\nWHERE a > 1\n");
    }

    @Test
    void ctrlFOpensFindAndReplaceAllReplaces() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "SELECT x, x + 1 FROM t");
        Page page = editor.page();
        page.keyboard().press("Control+f");
        assertThat(page.locator(".cm-search")).isVisible();
        page.locator(".cm-search input[name=search]").fill("x");
        page.locator(".cm-search input[name=replace]").fill("y");
        page.locator(".cm-search button[name=replaceAll]").click();
        assertThat(editor.text(script)).isEqualTo("SELECT y, y + 1 FROM t");
    }

    @Test
    void ctrlSpaceCompletesKeywordsAtAStatementStart() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "SELECT 1;\nCREATE MATERIALIZED TABLE m FRESHNESS = INTERVAL '1' MINUTE AS SELECT 1;\nSHO");
        editor.page().keyboard().press("Control+Space");
        assertThat(editor.completionOptions().first()).isVisible();
        assertThat(editor.completionOptions().first()).containsText("SHOW");
    }

    @Test
    void aTypedDotAndCtrlSpaceEachAskTheServerOnceAheadOfTheEditorsOwnCall() {
        EditorPage editor = openWithoutAutosave();
        String text = "CREATE TEMPORARY TABLE t (a INT, b STRING) WITH ('connector' = 'datagen');\nSELECT t FROM t;";
        editor.replaceText(script, text);
        // counts the editor's completion requests to the server
        editor.editor(script).evaluate("e => { e.__asked = 0; const call = e.$server.complete.bind(e.$server);"
                + " e.$server.complete = (...args) => { e.__asked++; return call(...args); }; }");
        editor.cursorAt(script, text.indexOf("t FROM") + 1);
        editor.type(".");
        assertThat(editor.completionOptions().filter(new com.microsoft.playwright.Locator.FilterOptions()
                .setHasText("b"))).hasCount(1);
        assertThat(asked(editor)).as("one request, sent when the dot was typed").isEqualTo(1);

        editor.page().keyboard().press("Escape");
        assertThat(editor.completionOptions()).hasCount(0);
        editor.page().keyboard().press("Control+Space");
        assertThat(editor.completionOptions().filter(new com.microsoft.playwright.Locator.FilterOptions()
                .setHasText("b"))).hasCount(1);
        assertThat(asked(editor)).as("one request, sent at the key").isEqualTo(2);
    }

    @Test
    void ctrlEnterRunsTheStatementAtTheCursor() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "SELECT 1 AS one;\nSELECT 40 + 2 AS answer;\n");
        editor.cursorAt(script, "SELECT 1 AS one;\nSELECT 4".length());
        Page page = editor.page();
        page.keyboard().press("Control+Enter");
        assertThat(page.locator(".run-row")).hasCount(1);
        assertThat(page.locator(".run-row .run-statement")).containsText("SELECT 40 + 2 AS answer");
        assertThat(page.locator(".run-row .run-state")).hasText("finished", FLINK);
        assertThat(page.locator("#result-grid vaadin-grid-cell-content").filter(
                new com.microsoft.playwright.Locator.FilterOptions().setHasText(java.util.regex.Pattern.compile("^42$"))))
                .hasCount(1);
    }

    @Test
    void ctrlShiftEnterRunsTheScriptAndAStreamingQueryStops() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "CREATE TEMPORARY TABLE endless (id BIGINT) WITH ('connector' = 'datagen',"
                + " 'rows-per-second' = '20');\nSELECT id FROM endless;\n");
        Page page = editor.page();
        page.keyboard().press("Control+Shift+Enter");
        assertThat(page.locator(".run-row")).hasCount(2);
        com.microsoft.playwright.Locator streaming = page.locator(".run-row").nth(1);
        try {
            assertThat(streaming.locator(".run-state")).hasText("streaming", FLINK);
        } catch (AssertionError e) {
            // seen once in CI: the CREATE failed and the query was skipped; keep what the page said
            throw new AssertionError("no streaming query; first run: " + page.locator(".run-row").first().textContent()
                    + "; problems: " + page.locator("#problems-panel").textContent(), e);
        }
        long first = rows(streaming);
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (rows(streaming) <= first + 5 && System.nanoTime() < deadline) {
            page.waitForTimeout(500);
        }
        assertThat(rows(streaming)).as("the row count grows while streaming").isGreaterThan(first + 5);
        streaming.locator(".run-stop").click();
        assertThat(streaming.locator(".run-state")).hasText("cancelled", FLINK);
    }

    @Test
    void materializeQueryOpensTheCreateDialogWithTheQueryAtTheCursor() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "SHOW TABLES;\nSELECT 40 + 2 AS answer, 'x' AS label;\n");
        Page page = editor.page();
        editor.cursorAt(script, 3);
        page.locator("#editor-materialize").click();
        assertThat(page.locator("#editor-message")).containsText("SELECT (or WITH) query");
        assertThat(page.locator("#create-mt-dialog")).hasCount(0);

        editor.cursorAt(script, "SHOW TABLES;\nSELECT 4".length());
        page.locator("#editor-materialize").click();
        // Flink's own expansion of the query may quote the aliases
        assertThat(page.locator("#create-mt-ddl")).containsText(java.util.regex.Pattern.compile(
                "SELECT 40 \\+ 2 AS `?answer`?, 'x' AS `?label`?"), FLINK_TEXT);
        assertThat(page.locator("#create-mt-ddl")).not().containsText("SHOW TABLES");
        // the key candidates are the query's columns as the gateway derives them
        page.locator("#create-mt-pk input").click();
        assertThat(page.locator("vaadin-multi-select-combo-box-item").filter(
                new com.microsoft.playwright.Locator.FilterOptions().setHasText("answer"))).hasCount(1);
    }

    /** Issue 19: a query over another database of the lakehouse, run in the editor, becomes a table that fills. */
    @Test
    void materializeQueryOnAQueryThatRanInTheEditorCreatesAWorkingTable() {
        EditorPage editor = openWithoutAutosave();
        Page page = editor.page();
        String setup = "CREATE DATABASE IF NOT EXISTS mq;\n"
                + "CREATE TABLE IF NOT EXISTS mq.orders (id BIGINT, ds STRING NOT NULL, amount DOUBLE);\n"
                + "INSERT INTO mq.orders VALUES (1, '2024-06-01', 10.0), (2, '2024-06-01', 5.0), (3, '2024-06-02', 7.5);\n";
        editor.replaceText(script, setup + "SELECT ds, SUM(amount) AS gmv FROM mq.orders GROUP BY ds;\n");
        page.keyboard().press("Control+Shift+Enter");
        assertThat(page.locator(".run-row")).hasCount(4);
        com.microsoft.playwright.Locator query = page.locator(".run-row").nth(3);
        assertThat(query.locator(".run-state")).hasText("streaming", FLINK);
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (rows(query) < 2 && System.nanoTime() < deadline) {
            page.waitForTimeout(500);
        }
        assertThat(rows(query)).as("the query ran in the editor and saw the rows").isGreaterThanOrEqualTo(2);
        query.locator(".run-stop").click();

        editor.cursorAt(script, setup.length() + 3);
        page.locator("#editor-materialize").click();
        com.microsoft.playwright.Locator ddl = page.locator("#create-mt-ddl");
        assertThat(ddl).containsText("`lakehouse`.`mq`.`orders`", FLINK_TEXT);
        assertThat(page.locator("#create-mt-database input")).hasValue("mq");
        page.locator("#create-mt-name input").fill("mq_gmv");
        page.locator("#create-mt-pk input").click();
        page.locator("vaadin-multi-select-combo-box-item").filter(new com.microsoft.playwright.Locator.FilterOptions()
                .setHasText("ds")).first().click();
        page.keyboard().press("Escape");
        assertThat(ddl).containsText("CREATE MATERIALIZED TABLE `lakehouse`.`mq`.`mq_gmv`");
        page.locator("#create-mt-submit").click();
        page.waitForURL("**/catalog/lakehouse.mq.mq_gmv", new Page.WaitForURLOptions().setTimeout(120_000));

        page.locator("#mt-refresh").click();
        page.locator("vaadin-tab:has-text('Preview')").click();
        deadline = System.nanoTime() + 240_000_000_000L;
        do {
            page.waitForTimeout(2_000);
            page.locator("#preview-load").click();
            page.waitForTimeout(1_000);
        } while ((!page.locator("#preview-grid").isVisible() || page.locator("#preview-grid").locator("..")
                .textContent().startsWith("0 rows")) && System.nanoTime() < deadline);
        assertThat(page.locator("#preview-grid").locator("..")).containsText("2 rows");
        assertThat(page.locator("#preview-grid vaadin-grid-cell-content").filter(new com.microsoft.playwright.Locator
                .FilterOptions().setHasText(java.util.regex.Pattern.compile("^15\\.0$")))).hasCount(1);
    }

    private static int asked(EditorPage editor) {
        return ((Number) editor.editor(script).evaluate("e => e.__asked")).intValue();
    }

    private static long rows(com.microsoft.playwright.Locator run) {
        return Long.parseLong(run.locator(".run-rows").innerText().replaceAll("[^0-9]", ""));
    }

    private static final com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions FLINK =
            new com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions().setTimeout(240_000);

    private static final com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions FLINK_TEXT =
            new com.microsoft.playwright.assertions.LocatorAssertions.ContainsTextOptions().setTimeout(120_000);

    private EditorPage openWithoutAutosave() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(script);
        // autosave after a pause would hide whether Ctrl+S saved: push it beyond the test
        editor.editor(script).evaluate("e => e.idleDelay = 600000");
        return editor;
    }
}
