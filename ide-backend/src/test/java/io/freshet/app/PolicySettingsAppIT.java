package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import io.freshet.testing.Await;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
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
 * the reason and the text kept, and resets to the defaults after confirming; every change is audited. The policy as
 * a form (issue 34): a statement kind unticked for DEVELOPER and saved is refused to a DEVELOPER.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PolicySettingsAppIT {

    private static final String KEY = "table.exec.async-lookup.timeout";
    private static final String SET_KEY = "SET '" + KEY + "' = '2 min'";
    private static final String DROP_VIEW = "DROP VIEW IF EXISTS policy_form_view";
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
        showJson(page);
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
        showJson(page);
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

    /**
     * Issue 34: the policy as a form. An ADMIN unticks a statement kind for DEVELOPER, saves, and the change is the
     * JSON save's: one audit row naming DEVELOPER's statements, the JSON tab showing it, a DEVELOPER refused.
     */
    @Test
    @Order(5)
    void anAdminUnticksAKindForDeveloperInTheFormSavesItAndADevelopersStatementOfThatKindIsRefused() throws Exception {
        int changes = APP.auditCount("admin", "STATEMENT_POLICY_CHANGED", "SUCCESS");
        Page page = settingsFormAsAdmin();
        assertThat(page.locator("#policy-origin")).containsText("built-in defaults");
        assertThat(policyText(page)).isHidden();
        assertThat(kind(page, "DEVELOPER", "DROP_VIEW")).isChecked();
        tryStatement(page, "DEVELOPER", DROP_VIEW);
        assertThat(page.locator("#policy-try-findings")).hasText("Allowed for DEVELOPER.");

        kind(page, "DEVELOPER", "DROP_VIEW").uncheck();
        // the unsaved form is what is tried
        tryStatement(page, "DEVELOPER", DROP_VIEW);
        assertThat(page.locator("#policy-try-findings")).containsText("DROP_VIEW is not on the allow-list");
        page.locator("#policy-save").click();
        assertThat(page.locator("#policy-message")).containsText("Saved");
        assertThat(page.locator("#policy-origin")).containsText("Saved by admin");
        SecuredAppExtension.screenshot(page, "settings-statement-policy-form");

        assertThat(APP.auditCount("admin", "STATEMENT_POLICY_CHANGED", "SUCCESS")).isEqualTo(changes + 1);
        assertThat(auditDetails().get(0)).isEqualTo("DEVELOPER: statements");
        JsonNode stored = JSON.readTree(storedPolicies().get(0));
        assertThat(stored.get("DEVELOPER").get("statements").toString()).doesNotContain("DROP_VIEW");
        assertThat(stored.get("ADMIN").get("statements").toString()).contains("DROP_VIEW");

        page.reload();
        assertThat(kind(page, "DEVELOPER", "DROP_VIEW")).not().isChecked();
        // the JSON tab shows what the form saved
        showJson(page);
        JsonNode shown = JSON.readTree(policyText(page).inputValue());
        assertThat(shown.get("DEVELOPER").get("statements").toString()).doesNotContain("DROP_VIEW");
        assertThat(shown).isEqualTo(stored);
        tryStatement(page, "DEVELOPER", DROP_VIEW);
        assertThat(page.locator("#policy-try-findings")).containsText("DROP_VIEW is not on the allow-list for"
                + " DEVELOPER");
        tryStatement(page, "ADMIN", DROP_VIEW);
        assertThat(page.locator("#policy-try-findings")).hasText("Allowed for ADMIN.");
    }

    /** The saved form holds for a signed-in DEVELOPER: the editor refuses the statement before it runs. */
    @Test
    @Order(6)
    void aDevelopersEditorRefusesTheKindTheFormUnticked() {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER,
                SecuredAppExtension.DEVELOPER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "editor");
        // the developer's own scratch query: no project script of the classes sharing this app is touched
        page.locator("#editor-scratch").click();
        long scratch = Await.until(Duration.ofSeconds(60), PolicySettingsAppIT::developersScratch, id -> id > 0,
                "the developer's scratch query");
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scratch);
        editor.replaceText(scratch, DROP_VIEW);
        assertThat(editor.problems()).containsText("DROP_VIEW is not on the allow-list for DEVELOPER",
                new LocatorAssertions.ContainsTextOptions().setTimeout(60_000));
        SecuredAppExtension.screenshot(page, "editor-policy-form-refusal");
        editor.replaceText(scratch, "");
    }

    /** The classes after this one share the app: the defaults apply again. */
    @Test
    @Order(7)
    void theDefaultsAreRestoredForTheClassesAfter() throws Exception {
        Page page = settingsFormAsAdmin();
        page.locator("#policy-reset").click();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reset").setExact(true)).click();
        assertThat(page.locator("#policy-origin")).containsText("built-in defaults");
        assertThat(kind(page, "DEVELOPER", "DROP_VIEW")).isChecked();
        assertThat(storedPolicies()).isEmpty();
    }

    /** The settings page on the policy's JSON tab, which the first steps edit. */
    private static Page settingsAsAdmin() throws Exception {
        Page page = settingsFormAsAdmin();
        showJson(page);
        return page;
    }

    /** The settings page as it opens: the policy as a form. */
    private static Page settingsFormAsAdmin() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "settings");
        assertThat(page.locator("#policy-editor")).containsText("Statement policy");
        return page;
    }

    private static void showJson(Page page) {
        page.locator("#policy-tab-json").click();
        assertThat(policyText(page)).isVisible();
    }

    private static Locator kind(Page page, String role, String kind) {
        return page.locator("#policy-form-" + role + "-kind-" + kind + " input");
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

    private static long developersScratch() {
        try (Connection c = APP.database().getConnection(); PreparedStatement ps = c.prepareStatement(
                "SELECT s.id FROM script s JOIN project p ON p.id = s.project_id WHERE p.owner_username = ?")) {
            ps.setString(1, SecuredAppExtension.DEVELOPER);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
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
