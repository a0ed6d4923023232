package io.freshet.app.editor;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.SecuredAppExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Writing SQL in real Chromium against the packaged app: in a new script of the sample project (whose
 * tables exist only in its earlier scripts), completion offers a table's columns, an unknown column gets
 * a squiggle with Flink's message, and fixing it clears the squiggle.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EditorAuthoringAppIT {

    @RegisterExtension
    static final EditorAppExtension APP = new EditorAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final LocatorAssertions.IsVisibleOptions SLOW = new LocatorAssertions.IsVisibleOptions()
            .setTimeout(90_000);
    private static long scratch;

    @BeforeAll
    static void seed() throws Exception {
        APP.ensureSampleProject();
        scratch = APP.createScript("ecommerce", "06_scratch.sql", "");
    }

    @Test
    @Order(1)
    void aColumnCompletionOfATableDefinedInAnEarlierScriptIsAccepted() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scratch);
        editor.replaceText(scratch, "");
        editor.type("SELECT o.order_t FROM ods.orders o");
        page.keyboard().press("Escape");
        editor.cursorAt(scratch, "SELECT o.order_t".length());
        page.keyboard().press("Control+Space");
        Locator option = editor.completionOptions().filter(new Locator.FilterOptions().setHasText("order_time"));
        assertThat(option.first()).isVisible(SLOW);
        page.waitForTimeout(200);
        page.keyboard().press("Enter");
        assertThat(editor.text(scratch)).isEqualTo("SELECT o.order_time FROM ods.orders o");
        SecuredAppExtension.screenshot(page, "editor-completion");
    }

    @Test
    @Order(2)
    void anUnknownColumnIsUnderlinedWithFlinksMessageAndFixingItClearsIt() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scratch);
        editor.replaceText(scratch, "SELECT o.nosuchcol\nFROM ods.orders o");
        Locator squiggle = editor.squiggles(scratch, "error");
        assertThat(squiggle.first()).isVisible(SLOW);
        assertThat(squiggle.first()).hasText("nosuchcol");
        squiggle.first().hover();
        assertThat(page.locator(".cm-tooltip-lint")).containsText("Column 'nosuchcol' not found");
        assertThat(editor.problems()).containsText("Column 'nosuchcol' not found");
        assertThat(editor.problems()).containsText("1:10");
        SecuredAppExtension.screenshot(page, "editor-unknown-column");

        editor.focusEnd(scratch);
        page.keyboard().press("Control+Home");
        page.keyboard().press("End");
        for (int i = 0; i < "nosuchcol".length(); i++) {
            page.keyboard().press("Backspace");
        }
        editor.type("status ");
        assertThat(squiggle).hasCount(0, new LocatorAssertions.HasCountOptions().setTimeout(60_000));
        assertThat(editor.problems()).not().containsText("nosuchcol");
    }

    @Test
    @Order(3)
    void aSyntaxErrorIsUnderlinedWhileTypingAndTheProblemsPanelJumpsToIt() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scratch);
        editor.replaceText(scratch, "SELECT 1;\nSELEC 2;");
        Locator squiggle = editor.squiggles(scratch, "error");
        assertThat(squiggle.first()).isVisible(SLOW);
        assertThat(squiggle.first()).hasText("SELEC");
        page.locator("#problems vaadin-grid-cell-content").filter(new Locator.FilterOptions().setHasText("2:1"))
                .first().click();
        assertThat(editor.editor(scratch).evaluate(
                "e => { const r = e._view.state.selection.main; return e.text.substring(r.from, r.to); }"))
                .isEqualTo("SELEC");
    }
}
