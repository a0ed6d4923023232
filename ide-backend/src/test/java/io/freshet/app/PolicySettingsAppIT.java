package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The statement policy on the Settings page in real Chromium, on a real PostgreSQL: an ADMIN reads the defaults,
 * tries a statement against an unsaved edit, saves it, finds it after a reload, gets a broken text refused with
 * the reason and the text kept, and resets to the defaults after confirming; every change is audited.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PolicySettingsAppIT {

    private static final String KEY = "table.exec.async-lookup.timeout";
    private static final String SET_KEY = "SET '" + KEY + "' = '2 min'";
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final SecuredAppExtension APP = SecuredAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static String edited;

    @Test
    @Order(1)
    void anAdminSeesTheDefaultsTriesAnEditSavesItAndFindsItAfterAReload() throws Exception {
        Page page = settingsAsAdmin();
        assertThat(page.locator("#policy-origin")).containsText("built-in defaults");
        String defaults = policyText(page).inputValue();
        assertThat(defaults).contains("\"DEVELOPER\"", "\"ADMIN\"", "table.exec.state.ttl").doesNotContain(KEY);

        tryStatement(page, "DEVELOPER", SET_KEY);
        assertThat(page.locator("#policy-try-findings")).containsText("SETTING");
        // ADMIN follows the same checks by default
        tryStatement(page, "ADMIN", "ADD JAR '/tmp/x.jar'");
        assertThat(page.locator("#policy-try-findings")).containsText("JAR");

        edited = withSettableKey(defaults, "DEVELOPER", KEY);
        policyText(page).fill(edited);
        // the unsaved edit is what is tried
        tryStatement(page, "DEVELOPER", SET_KEY);
        assertThat(page.locator("#policy-try-findings")).hasText("Allowed for DEVELOPER.");
        assertThat(storedPolicies()).as("trying saves nothing").isEmpty();

        page.locator("#policy-save").click();
        assertThat(page.locator("#policy-message")).containsText("Saved");
        assertThat(page.locator("#policy-origin")).containsText("Saved by admin");
        SecuredAppExtension.screenshot(page, "settings-statement-policy");

        page.reload();
        assertThat(page.locator("#policy-origin")).containsText("Saved by admin");
        assertThat(JSON.readTree(policyText(page).inputValue())).isEqualTo(JSON.readTree(edited));
        assertThat(storedPolicies()).singleElement().asString().contains(KEY);
        assertThat(APP.auditCount("admin", "STATEMENT_POLICY_CHANGED", "SUCCESS")).isEqualTo(1);
        assertThat(auditDetails()).singleElement().asString().contains("DEVELOPER: settableKeys")
                .doesNotContain("VIEWER").doesNotContain("ADMIN");
    }

    @Test
    @Order(2)
    void aBrokenTextIsRefusedWithTheReasonAndStaysInTheEditor() throws Exception {
        Page page = settingsAsAdmin();
        String broken = policyText(page).inputValue().replaceFirst("\"jars\" : false", "\"jars\" : nope");
        assertThat(broken).contains("nope");
        policyText(page).fill(broken);
        page.locator("#policy-save").click();
        assertThat(page.locator("#policy-message")).containsText("not valid JSON");
        assertThat(page.locator("#policy-message")).containsText("line");
        assertThat(policyText(page)).hasValue(broken);

        String unrestrictedViewer = edited.replaceFirst("\"unrestricted\" : false", "\"unrestricted\" : true");
        assertThat(unrestrictedViewer.indexOf("true")).isLessThan(unrestrictedViewer.indexOf("\"DEVELOPER\""));
        policyText(page).fill(unrestrictedViewer);
        page.locator("#policy-save").click();
        assertThat(page.locator("#policy-message")).containsText("VIEWER.unrestricted: only ADMIN can be unrestricted");
        assertThat(policyText(page)).hasValue(unrestrictedViewer);
        assertThat(page.locator("#policy-message").textContent()).doesNotContain("Exception").doesNotContain("\tat ");

        page.reload();
        assertThat(policyText(page).inputValue()).as("a refused save changes nothing").contains(KEY)
                .doesNotContain("nope");
        assertThat(APP.auditCount("admin", "STATEMENT_POLICY_CHANGED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(3)
    void resetAsksFirstThenTheDefaultsApplyAgain() throws Exception {
        Page page = settingsAsAdmin();
        page.locator("#policy-reset").click();
        Locator confirm = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reset").setExact(true));
        assertThat(confirm).isVisible();
        assertThat(storedPolicies()).as("nothing happens before the confirmation").singleElement().asString()
                .contains(KEY);
        confirm.click();
        assertThat(page.locator("#policy-origin")).containsText("built-in defaults");
        assertThat(policyText(page).inputValue()).doesNotContain(KEY);
        assertThat(APP.auditCount("admin", "STATEMENT_POLICY_CHANGED", "SUCCESS")).isEqualTo(2);
        assertThat(auditDetails().get(0)).contains("reset");
    }

    @Test
    @Order(4)
    void aDeveloperCannotOpenTheSettings() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER,
                SecuredAppExtension.DEVELOPER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "settings");
        // an administrator's page sends everyone else to the editor, with a message instead of a bare error page
        assertThat(page.locator("vaadin-notification-card")).containsText("Your role cannot open Settings");
        assertThat(page).hasURL(Pattern.compile(".*/editor.*"));
        assertThat(page.locator("#policy-json")).hasCount(0);
        assertThat(page.locator("body")).not().containsText("settableKeys");
    }

    private static Page settingsAsAdmin() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "settings");
        assertThat(page.locator("#policy-editor")).containsText("Statement policy");
        return page;
    }

    private static Locator policyText(Page page) {
        return page.locator("#policy-json textarea");
    }

    private static void tryStatement(Page page, String role, String sql) {
        page.locator("#policy-try-role").click();
        page.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName(role).setExact(true)).click();
        page.locator("#policy-try-sql textarea").fill(sql);
        page.locator("#policy-try-check").click();
    }

    /** The policy as an admin would edit it by hand: one more entry in a role's settable keys. */
    private static String withSettableKey(String policy, String role, String key) throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(policy);
        ((ArrayNode) root.get(role).get("settableKeys")).add(key);
        return root.toPrettyString();
    }

    private static List<String> storedPolicies() throws Exception {
        return column("SELECT policy FROM statement_policy WHERE policy <> ''");
    }

    /** Newest first. */
    private static List<String> auditDetails() throws Exception {
        return column("SELECT detail FROM audit_event WHERE action = 'STATEMENT_POLICY_CHANGED' ORDER BY id DESC");
    }

    private static List<String> column(String sql) throws Exception {
        List<String> values = new ArrayList<>();
        try (Connection c = APP.database().getConnection(); ResultSet rs = c.createStatement().executeQuery(sql)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }
}
