package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Scripts in real Chromium: a developer creates one; two developers save the same version and the second
 * is refused, keeps their text, sees the newer one and saves the merge.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScriptsAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = new SecuredAppExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    @Order(1)
    void developerCreatesAScriptThroughTheUi() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), "dev", "developer-secret-1");
        page.navigate(APP.app().baseUrl() + "scripts");
        page.locator("#new-script-project input").fill("shop");
        page.locator("#new-script-path input").fill("dwd/orders.sql");
        page.locator("#script-content textarea").fill("SELECT 1;");
        page.locator("#new-script").click();
        assertThat(page.locator("#script-message")).hasText("Created dwd/orders.sql");
        assertThat(page.locator("#script-list")).containsText("dwd/orders.sql");
        SecuredAppExtension.screenshot(page, "scripts-developer");
        assertThat(APP.auditCount("dev", "SCRIPT_CREATED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(2)
    void twoDevelopersSavingOneScriptTheSecondIsRefusedAndSeesTheNewerText() throws Exception {
        Page first = BROWSER.newPage();
        Page second = BROWSER.newPage();
        for (Page page : List.of(first, second)) {
            LoginPage.signIn(page, APP.app().baseUrl(), "dev", "developer-secret-1");
            page.navigate(APP.app().baseUrl() + "scripts");
            page.locator("#script-list vaadin-grid-cell-content", new Page.LocatorOptions().setHasText("dwd/orders.sql"))
                    .first().click();
            assertThat(page.locator("#script-content textarea")).hasValue("SELECT 1;");
        }
        first.locator("#script-content textarea").fill("SELECT 'first';");
        first.locator("#save-script").click();
        assertThat(first.locator("#script-message")).hasText("Saved version 2");

        second.locator("#script-content textarea").fill("SELECT 'second';");
        second.locator("#save-script").click();
        assertThat(second.locator("#script-message")).containsText("Your text was not saved");
        assertThat(second.locator("#script-theirs textarea")).hasValue("SELECT 'first';");
        assertThat(second.locator("#script-content textarea")).hasValue("SELECT 'second';");
        SecuredAppExtension.screenshot(second, "scripts-conflict");

        second.locator("#script-content textarea").fill("SELECT 'first', 'second';");
        second.locator("#save-script").click();
        assertThat(second.locator("#script-message")).hasText("Saved version 3");
        assertThat(second.locator("#script-history")).hasJSProperty("size", 3);
        assertThat(APP.auditCount("dev", "SCRIPT_SAVED", "FAILURE")).isEqualTo(1);
    }
}
