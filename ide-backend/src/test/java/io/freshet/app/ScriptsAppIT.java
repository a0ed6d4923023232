package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Scripts page in real Chromium: one tree of the projects' scripts with the one "New script" button, a
 * read-only preview of the chosen script and "Open in editor", where scripts are edited (a conflicting save
 * there: {@code EditorTabsAppIT}).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScriptsAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = SecuredAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    @Order(1)
    void developerCreatesAScriptThroughTheTree() throws Exception {
        // the shared app keeps the scripts other classes' developer created
        int created = APP.auditCount("dev", "SCRIPT_CREATED", "SUCCESS");
        Page page = signedIn(SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD);
        node(page, "ecommerce").click();
        page.locator("#tree-new-script").click();
        page.locator("#prompt-field input").fill("orders");
        page.locator("#prompt-ok").click();
        assertThat(page.locator("#tree-message")).hasText("Created orders.sql");
        assertThat(node(page, "ecommerce/orders.sql")).isVisible();
        node(page, "ecommerce/orders.sql").click();
        assertThat(page.locator("#script-title")).hasText("ecommerce / orders.sql");
        assertThat(page.locator("#script-details")).containsText("Version 1, saved by dev");
        SecuredAppExtension.screenshot(page, "scripts-developer");
        assertThat(APP.auditCount("dev", "SCRIPT_CREATED", "SUCCESS")).isEqualTo(created + 1);
    }

    /** Issue 19: the page mixed a tree, a grid and a raw content box with two "New script" buttons. */
    @Test
    @Order(2)
    void onePageLayoutATreeAReadOnlyPreviewAndOpenInEditor() {
        Page page = signedIn(SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD);
        assertThat(page.locator("vaadin-button[aria-label='New script']")).hasCount(1);
        assertThat(page.locator("vaadin-grid")).hasCount(1);
        assertThat(page.locator("#script-open-in-editor")).isDisabled();
        // issue 34 point 10: "New script" needs no row chosen first: it goes to the first project
        page.locator("#tree-new-script").click();
        page.locator("#prompt-field input").fill("unchosen");
        page.locator("#prompt-ok").click();
        assertThat(page.locator("#tree-message")).hasText("Created unchosen.sql");
        assertThat(node(page, "ecommerce/unchosen.sql")).isVisible();

        node(page, "ecommerce/01_ods_tables.sql").click();
        assertThat(page.locator("#script-title")).hasText("ecommerce / 01_ods_tables.sql");
        assertThat(page.locator("#script-preview")).containsText("CREATE TABLE");
        // a preview, not a second editor: nothing on the right can be typed into
        assertThat(page.locator("#script-preview-panel vaadin-text-area, #script-preview-panel vaadin-text-field,"
                + " #script-preview-panel textarea, #script-preview-panel [contenteditable=true]")).hasCount(0);
        SecuredAppExtension.screenshot(page, "scripts-preview");

        page.locator("#script-open-in-editor").click();
        page.waitForURL(Pattern.compile(".*/editor/\\d+$"));
        Matcher id = Pattern.compile(".*/editor/(\\d+)$").matcher(page.url());
        assertThat(id.matches()).isTrue();
        EditorPage editor = new EditorPage(page, APP.app().baseUrl());
        long scriptId = Long.parseLong(id.group(1));
        editor.awaitEditor(scriptId);
        assertThat(editor.text(scriptId)).contains("CREATE TABLE");
    }

    @Test
    @Order(3)
    void aViewerSeesTheTreeAndPreviewButNoNewScriptButton() {
        Page page = signedIn(SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD);
        assertThat(page.locator("vaadin-button[aria-label='New script']")).hasCount(0);
        node(page, "ecommerce/02_ods_data.sql").click();
        assertThat(page.locator("#script-preview")).containsText("INSERT");
        assertThat(page.locator("#script-open-in-editor")).isEnabled();
    }

    private static Page signedIn(String user, String password) {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), user, password);
        page.navigate(APP.app().baseUrl() + "scripts");
        return page;
    }

    private static Locator node(Page page, String path) {
        return page.locator("#project-tree [data-node=\"" + path + "\"]");
    }
}
