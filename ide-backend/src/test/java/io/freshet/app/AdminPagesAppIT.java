package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.vaadin.flow.router.Route;
import io.freshet.backend.ingest.ingestions.PaimonKeys;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import io.freshet.ui.security.Roles;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.annotation.security.RolesAllowed;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

/**
 * The administrator's pages in real Chromium: the audit log with its filters, users and roles, and secrets
 * that go in encrypted and never come back out, ingestion sources and the ingestion wizard (the statement policy:
 * {@code PolicySettingsAppIT}).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AdminPagesAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = SecuredAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @Test
    @Order(1)
    void adminSeesTheShellAndFiltersTheAuditLog() throws Exception {
        // the shared app keeps the sign-ins of the classes before this one
        int failures = APP.auditCount(SecuredAppExtension.VIEWER, "LOGIN", "FAILURE");
        int signIns = APP.auditCount(SecuredAppExtension.VIEWER, "LOGIN", "SUCCESS");
        Page viewer = BROWSER.newPage();
        LoginPage.submit(viewer, APP.app().baseUrl(), SecuredAppExtension.VIEWER, "wrong");
        LoginPage.signIn(viewer, APP.app().baseUrl(), SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD);

        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        assertThat(page.locator("#current-user")).hasText("admin");
        assertThat(page.locator("#main-nav vaadin-side-nav-item").evaluateAll("items => items.map(item =>"
                + " [...item.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim())"))
                .isEqualTo(List.of("Home", "Health", "Editor", "SQL console", "Scripts", "Catalog", "Lineage",
                        "Backfills", "History", "Alerts", "Status", "Deploy", "Sources", "New ingestion", "Ingestions",
                        "Serving", "Audit log", "Users", "Settings", "Alert rules", "API tokens"));
        assertThat(page.locator("#main-nav vaadin-side-nav-item").nth(16)).hasAttribute("path", "audit");

        page.navigate(APP.app().baseUrl() + "audit");
        assertThat(page.locator("#audit-grid")).containsText("LOGIN");
        assertThat(page.locator("#audit-grid")).containsText("admin");
        page.locator("#audit-action input").fill("LOGIN");
        page.locator("#audit-actor input").fill(SecuredAppExtension.VIEWER);
        page.locator("#audit-filter").click();
        assertThat(page.locator("#audit-grid")).containsText("FAILURE");
        assertThat(page.locator("#audit-grid")).containsText("SUCCESS");
        // the grid keeps hidden rows' old cells in the DOM, so count its rows instead of reading its text
        assertThat(page.locator("#audit-grid")).hasJSProperty("size", failures + signIns + 2);
        SecuredAppExtension.screenshot(page, "audit-log");
        assertThat(APP.auditCount("admin", "LOGIN", "SUCCESS")).isGreaterThanOrEqualTo(1);
        assertThat(APP.auditCount(SecuredAppExtension.VIEWER, "LOGIN", "FAILURE")).isEqualTo(failures + 1);
    }

    @Test
    @Order(2)
    void secretsGoInEncryptedAndNeverComeBackToTheBrowserOrTheLog() throws Exception {
        String value = "jdbc-password-" + System.nanoTime();
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "settings");
        page.locator("#secret-name input").fill("catalog.password");
        page.locator("#secret-value input").fill(value);
        page.locator("#secret-save").click();
        assertThat(page.locator("#secret-message")).hasText("Stored catalog.password");
        assertThat(page.locator("#secret-names")).containsText("catalog.password");
        page.reload();
        assertThat(page.locator("#secret-names")).containsText("catalog.password");
        assertThat(page.content()).doesNotContain(value);
        assertThat(Files.readString(APP.app().home().resolve("log/freshet.log"))).doesNotContain(value);
        assertThat(APP.app().console()).doesNotContain(value);
        try (Connection c = APP.database().getConnection();
             ResultSet rs = c.createStatement().executeQuery("SELECT sealed_value FROM secret")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).doesNotContain(value);
        }
        assertThat(APP.auditCount("admin", "SECRET_CHANGED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(3)
    void adminAddsAUserAndChangesTheRoleBothAudited() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "users");
        page.locator("#user-name input").fill("carl");
        page.locator("#user-password input").fill("too-short");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).containsText("12 to 200 characters");
        page.locator("#user-password input").fill("carl-password-1");
        page.locator("#user-create").click();
        assertThat(page.locator("#user-message")).hasText("Added carl");
        assertThat(page.locator("#user-grid")).containsText("carl");

        Page carl = BROWSER.newPage();
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#script-list")).isVisible();
        assertThat(carl.locator("#tree-new-script")).hasCount(0);

        page.locator("#user-role").click();
        page.locator("vaadin-select-item", new Page.LocatorOptions().setHasText("DEVELOPER")).click();
        page.locator("#user-change-role").click();
        assertThat(page.locator("#user-message")).hasText("Role of carl is now DEVELOPER");
        assertThat(APP.auditCount("admin", "USER_CREATED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.auditCount("admin", "ROLE_CHANGED", "SUCCESS")).isEqualTo(1);

        // the change ends carl's open session: his next request lands on the login page
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#login-form")).isVisible();
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#tree-new-script")).isVisible();
        assertThat(APP.auditCount("admin", "ROLE_CHANGED", "SUCCESS")).isEqualTo(1);
    }

    @Test
    @Order(4)
    void adminDisablesEnablesAndResetsAPasswordAndCannotLockThemselvesOut() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsAdmin(page);
        page.navigate(APP.app().baseUrl() + "users");
        Page carl = BROWSER.newPage();
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", "carl-password-1");

        page.locator("#user-name input").fill("carl");
        page.locator("#user-disable").click();
        assertThat(page.locator("#user-message")).hasText("carl is disabled and signed out");
        assertThat(page.locator("#user-grid")).containsText("disabled");
        carl.navigate(APP.app().baseUrl() + "scripts");
        assertThat(carl.locator("#login-form")).isVisible();
        LoginPage.submit(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        assertThat(carl.locator("#login-form")).hasAttribute("error", "");

        page.locator("#user-enable").click();
        assertThat(page.locator("#user-message")).hasText("carl is enabled");
        page.locator("#user-reset-password").click();
        assertThat(page.locator("#user-message")).containsText("New password for carl (shown once): ");
        String shown = page.locator("#user-message").textContent();
        String fresh = shown.substring(shown.lastIndexOf(' ') + 1);
        LoginPage.submit(carl, APP.app().baseUrl(), "carl", "carl-password-1");
        assertThat(carl.locator("#login-form")).hasAttribute("error", "");
        LoginPage.signIn(carl, APP.app().baseUrl(), "carl", fresh);
        assertThat(carl.locator("#current-user")).hasText("carl");

        page.locator("#user-name input").fill("admin");
        page.locator("#user-disable").click();
        assertThat(page.locator("#user-message")).hasText("You cannot disable your own account; another administrator can.");
        // the role select still shows its default, VIEWER
        page.locator("#user-change-role").click();
        assertThat(page.locator("#user-message")).hasText("You cannot change your own role; another administrator can.");

        assertThat(APP.auditCount("admin", "USER_DISABLED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.auditCount("admin", "USER_ENABLED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.auditCount("admin", "PASSWORD_RESET", "SUCCESS")).isEqualTo(1);
        assertThat(Files.readString(APP.app().home().resolve("log/freshet.log"))).doesNotContain(fresh);
    }

    /**
     * Issue 17: an administrator adds a real PostgreSQL ({@code wal_level=logical}) as a source and sees it CDC-ready;
     * a developer walks the ingestion wizard to the DDL preview, where a table without a primary key keeps "Next"
     * disabled, creates the ingestion, applies a column added in PostgreSQL from the Ingestions page, stops and
     * deletes it.
     */
    @Test
    @Order(5)
    void anAdminAddsACdcReadySourceAndADeveloperCreatesStopsAndDeletesAnIngestion() throws Exception {
        try (EmbeddedPostgres source = EmbeddedPostgres.builder().setServerConfig("listen_addresses", "127.0.0.1")
                .setServerConfig("wal_level", "logical").start()) {
            sql(source, "postgres", "CREATE ROLE cdc LOGIN REPLICATION PASSWORD 'cdc-secret-7'",
                    "CREATE DATABASE shop");
            sql(source, "shop", "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, amount NUMERIC(10, 2),"
                            + " created_at TIMESTAMP)",
                    "CREATE TABLE users (user_id INT PRIMARY KEY, name VARCHAR(40) NOT NULL)",
                    "CREATE SCHEMA legacy", "CREATE TABLE legacy.events (line TEXT)",
                    "GRANT USAGE ON SCHEMA legacy TO cdc", "GRANT SELECT ON ALL TABLES IN SCHEMA public TO cdc",
                    "GRANT SELECT ON ALL TABLES IN SCHEMA legacy TO cdc", "CREATE PUBLICATION dbz_publication FOR ALL TABLES",
                    // the job creates a publication per slot: that needs CREATE on the database and table ownership
                    "GRANT CREATE ON DATABASE shop TO cdc", "ALTER TABLE orders OWNER TO cdc",
                    "ALTER TABLE users OWNER TO cdc", "INSERT INTO users VALUES (1, 'ada'), (2, 'bob')",
                    // updates and deletes must carry the old row: the wizard's table checks hold the create back
                    "ALTER TABLE orders REPLICA IDENTITY FULL", "ALTER TABLE users REPLICA IDENTITY FULL");

            Page admin = BROWSER.newPage();
            APP.signInAsAdmin(admin);
            admin.navigate(APP.app().baseUrl() + "sources");
            admin.locator("#source-add").click();
            admin.locator("#source-name input").fill("shop");
            admin.locator("#source-host input").fill("127.0.0.1");
            admin.locator("#source-port input").fill(String.valueOf(source.getPort()));
            admin.locator("#source-database input").fill("shop");
            admin.locator("#source-user input").fill("cdc");
            admin.locator("#source-password input").fill("cdc-secret-7");
            admin.locator("#source-test").click();
            assertThat(admin.locator("#source-checks-verdict")).hasText("Test of shop: CDC ready");
            assertThat(admin.locator("#source-checks [data-check=PUBLICATION][data-outcome=PASSED]")).hasCount(1);
            assertThat(admin.locator("#source-checks [data-outcome=FAILED]")).hasCount(0);
            assertThat(admin.locator("#source-checks [data-outcome=SKIPPED]")).hasCount(0);
            admin.locator("#source-save").click();
            assertThat(admin.locator("#source-message")).hasText("Saved shop (CDC ready).");
            assertThat(admin.locator("#source-grid [data-source=shop]")).hasText("CDC ready");
            SecuredAppExtension.screenshot(admin, "ingest-sources");
            assertThat(admin.content()).doesNotContain("cdc-secret-7");
            assertThat(APP.auditCount("admin", "INGEST_SOURCE_SAVED", "SUCCESS")).isEqualTo(1);

            Page dev = BROWSER.newPage();
            LoginPage.signIn(dev, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER,
                    SecuredAppExtension.DEVELOPER_PASSWORD);
            dev.navigate(APP.app().baseUrl() + "sources");
            assertThat(dev.locator("#source-grid")).containsText("127.0.0.1:" + source.getPort() + "/shop");
            assertThat(dev.locator("#source-add")).hasCount(0);
            dev.navigate(APP.app().baseUrl() + "ingestion/new");
            Locator next = dev.locator("#wizard-next");
            assertThat(next).isDisabled();
            dev.locator("#wizard-source input").fill("shop");
            dev.locator("vaadin-combo-box-item", new Page.LocatorOptions().setHasText("shop (PostgreSQL")).click();
            next.click();
            chooseSchema(dev, "legacy");
            assertThat(dev.locator("#wizard-tables")).containsText("No primary key.");
            dev.locator("#wizard-all-tables").click();
            next.click();
            assertThat(dev.locator("#wizard-target input")).hasValue("ods");
            next.click();
            assertThat(dev.locator("#wizard-step")).hasText("Step 5 of 6: Preview");
            assertThat(dev.locator("#preview-problems-events")).containsText("legacy.events has no primary key");
            assertThat(next).isDisabled();

            dev.locator("#wizard-back").click();
            dev.locator("#wizard-back").click();
            dev.locator("#wizard-back").click();
            chooseSchema(dev, "public");
            // a click on a row chooses it, as in other tools: both rows chosen is the whole schema
            Locator all = dev.locator("#wizard-all-tables input");
            dev.locator("#wizard-tables vaadin-grid-cell-content", new Page.LocatorOptions()
                    .setHasText(Pattern.compile("^users$"))).click();
            assertThat(all).not().isChecked();
            dev.locator("#wizard-tables vaadin-grid-cell-content", new Page.LocatorOptions()
                    .setHasText(Pattern.compile("^orders$"))).click();
            assertThat(all).isChecked();
            next.click();
            next.click();
            assertThat(dev.locator("#wizard-preview-summary")).hasText("Every chosen table can be ingested (2).");
            assertThat(dev.locator("#preview-mapping-orders")).containsText("numeric(10,2)");
            assertThat(dev.locator("#preview-mapping-orders")).containsText("DECIMAL(10, 2)");
            assertThat(dev.locator("#preview-ddl-orders .cm-content")).containsText("CREATE TABLE");
            assertThat(dev.locator("#preview-ddl-users .cm-content")).containsText("PRIMARY KEY");
            assertThat(next).isEnabled();
            SecuredAppExtension.screenshot(dev, "ingest-wizard-preview");
            next.click();
            assertThat(dev.locator("#wizard-plan .cm-content")).containsText("CREATE CATALOG IF NOT EXISTS");
            assertThat(dev.locator("#wizard-create-message")).containsText("replication slots");
            assertThat(dev.locator("#wizard-create")).isEnabled();

            dev.locator("#wizard-mode vaadin-radio-button", new Page.LocatorOptions().setHasText("Snapshot: full reads")).click();
            assertThat(dev.locator("#wizard-freshness")).isVisible();
            assertThat(dev.locator("#wizard-plan .cm-content")).containsText("'type' = 'jdbc'");
            assertThat(dev.locator("#wizard-plan .cm-content")).containsText("FRESHNESS = INTERVAL '1' HOUR");
            assertThat(dev.locator("#wizard-plan .cm-content")).containsText("'password' = '***'");
            assertThat(dev.locator("#wizard-create-message")).containsText("full read every 1 hour");
            assertThat(dev.content()).doesNotContain("cdc-secret-7");
            dev.locator("#wizard-mode vaadin-radio-button", new Page.LocatorOptions()
                    .setHasText("CDC: snapshot, then continuous changes")).click();
            assertThat(dev.locator("#wizard-create-message")).containsText("replication slots");

            // the ingestion Flink starts on demand: the first create waits for its child JVM
            dev.locator("#wizard-create").click();
            assertThat(dev.locator("#wizard-create-message")).hasText(Pattern.compile("Ingestion \\d+ is RUNNING.*"),
                    new LocatorAssertions.HasTextOptions().setTimeout(240_000));
            assertThat(slots(source)).hasSize(2);
            dev.navigate(APP.app().baseUrl() + "ingestions");
            Locator row = dev.locator("#ingestions vaadin-grid-cell-content", new Page.LocatorOptions()
                    .setHasText("shop.public"));
            assertThat(row).hasCount(1);
            assertThat(dev.locator("#ingestions")).containsText("RUNNING");
            row.click();
            appliesSchemaDriftThroughThePage(dev, source);
            dev.locator("#ingestions vaadin-grid-cell-content", new Page.LocatorOptions().setHasText("shop.public"))
                    .click();
            dev.locator("#ingestion-stop").click();
            assertThat(dev.locator("#ingestions-message")).hasText(Pattern.compile("Ingestion \\d+ stopped\\."),
                    new LocatorAssertions.HasTextOptions().setTimeout(120_000));
            assertThat(dev.locator("#ingestions")).containsText("STOPPED");
            SecuredAppExtension.screenshot(dev, "ingestions-stopped");
            dev.locator("#ingestions vaadin-grid-cell-content", new Page.LocatorOptions().setHasText("shop.public"))
                    .click();
            dev.locator("#ingestion-delete").click();
            dev.locator("vaadin-button[slot='confirm-button']", new Page.LocatorOptions().setHasText("Delete")).click();
            assertThat(dev.locator("#ingestions-message")).hasText(Pattern.compile("Ingestion \\d+ deleted\\."),
                    new LocatorAssertions.HasTextOptions().setTimeout(60_000));
            // the grid keeps its row elements for reuse: its size says what it lists
            assertThat(dev.locator("#ingestions").evaluate("grid => grid.size")).isEqualTo(0);
            assertThat(slots(source)).as("the replication slots are dropped with the ingestion").isEmpty();
            assertThat(APP.auditCount(SecuredAppExtension.DEVELOPER, "INGESTION_CREATED", "SUCCESS")).isEqualTo(1);
            assertThat(APP.auditCount(SecuredAppExtension.DEVELOPER, "INGESTION_DELETED", "SUCCESS")).isEqualTo(1);
        }
    }

    /**
     * A column added in PostgreSQL is found by the page's check, applied after the confirmation (ALTER TABLE and a
     * restart from the savepoint), and a row written after it carries the column in the ODS table's preview.
     */
    private static void appliesSchemaDriftThroughThePage(Page dev, EmbeddedPostgres source) throws Exception {
        // a source starting up reads its table's schema in a transaction it keeps open until its publication is
        // altered; an ALTER TABLE between the two waits for that transaction while the publication's ALTER waits
        // behind it, and nothing breaks the circle (seen in CI): alter once every slot streams
        long streaming = System.nanoTime() + 120_000_000_000L;
        while (activeSlots(source) < 2 && System.nanoTime() < streaming) {
            Thread.sleep(500);
        }
        assertThat(activeSlots(source)).as("both tables' slots streaming").isEqualTo(2);
        sql(source, "shop", "SET lock_timeout = '60s'; ALTER TABLE users ADD COLUMN city VARCHAR(30)");
        Locator apply = dev.locator("#ingestion-apply-drift");
        assertThat(apply).isDisabled();
        dev.locator("#ingestion-drift").click();
        assertThat(dev.locator("#ingestion-drift-report")).containsText("city");
        assertThat(apply).isEnabled();
        apply.click();
        // the dialog moves its content into its overlay once open: look for the statements wherever they are
        assertThat(dev.locator("pre:not(#ingestion-drift-report)", new Page.LocatorOptions().setHasText("ADD"))).isVisible();
        dev.locator("vaadin-button[slot='confirm-button']", new Page.LocatorOptions().setHasText("Apply and restart"))
                .click();
        assertThat(dev.locator("#ingestions-message")).hasText(Pattern.compile(
                "Ingestion \\d+ restarted with its schema changes applied\\."),
                new LocatorAssertions.HasTextOptions().setTimeout(180_000));
        assertThat(dev.locator("#ingestions")).containsText("RUNNING");
        // the report then shows the tables as they are now, not the changes just applied
        assertThat(dev.locator("#ingestion-drift-report")).hasText(Pattern.compile(
                "Ingestion \\d+: every ODS table matches its source table\\."),
                new LocatorAssertions.HasTextOptions().setTimeout(60_000));
        SecuredAppExtension.screenshot(dev, "ingestions-drift-applied");
        sql(source, "shop", "INSERT INTO users VALUES (3, 'cy', 'Oslo')");

        dev.navigate(APP.app().baseUrl() + "catalog/lakehouse.ods.users");
        assertThat(dev.locator("vaadin-grid-cell-content", new Page.LocatorOptions().setHasText("VARCHAR(30)")))
                .hasCount(1);
        assertThat(dev.locator("vaadin-grid-cell-content", new Page.LocatorOptions().setHasText(
                Pattern.compile("^city$")))).hasCount(1);
        SecuredAppExtension.screenshot(dev, "ingestion-ods-schema");
        // this app has no main gateway to preview through: the row is read from the warehouse's files
        Path warehouse;
        try (Stream<Path> found = Files.walk(APP.app().home())) {
            warehouse = found.filter(d -> d.getFileName().toString().equals("ods.db")).findFirst().orElseThrow()
                    .getParent();
        }
        try (PaimonKeys ods = new PaimonKeys(warehouse.toUri().toString())) {
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (!ods.texts("ods", "users", "city").contains("Oslo") && System.nanoTime() < deadline) {
                // the ingestion commits to Paimon at its checkpoints
                Thread.sleep(1_000);
            }
            assertThat(ods.texts("ods", "users", "city")).containsExactlyInAnyOrder(null, null, "Oslo");
        }
        dev.navigate(APP.app().baseUrl() + "ingestions");
        assertThat(APP.auditCount(SecuredAppExtension.DEVELOPER, "INGESTION_DRIFT_APPLIED", "SUCCESS")).isEqualTo(1);
    }

    private static int activeSlots(EmbeddedPostgres postgres) throws Exception {
        try (Connection c = postgres.getDatabase("postgres", "postgres").getConnection();
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pg_replication_slots WHERE active")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static List<String> slots(EmbeddedPostgres postgres) throws Exception {
        List<String> slots = new ArrayList<>();
        try (Connection c = postgres.getDatabase("postgres", "postgres").getConnection();
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT slot_name FROM pg_replication_slots")) {
            while (rs.next()) {
                slots.add(rs.getString(1));
            }
        }
        return slots;
    }

    private static void chooseSchema(Page page, String schema) {
        page.locator("#wizard-schema input").fill(schema);
        page.locator("vaadin-combo-box-item", new Page.LocatorOptions().setHasText(schema)).click();
        page.locator("#wizard-next").click();
        assertThat(page.locator("#wizard-step")).hasText("Step 3 of 6: Tables");
    }

    private static void sql(EmbeddedPostgres postgres, String database, String... statements) throws Exception {
        try (Connection c = postgres.getDatabase("postgres", database).getConnection();
             Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        }
    }

    /**
     * Issue 33: an administrator adds a webhook channel (a real HTTP receiver on 127.0.0.1), sends it a test message,
     * and adds a rule sending to it; the URL never comes back to the browser, and a viewer sees the notice that was sent.
     */
    @Test
    @Order(6)
    void anAdminAddsAWebhookChannelTestsItAndAddsARule() throws Exception {
        List<String> received = new java.util.concurrent.CopyOnWriteArrayList<>();
        com.sun.net.httpserver.HttpServer receiver = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/hooks/t0ken-42", ex -> {
            received.add(new String(ex.getRequestBody().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            ex.sendResponseHeaders(200, -1);
            ex.close();
        });
        receiver.start();
        try {
            String url = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks/t0ken-42";
            Page page = BROWSER.newPage();
            APP.signInAsAdmin(page);
            page.navigate(APP.app().baseUrl() + "alert-settings");
            page.locator("#channel-name input").fill("ops-hook");
            page.locator("#channel-secret input").fill(url);
            page.locator("#channel-slack input").check();
            page.locator("#channel-save").click();
            assertThat(page.locator("#alert-settings-message")).hasText("Channel 'ops-hook' saved.");
            assertThat(page.locator("#channel-grid")).containsText("http://127.0.0.1:" + receiver.getAddress().getPort());
            page.locator("#channel-test").click();
            assertThat(page.locator("#alert-settings-message")).hasText("Test message sent to 'ops-hook'.");
            assertThat(received).hasSize(1);
            assertThat(received.get(0)).startsWith("{\"text\":\"Test message from Freshet to channel 'ops-hook'");

            page.locator("#rule-name input").fill("dwd-failing");
            page.locator("#rule-scope").click();
            page.locator("vaadin-select-item", new Page.LocatorOptions().setHasText("LAYER")).click();
            page.locator("#rule-scope-value input").fill("dwd");
            page.locator("#rule-channels input").fill("ops-hook");
            page.locator("vaadin-multi-select-combo-box-item", new Page.LocatorOptions().setHasText("ops-hook")).click();
            page.locator("#rule-channels input").press("Escape");
            page.locator("#rule-save").click();
            assertThat(page.locator("#alert-settings-message")).hasText("Rule 'dwd-failing' saved.");
            assertThat(page.locator("#rule-grid")).containsText("LAYER dwd");
            assertThat(page.locator("#rule-grid")).containsText("ops-hook");
            SecuredAppExtension.screenshot(page, "alert-settings");
            page.reload();
            assertThat(page.content()).doesNotContain("t0ken-42");
            assertThat(APP.auditCount("admin", "ALERT_CHANNEL_CHANGED", "SUCCESS")).isEqualTo(1);
            assertThat(APP.auditCount("admin", "ALERT_RULE_CHANGED", "SUCCESS")).isEqualTo(1);
            assertThat(APP.auditCount("admin", "ALERT_NOTICE_SENT", "SUCCESS")).isEqualTo(1);

            Page viewer = BROWSER.newPage();
            LoginPage.signIn(viewer, APP.app().baseUrl(), SecuredAppExtension.VIEWER,
                    SecuredAppExtension.VIEWER_PASSWORD);
            viewer.navigate(APP.app().baseUrl() + "alerts");
            assertThat(viewer.locator("#alerts-summary")).hasText("Nothing fires that no one has seen.");
            assertThat(viewer.locator("#alert-notices")).containsText("ops-hook");
            assertThat(viewer.locator("#alert-acknowledge")).isHidden();
        } finally {
            receiver.stop(0);
        }
    }

    /** Issue 19: every page only an ADMIN may open sends a VIEWER or DEVELOPER to the editor with a message. */
    @Test
    @Order(10)
    void everyAdminPageSendsOtherRolesToTheEditorWithAMessage() throws Exception {
        List<String> adminRoutes = adminRoutes();
        assertThat(adminRoutes).contains("users", "audit", "settings");
        for (String[] account : new String[][] {{SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD},
                {SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD}}) {
            Page page = BROWSER.newPage();
            LoginPage.signIn(page, APP.app().baseUrl(), account[0], account[1]);
            for (String route : adminRoutes) {
                page.navigate(APP.app().baseUrl() + route);
                assertThat(page).hasURL(Pattern.compile(".*/editor.*"));
                assertThat(page.locator("vaadin-notification-card").last())
                        .containsText(Pattern.compile("Your role cannot open [A-Z]"));
                assertThat(page.locator("#main-nav")).isVisible();
            }
        }
    }

    /** The routes of every view whose {@code @RolesAllowed} is ADMIN only, read from the UI classes themselves. */
    private static List<String> adminRoutes() throws ClassNotFoundException {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
        List<String> routes = new ArrayList<>();
        for (BeanDefinition found : scanner.findCandidateComponents("io.freshet.ui")) {
            Class<?> view = Class.forName(found.getBeanClassName());
            RolesAllowed roles = view.getAnnotation(RolesAllowed.class);
            if (roles != null && List.of(roles.value()).equals(List.of(Roles.ADMIN))) {
                // an optional parameter (":id?") is left out: the page itself is what is refused
                routes.add(view.getAnnotation(Route.class).value().replaceAll("/:[^/]*\\?$", ""));
            }
        }
        return routes;
    }
}
