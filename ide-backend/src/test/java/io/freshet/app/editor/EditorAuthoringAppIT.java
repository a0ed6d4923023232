package io.freshet.app.editor;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.ConsolePage;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Writing SQL in real Chromium against the packaged app: in a new script of the sample project (whose
 * tables exist only in its earlier scripts), completion offers a table's columns, an unknown column gets
 * a squiggle with Flink's message, and fixing it clears the squiggle; a statement the statement policy refuses
 * is underlined before it runs and never reaches the gateway; a developer lists and stops only their own jobs, and a
 * viewer lists neither the developer's nor the administrator's.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EditorAuthoringAppIT {

    @RegisterExtension
    static final EditorAppExtension APP = EditorAppExtension.shared();

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

        // the hover tooltip covers the text: put the cursor after the column by the editor's own API
        page.mouse().move(0, 0);
        editor.cursorAt(scratch, "SELECT o.nosuchcol".length());
        for (int i = 0; i < "nosuchcol".length(); i++) {
            page.keyboard().press("Backspace");
        }
        editor.type("status ");
        page.waitForFunction("id => document.querySelector('#sql-editor-' + id).text.includes('o.status')",
                String.valueOf(scratch));
        // an edit over the finding drops it at once; the planner's verdict on the new text follows
        // only visible cells count: the problems grid keeps the cells of a row it no longer shows, hidden
        assertThat(editor.problems().locator("vaadin-grid-cell-content:visible").filter(
                new Locator.FilterOptions().setHasText("nosuchcol"))).hasCount(0,
                new LocatorAssertions.HasCountOptions().setTimeout(240_000));
        assertThat(squiggle).hasCount(0);
        assertThat(editor.text(scratch)).isEqualTo("SELECT o.status \nFROM ods.orders o");
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
        page.locator("#problems vaadin-grid-cell-content:visible").filter(new Locator.FilterOptions().setHasText("2:1"))
                .first().click();
        // the click goes to the server, which selects the range in the browser: wait for that round trip
        page.waitForFunction("id => { const e = document.querySelector('#sql-editor-' + id);"
                + " const r = e._view.state.selection.main; return e.text.substring(r.from, r.to) === 'SELEC'; }",
                String.valueOf(scratch));
    }

    @Test
    @Order(4)
    void theOdsScriptsRunAndTheFixedQueryShowsItsRowsPagedInTheGrid() throws Exception {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl());
        for (String script : new String[] {"01_ods_tables.sql", "02_ods_data.sql"}) {
            long id = APP.scriptId("ecommerce", script);
            editor.open(id);
            editor.focusEnd(id);
            page.keyboard().press("Control+Shift+Enter");
            Locator rows = page.locator(".run-row");
            assertThat(rows.first()).isVisible(SLOW);
            // wait for the script to end however it ends, so a failure names its recorded cause
            assertThat(rows.last().locator(".run-state")).hasText(ENDED, FLINK);
            assertThat(failedRuns(APP.developer())).isEmpty();
            assertThat(rows.last().locator(".run-state")).hasText("finished");
            assertThat(page.locator(".run-row .run-state", new Page.LocatorOptions().setHasText("failed")))
                    .hasCount(0);
        }

        editor.open(scratch);
        // 02_ods_data.sql set batch for its own tab only: the scratch tab keeps its mode until its user switches it
        Locator bar = page.locator(".session-bar:visible");
        assertThat(bar).hasAttribute("data-mode", "streaming");
        bar.locator(".session-mode-batch").click();
        assertThat(bar).hasAttribute("data-mode", "batch");
        editor.replaceText(scratch, "SELECT o.order_id, o.status\nFROM ods.orders o\nORDER BY o.order_id;\n");
        editor.cursorAt(scratch, 3);
        page.keyboard().press("Control+Enter");
        Locator run = page.locator(".run-row").first();
        assertThat(run.locator(".run-statement")).containsText("FROM ods.orders o");
        assertThat(run.locator(".run-state")).hasText(ENDED, FLINK);
        assertThat(failedRuns(APP.developer())).isEmpty();
        assertThat(run.locator(".run-state")).hasText("finished");
        assertThat(run.locator(".run-rows")).hasText("500 rows");
        Locator grid = page.locator("#result-grid");
        assertThat(cell(grid, "1")).isVisible(SLOW);
        grid.evaluate("g => g.scrollToIndex(480)");
        assertThat(cell(grid, "481")).isVisible(SLOW);
        assertThat(cell(grid, "1")).isHidden();
        SecuredAppExtension.screenshot(page, "editor-run-paged");
    }

    @Test
    @Order(5)
    void aGatewayErrorLandsAtItsPositionWithTheFullTextOneClickAway() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scratch);
        // valid for the editor's planner tier; the gateway's sink check refuses the column count
        editor.replaceText(scratch, "SELECT 1;\nINSERT INTO ods.refunds\nSELECT refund_id FROM ods.refunds;\n");
        editor.cursorAt(scratch, "SELECT 1;\nINSERT".length());
        page.keyboard().press("Control+Enter");
        assertThat(page.locator(".run-row .run-state").first()).hasText("failed", FLINK);
        Locator squiggle = editor.squiggles(scratch, "error");
        assertThat(squiggle.first()).isVisible(SLOW);
        assertThat(editor.problems()).containsText("Gateway:");
        page.locator("#problems .problem-details").first().click();
        assertThat(page.locator("#problem-details-text")).isVisible();
        assertThat(page.locator("#problem-details-text")).not().isEmpty();
        SecuredAppExtension.screenshot(page, "editor-gateway-error");
    }

    @Test
    @Order(6)
    void aStatementReadingTheIdesOwnFilesIsRefusedLiveAndOnRunAndNeverReachesTheGateway() throws Exception {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(scratch);
        String home = APP.app().home().toAbsolutePath().toString();
        editor.replaceText(scratch, "CREATE TEMPORARY TABLE stolen (line STRING) WITH ('connector' = 'filesystem',\n"
                + "  'path' = 'file://" + home + "/', 'format' = 'raw');\nSELECT * FROM stolen;\n");
        Locator squiggle = editor.squiggles(scratch, "error");
        assertThat(squiggle.first()).isVisible(SLOW);
        assertThat(squiggle.first()).containsText(home);
        assertThat(editor.problems()).containsText("outside the lakehouse warehouse");
        assertThat(editor.problems()).containsText("2:12");
        SecuredAppExtension.screenshot(page, "editor-policy-refusal");

        editor.cursorAt(scratch, 3);
        page.keyboard().press("Control+Enter");
        Locator run = page.locator(".run-row").first();
        assertThat(run.locator(".run-statement")).containsText("stolen");
        assertThat(run.locator(".run-state")).hasText("failed", FLINK);
        assertThat(editor.problems()).containsText("outside the lakehouse warehouse");

        // had the CREATE reached the gateway, the user's session would now list the temporary table
        editor.replaceText(scratch, "SHOW TABLES;\n");
        editor.cursorAt(scratch, 3);
        page.keyboard().press("Control+Enter");
        Locator shown = page.locator(".run-row").first();
        assertThat(shown.locator(".run-statement")).containsText("SHOW TABLES");
        assertThat(shown.locator(".run-state")).hasText("finished", FLINK);
        assertThat(page.locator("#result-grid vaadin-grid-cell-content").filter(
                new Locator.FilterOptions().setHasText("stolen"))).hasCount(0);
        assertThat(audited("STATEMENT_REFUSED", "stolen")).isEqualTo(1);
        assertThat(audited("STATEMENT_EXECUTED", "stolen")).isZero();
    }

    @Test
    @Order(7)
    void aViewerRunsAQueryInTheConsoleButTheGateRefusesAnythingThatWrites() throws SQLException {
        Page page = BROWSER.newPage();
        APP.signInAsViewer(page);
        page.navigate(APP.app().baseUrl() + "console");
        page.locator("#console-sql textarea").fill("SELECT COUNT(*) AS n FROM ods.orders;\n"
                + "INSERT INTO ods.refunds SELECT * FROM ods.refunds;");
        page.locator("#console-run").click();
        Locator rows = page.locator(".run-row");
        assertThat(rows).hasCount(2);
        assertThat(rows.nth(1).locator(".run-state")).hasText(ENDED, FLINK);
        assertThat(failedRuns(APP.viewer())).singleElement().asString().startsWith("INSERT");
        assertThat(rows.nth(0).locator(".run-state")).hasText("finished", FLINK);
        assertThat(rows.nth(1).locator(".run-state")).hasText("failed", FLINK);
        assertThat(page.locator("#run-error")).containsText("VIEWER");
        assertThat(page.locator("#console-settings")).hasCount(0);
        SecuredAppExtension.screenshot(page, "console-viewer-refused");
    }

    /**
     * Issue 34 point 5: a VIEWER's editor shows Run, Run script, Stop and Explain disabled with the reason; the SQL
     * console is in the navigation; a page the role may not open sends to the editor saying so.
     */
    @Test
    @Order(7)
    void aViewerSeesTheRunButtonsDisabledWithTheReasonAndTheConsoleInTheNavigation() throws Exception {
        Page page = BROWSER.newPage();
        APP.signInAsViewer(page);
        long ods = APP.scriptId("ecommerce", "01_ods_tables.sql");
        new EditorPage(page, APP.app().baseUrl()).open(ods);
        for (String button : List.of("run-statement", "run-script", "stop", "explain")) {
            assertThat(page.locator("#editor-" + button)).isDisabled();
        }
        page.locator("#editor-cannot-run").hover();
        assertThat(page.locator("vaadin-tooltip-overlay[opened]")).containsText("run a SELECT in the SQL console");
        Locator console = page.locator("#main-nav vaadin-side-nav-item[path='console']");
        assertThat(console).containsText("SQL console");
        console.click();
        page.waitForURL(Pattern.compile(".*/console$"));

        page.navigate(APP.app().baseUrl() + "deploy/ecommerce");
        assertThat(page).hasURL(Pattern.compile(".*/editor.*"));
        assertThat(page.locator("vaadin-notification-card").last()).containsText("Your role cannot open Deploy");
    }

    @Test
    @Order(8)
    void aDeveloperListsAndStopsOnlyTheirOwnJobsAndTheAdministratorsJobKeepsRunning() throws Exception {
        Page admin = BROWSER.newPage();
        LoginPage.signIn(admin, APP.app().baseUrl(), "admin", APP.app().adminPassword());
        String adminJob = startStreamingInsert(ConsolePage.open(admin, APP.app().baseUrl()), "admin", "boss_sink");
        Page page = BROWSER.newPage();
        APP.signIn(page);
        ConsolePage console = ConsolePage.open(page, APP.app().baseUrl());
        String ownJob = startStreamingInsert(console, APP.developer(), "dev_sink");

        console.run("SHOW JOBS");
        assertThat(console.state(0)).hasText("finished", FLINK);
        assertThat(console.cellsContaining("start time").first()).isVisible();
        assertThat(console.cells(ownJob)).hasCount(1);
        assertThat(console.cells(adminJob)).hasCount(0);
        assertThat(console.cellsContaining("boss_sink")).hasCount(0);
        SecuredAppExtension.screenshot(page, "console-own-jobs");
        Page viewer = BROWSER.newPage();
        APP.signInAsViewer(viewer);
        ConsolePage viewerConsole = ConsolePage.open(viewer, APP.app().baseUrl());
        viewerConsole.run("SHOW JOBS");
        assertThat(viewerConsole.state(0)).hasText("finished", FLINK);
        assertThat(viewerConsole.cellsContaining("start time").first()).isVisible();
        assertThat(viewerConsole.cells(ownJob)).hasCount(0);
        assertThat(viewerConsole.cells(adminJob)).hasCount(0);

        console.run("STOP JOB '" + adminJob + "'");
        assertThat(console.state(0)).hasText("failed", FLINK);
        assertThat(console.error()).containsText("is not one of your jobs");
        assertThat(audited("STATEMENT_REFUSED", adminJob)).isEqualTo(1);
        SecuredAppExtension.screenshot(page, "console-stop-refused");
        console.run("STOP JOB '" + ownJob + "'");
        assertThat(console.state(0)).hasText("finished", FLINK);
        try (GatewaySession flink = new GatewayClient(APP.app().embeddedGateway(APP.gatewayPort())).session(Map.of())) {
            JobControl jobs = JobControl.on(flink);
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (!jobs.status(ownJob).orElse("").equals("CANCELED") && System.nanoTime() < deadline) {
                Thread.sleep(500);
            }
            assertThat(jobs.status(ownJob)).as("the developer's own job was stopped").contains("CANCELED");
            assertThat(jobs.status(adminJob)).as("the administrator's job keeps running").contains("RUNNING");
            jobs.cancel(adminJob);
        }
    }

    /** Runs an endless INSERT in the console as the user; returns its Flink job id from the run history. */
    private static String startStreamingInsert(ConsolePage console, String user, String sink) throws SQLException {
        // the developer's session keeps 02_ods_data.sql's 'table.dml-sync' = 'true': an endless INSERT never returns
        console.run("SET 'execution.runtime-mode' = 'streaming';\nSET 'table.dml-sync' = 'false';\n"
                + "SET 'parallelism.default' = '1';\n"
                + "CREATE TEMPORARY TABLE " + sink + "_gen (id BIGINT) WITH ('connector' = 'datagen',"
                + " 'rows-per-second' = '5');\nCREATE TEMPORARY TABLE " + sink + " (id BIGINT) WITH ('connector' ="
                + " 'blackhole');\nINSERT INTO " + sink + " SELECT id FROM " + sink + "_gen");
        assertThat(console.runs()).hasCount(6);
        assertThat(console.state(5)).hasText(ENDED, FLINK);
        assertThat(console.state(5).textContent().strip()).as("failed runs: %s", failedRuns(user))
                .isEqualTo("finished");
        return APP.jobIdOfRun(user, "INSERT INTO " + sink + " ").orElseThrow();
    }

    /** The recorded errors of a user's failed runs, so a failure names its cause. */
    private static List<String> failedRuns(String user) throws SQLException {
        List<String> errors = new ArrayList<>();
        try (Connection c = APP.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT statement, error_message FROM run_history"
                     + " WHERE username = ? AND state = 'FAILED'")) {
            ps.setString(1, user);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    errors.add(rs.getString(1) + " -> " + rs.getString(2));
                }
            }
        }
        return errors;
    }

    private static int audited(String action, String text) throws SQLException {
        try (Connection c = APP.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM audit_event WHERE actor = ?"
                     + " AND action = ? AND (detail LIKE ? OR target LIKE ?)")) {
            ps.setString(1, APP.developer());
            ps.setString(2, action);
            ps.setString(3, "%" + text + "%");
            ps.setString(4, "%" + text + "%");
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    private static Locator cell(Locator grid, String text) {
        return grid.locator("vaadin-grid-cell-content")
                .filter(new Locator.FilterOptions().setHasText(java.util.regex.Pattern.compile("^" + text + "$")))
                .first();
    }

    /** The states a run ends in. */
    private static final Pattern ENDED = Pattern.compile("finished|failed|skipped|cancelled");
    private static final LocatorAssertions.HasTextOptions FLINK = new LocatorAssertions.HasTextOptions()
            .setTimeout(240_000);
}
