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

/** The editor's keyboard shortcuts in real Chromium: save, format, find/replace, completion. */
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
        editor.awaitSaved(script);
        assertThat(APP.savedContent(script)).isEqualTo("SELECT 2");
        assertThat(editor.text(script)).isEqualTo("SELECT 2");
    }

    @Test
    void shiftAltFFormatsTheScript() {
        EditorPage editor = openWithoutAutosave();
        editor.replaceText(script, "select a, b from t where a > 1");
        editor.page().keyboard().press("Shift+Alt+f");
        editor.page().waitForFunction("id => document.querySelector('#sql-editor-' + id).text.startsWith('SELECT a,')",
                script);
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

    private EditorPage openWithoutAutosave() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(script);
        // autosave after a pause would hide whether Ctrl+S saved: push it beyond the test
        editor.editor(script).evaluate("e => e.idleDelay = 600000");
        return editor;
    }
}
