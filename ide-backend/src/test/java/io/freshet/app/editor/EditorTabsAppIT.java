package io.freshet.app.editor;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.freshet.testing.Await;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Tabs and saving in real Chromium: typed text is autosaved, a reload (and a new sign-in) brings back the
 * open tabs, the active one and the text; a save on a stale version keeps the user's text; an older version
 * restored from the project tree's history replaces the editor's text; a closed tab's streaming query is cancelled,
 * and a script past the statement cap is refused and kept; each tab keeps its own runs.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EditorTabsAppIT {

    @RegisterExtension
    static final EditorAppExtension APP = EditorAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static long ods;
    private static long mine;

    @BeforeAll
    static void seed() throws Exception {
        APP.ensureSampleProject();
        ods = APP.scriptId("ecommerce", "01_ods_tables.sql");
        mine = APP.createScript("ecommerce", "07_tabs.sql", "SELECT 1");
    }

    @Test
    @Order(1)
    void typingPausesKeepADraftNotAVersionAndAReloadBringsBackTabsAndText() throws Exception {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(ods);
        editor.open(mine);
        assertThat(page.locator("#editor-tab-" + ods)).isVisible();
        editor.editor(mine).evaluate("e => e.idleDelay = 300");
        editor.replaceText(mine, "SELECT 4");
        assertThat(editor.status(mine)).containsText("draft kept");
        editor.type("2 AS answer");
        assertThat(editor.status(mine)).containsText("draft kept");
        page.waitForFunction("id => document.querySelector('#sql-editor-' + id).text === 'SELECT 42 AS answer'",
                String.valueOf(mine));
        awaitDraft("SELECT 42 AS answer");
        assertThat(versions()).as("pauses in typing make no versions").isEqualTo(1);
        assertThat(APP.savedContent(mine)).isEqualTo("SELECT 1");

        page.reload();
        editor.awaitEditor(mine);
        assertThat(page.locator("#editor-tab-" + ods)).isVisible();
        assertThat(page.locator("#editor-tab-" + mine)).hasAttribute("selected", "");
        assertThat(editor.text(mine)).as("the draft, newer than the last version, comes back")
                .isEqualTo("SELECT 42 AS answer");
        assertThat(editor.status(mine)).containsText("your draft restored");
        editor.focusEnd(mine);
        page.keyboard().press("Control+s");
        editor.awaitSaved(mine, 2);
        assertThat(APP.savedContent(mine)).isEqualTo("SELECT 42 AS answer");
        assertThat(draftCount()).as("a saved version takes the draft along").isZero();

        Page later = BROWSER.newPage();
        APP.signIn(later);
        later.navigate(APP.app().baseUrl() + "editor");
        EditorPage again = new EditorPage(later, APP.app().baseUrl());
        again.awaitEditor(mine);
        assertThat(later.locator("#editor-tab-" + ods)).isVisible();
        assertThat(later.locator("#editor-tab-" + mine)).hasAttribute("selected", "");
        SecuredAppExtension.screenshot(later, "editor-tabs-restored");
    }

    @Test
    @Order(2)
    void aClosedTabStaysClosedAfterAReload() throws Exception {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        page.navigate(APP.app().baseUrl() + "editor");
        EditorPage editor = new EditorPage(page, APP.app().baseUrl());
        editor.awaitEditor(mine);
        page.waitForURL("**/editor/" + mine);
        page.locator("#close-tab-" + ods).click();
        assertThat(page.locator("#editor-tab-" + ods)).hasCount(0);
        awaitStoredTabs(String.valueOf(mine) + "*");
        assertThat(page.url()).as("the address names the remaining tab, not the closed one").endsWith("/editor/" + mine);
        page.reload();
        editor.awaitEditor(mine);
        assertThat(page.locator("#editor-tab-" + ods)).hasCount(0);
        assertThat(page.locator("#editor-tab-" + mine)).isVisible();
    }

    @Test
    @Order(3)
    void aSaveOnAStaleVersionKeepsTheTextAndShowsTheNewerOne() throws Exception {
        Page first = BROWSER.newPage();
        Page second = BROWSER.newPage();
        APP.signIn(first);
        APP.signIn(second);
        EditorPage one = new EditorPage(first, APP.app().baseUrl()).open(mine);
        EditorPage two = new EditorPage(second, APP.app().baseUrl()).open(mine);

        one.replaceText(mine, "SELECT 'first'");
        first.keyboard().press("Control+s");
        one.awaitSaved(mine, 3);
        two.replaceText(mine, "SELECT 'second'");
        second.keyboard().press("Control+s");
        assertThat(second.locator(".conflict-bar")).isVisible(
                new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(60_000));
        assertThat(second.locator(".conflict-message")).containsText("Your text was not saved");
        assertThat(second.locator(".conflict-theirs textarea")).hasValue("SELECT 'first'");
        assertThat(two.text(mine)).isEqualTo("SELECT 'second'");
        assertThat(APP.savedContent(mine)).isEqualTo("SELECT 'first'");
        SecuredAppExtension.screenshot(second, "editor-conflict");

        // issue 34 point 10: the tab that saved, reloaded, shows its saved version; the other tab's text, kept as
        // the user's draft on an older version, is offered beside it and opens on request
        awaitDraft("SELECT 'second'");
        first.reload();
        one.awaitEditor(mine);
        Locator firstTab = first.locator(".script-tab[data-script-id='" + mine + "']");
        assertThat(firstTab.locator(".draft-offer")).isVisible(
                new com.microsoft.playwright.assertions.LocatorAssertions.IsVisibleOptions().setTimeout(60_000));
        assertThat(one.text(mine)).as("the saved version, not the other tab's draft").isEqualTo("SELECT 'first'");
        assertThat(firstTab).hasAttribute("data-save-state", "SAVED");
        assertThat(firstTab.locator(".draft-offer-text textarea")).hasValue("SELECT 'second'");
        assertThat(firstTab.locator(".draft-offer-message")).containsText("version 3 was saved since");
        SecuredAppExtension.screenshot(first, "editor-older-draft-offered");
        firstTab.locator(".draft-offer-open").click();
        first.waitForFunction("id => document.querySelector('#sql-editor-' + id).text === \"SELECT 'second'\"",
                String.valueOf(mine), new Page.WaitForFunctionOptions().setTimeout(30_000));
        assertThat(firstTab.locator(".draft-offer")).isHidden();
        assertThat(one.status(mine)).containsText("based on version 2");

        second.locator(".conflict-keep-mine").click();
        two.awaitSaved(mine, 4);
        assertThat(APP.savedContent(mine)).isEqualTo("SELECT 'second'");
        assertThat(second.locator(".conflict-bar")).isHidden();
    }

    /**
     * Issue 32: a streaming query whose tab is gone without a word (offline, then closed: no unload beacon reaches
     * the server, only the heartbeat stops) is cancelled in Flink within 90 s, and a script one past ten thousand
     * statements is refused before anything of it runs, its text there after a reload. The refused script is tried
     * while the closed tab's heartbeat runs out.
     */
    @Test
    @Order(5)
    void aClosedTabsStreamingQueryIsCancelledAndAScriptPastTheCapIsRefusedButKept() throws Exception {
        long stream = APP.createScript("limits", "forgotten.sql", "");
        long capped = APP.createScript("limits", "capped.sql", "");
        java.util.Set<String> before = RunProbes.flinkJobs(APP).keySet();
        Page first = BROWSER.newPage();
        APP.signIn(first);
        EditorPage tab = new EditorPage(first, APP.app().baseUrl()).open(stream);
        tab.replaceText(stream, "CREATE TEMPORARY TABLE forgotten (id BIGINT) WITH ('connector' = 'datagen',"
                + " 'rows-per-second' = '5');\nSELECT id FROM forgotten;\n");
        first.keyboard().press("Control+Shift+Enter");
        assertThat(first.locator(".run-row").nth(1).locator(".run-state")).hasText("streaming",
                new com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions().setTimeout(240_000));
        java.util.Set<String> started = Await.until(Duration.ofMinutes(2), () -> running(before), ids -> !ids.isEmpty(),
                "the query's job running in Flink");
        // as a killed browser or a lost network: Vaadin's unload beacon on close cannot get out, heartbeats stop
        first.context().setOffline(true);
        first.close();
        java.time.Instant closed = java.time.Instant.now();

        Page second = BROWSER.newPage();
        APP.signIn(second);
        EditorPage editor = new EditorPage(second, APP.app().baseUrl()).open(capped);
        String script = "SELECT 1;\n".repeat(10_001);
        editor.replaceText(capped, script);
        second.keyboard().press("Control+Shift+Enter");
        assertThat(second.locator("#editor-message")).containsText("10,001 statements");
        assertThat(second.locator("#editor-message")).containsText("at most 1,000");
        assertThat(second.locator(".run-row")).hasCount(0);
        assertThat(RunProbes.history(APP, capped)).as("nothing of the script was queued").isEmpty();
        second.reload();
        editor.awaitEditor(capped);
        assertThat(editor.text(capped)).as("the refused script's text after a reload").isEqualTo(script);

        RunProbes.HistoryRow query = Await.until(Duration.ofMinutes(2), () -> RunProbes.history(APP, stream).stream()
                        .filter(r -> r.statement().startsWith("SELECT id FROM forgotten")).findFirst().orElseThrow(),
                r -> !java.util.List.of("QUEUED", "RUNNING", "STREAMING").contains(r.state()),
                "the closed tab's query to end in the run history");
        assertThat(query.state()).isEqualTo("CANCELLED");
        Duration toEnd = Duration.between(closed, query.endedAt());
        System.out.println("The closed tab's streaming query ended " + toEnd.toMillis() + " ms after the tab closed");
        assertThat(toEnd).as("from the tab's close to the query's end").isLessThan(Duration.ofSeconds(90));
        assertThat(started).as("the job that ran when the tab closed").contains(query.jobId());
        assertThat(APP.console()).as("stopped for the missing heartbeat, not by a detach")
                .contains("the browser tab it was started from is gone");
        Await.until(Duration.ofSeconds(30), () -> RunProbes.flinkJobs(APP).get(query.jobId()), "CANCELED"::equals,
                "Flink to cancel job " + query.jobId());
        // seen CANCELED now: Flink ended the job no later than this
        assertThat(Duration.between(closed, java.time.Instant.now())).as("from the tab's close to the job CANCELED in Flink")
                .isLessThan(Duration.ofSeconds(90));
    }

    /**
     * Issue 34 point 4 and the scratch queries: a run keeps no version and no audit row, Ctrl+S does; plain
     * {@code editor} with no tabs opens the user's own scratch query, which nobody else can open or overwrite and
     * which no project lists.
     */
    @Test
    @Order(6)
    void runsKeepNoVersionAndScratchQueriesArePersonal() throws Exception {
        long runs = APP.createScript("limits", "runs.sql", "SELECT 1 AS one");
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(runs);
        editor.replaceText(runs, "SELECT 7 AS seven");
        page.keyboard().press("Control+Enter");
        awaitFinishedRun(page);
        page.keyboard().press("Control+Enter");
        awaitFinishedRun(page);
        assertThat(count(runs, "SELECT COUNT(*) FROM script_version WHERE script_id = ?")).as("runs make no version")
                .isEqualTo(1);
        assertThat(saveAudits("limits/runs.sql")).as("runs leave no audit row of a save").isZero();
        page.keyboard().press("Control+s");
        editor.awaitSaved(runs, 2);
        assertThat(saveAudits("limits/runs.sql")).isEqualTo(1);

        Page admin = BROWSER.newPage();
        LoginPage.signIn(admin, APP.app().baseUrl(), "admin", APP.app().adminPassword());
        admin.navigate(APP.app().baseUrl() + "editor");
        long bossScratch = Await.until(Duration.ofSeconds(60), () -> scratchOf("admin"), id -> id > 0,
                "the administrator's scratch query");
        EditorPage adminEditor = new EditorPage(admin, APP.app().baseUrl());
        adminEditor.awaitEditor(bossScratch);
        adminEditor.replaceText(bossScratch, "SELECT 'boss' AS who");
        admin.keyboard().press("Control+Enter");
        awaitFinishedRun(admin);
        assertThat(count(bossScratch, "SELECT COUNT(*) FROM script_version WHERE script_id = ?")).isEqualTo(1);
        admin.keyboard().press("Control+s");
        adminEditor.awaitSaved(bossScratch, 2);

        page.click("#editor-scratch");
        long devScratch = Await.until(Duration.ofSeconds(60), () -> scratchOf(APP.developer()),
                id -> id > 0, "the developer's scratch query");
        assertThat(devScratch).isNotEqualTo(bossScratch);
        editor.awaitEditor(devScratch);
        assertThat(page.locator("body")).not().containsText("~/");
        page.navigate(APP.app().baseUrl() + "editor/" + bossScratch);
        assertThat(page.locator("#editor-message")).containsText("does not exist");
        assertThat(page.locator("#editor-tab-" + bossScratch)).hasCount(0);
        assertThat(APP.savedContent(bossScratch)).isEqualTo("SELECT 'boss' AS who");
        page.navigate(APP.app().baseUrl() + "deploy");
        page.locator("#deploy-project").click();
        page.locator("vaadin-combo-box-item").first().waitFor();
        assertThat(page.locator("vaadin-combo-box-item").allTextContents()).as("deployable projects")
                .noneMatch(name -> name.startsWith("~"));
        SecuredAppExtension.screenshot(admin, "editor-scratch");
    }

    /**
     * Issue 34, query tabs with their own result history: two tabs run different queries, switching tabs shows each
     * tab's own runs and result, and an older run of a tab is shown again from its History list.
     */
    @Test
    @Order(7)
    void eachTabKeepsItsOwnRunsAndAnOlderRunIsShownAgain() throws Exception {
        long left = APP.createScript("limits", "left.sql", "SELECT 'alpha' AS a");
        long right = APP.createScript("limits", "right.sql", "SELECT 'beta' AS b");
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(left);
        // both tabs open in one page: the second open reloads, and the stored tabs come back
        editor.open(right);
        selectTab(page, left, "left.sql");
        editor.awaitEditor(left);
        editor.focusEnd(left);
        page.keyboard().press("Control+Enter");
        assertThat(page.locator(".run-row .run-statement")).containsText("'alpha'");
        awaitFinishedRun(page);
        assertThat(resultCell(page, "alpha")).hasCount(1);
        editor.replaceText(left, "SELECT 'gamma' AS g");
        page.keyboard().press("Control+Enter");
        assertThat(page.locator(".run-row .run-statement")).containsText("'gamma'");
        awaitFinishedRun(page);
        assertThat(resultCell(page, "gamma")).hasCount(1);
        assertThat(page.locator("#run-history")).containsText("History (2)");

        selectTab(page, right, "right.sql");
        editor.awaitEditor(right);
        // the other tab has run nothing yet
        assertThat(page.locator(".run-row")).hasCount(0);
        assertThat(page.locator("#result-grid")).isHidden();
        editor.focusEnd(right);
        page.keyboard().press("Control+Enter");
        assertThat(page.locator(".run-row .run-statement")).containsText("'beta'");
        awaitFinishedRun(page);
        assertThat(resultCell(page, "beta")).hasCount(1);
        assertThat(page.locator("#run-history")).containsText("History (1)");

        selectTab(page, left, "left.sql");
        editor.awaitEditor(left);
        assertThat(page.locator(".run-row")).hasCount(1);
        assertThat(page.locator(".run-row .run-statement")).containsText("'gamma'");
        assertThat(resultCell(page, "gamma")).hasCount(1);
        assertThat(resultCell(page, "beta")).hasCount(0);

        page.locator("#run-history").click();
        // the items of the open menu, newest first
        com.microsoft.playwright.Locator items = page.locator("vaadin-context-menu-item");
        assertThat(items).hasCount(2);
        assertThat(items.first()).containsText("'gamma'");
        com.microsoft.playwright.Locator older = items.filter(
                new com.microsoft.playwright.Locator.FilterOptions().setHasText("'alpha'"));
        assertThat(older).containsText("finished");
        assertThat(older).containsText("1 row");
        older.click();
        assertThat(page.locator(".run-row .run-statement")).containsText("'alpha'");
        assertThat(resultCell(page, "alpha")).hasCount(1);
        assertThat(page.locator("#run-gone")).isHidden();
        SecuredAppExtension.screenshot(page, "editor-tab-history");

        selectTab(page, right, "right.sql");
        assertThat(page.locator(".run-row .run-statement")).containsText("'beta'");
        assertThat(resultCell(page, "beta")).hasCount(1);
    }

    /** Clicks the tab's title, not its close button. */
    private static void selectTab(Page page, long scriptId, String title) {
        page.locator("#editor-tab-" + scriptId).getByText(title, new com.microsoft.playwright.Locator.GetByTextOptions()
                .setExact(true)).click();
        assertThat(page.locator("#editor-tab-" + scriptId)).hasAttribute("selected", "");
    }

    private static com.microsoft.playwright.Locator resultCell(Page page, String value) {
        return page.locator("#result-grid vaadin-grid-cell-content").filter(new com.microsoft.playwright.Locator
                .FilterOptions().setHasText(java.util.regex.Pattern.compile("^" + value + "$")));
    }

    private static void awaitFinishedRun(Page page) {
        assertThat(page.locator(".run-row").first().locator(".run-state")).hasText("finished",
                new com.microsoft.playwright.assertions.LocatorAssertions.HasTextOptions().setTimeout(240_000));
    }

    private static long scratchOf(String user) {
        try (java.sql.Connection c = APP.database().getConnection();
             java.sql.PreparedStatement ps = c.prepareStatement("SELECT s.id FROM script s JOIN project p"
                     + " ON p.id = s.project_id WHERE p.owner_username = ?")) {
            ps.setString(1, user);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int saveAudits(String target) throws java.sql.SQLException {
        try (java.sql.Connection c = APP.database().getConnection();
             java.sql.PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM audit_event"
                     + " WHERE action = 'SCRIPT_SAVED' AND target = ?")) {
            ps.setString(1, target);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    private static java.util.Set<String> running(java.util.Set<String> before) {
        return RunProbes.flinkJobs(APP).entrySet().stream().filter(job -> !before.contains(job.getKey())
                && "RUNNING".equals(job.getValue())).map(java.util.Map.Entry::getKey)
                .collect(java.util.stream.Collectors.toSet());
    }

    private static int versions() throws java.sql.SQLException {
        return count("SELECT COUNT(*) FROM script_version WHERE script_id = ?");
    }

    private static int draftCount() throws java.sql.SQLException {
        return count("SELECT COUNT(*) FROM script_draft WHERE script_id = ?");
    }

    private static int count(String sql) throws java.sql.SQLException {
        return count(mine, sql);
    }

    private static int count(long script, String sql) throws java.sql.SQLException {
        try (java.sql.Connection c = APP.database().getConnection();
             java.sql.PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, script);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** Waits until the developer's stored tabs are {@code expected} (ids in order, the active one starred). */
    private static void awaitStoredTabs(String expected) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        String found = null;
        while (System.nanoTime() < deadline) {
            StringBuilder tabs = new StringBuilder();
            try (java.sql.Connection c = APP.database().getConnection();
                 java.sql.PreparedStatement ps = c.prepareStatement(
                         "SELECT script_id, active FROM editor_tab WHERE username = ? ORDER BY position")) {
                ps.setString(1, APP.developer());
                try (java.sql.ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        tabs.append(tabs.isEmpty() ? "" : ",").append(rs.getLong(1)).append(rs.getBoolean(2) ? "*" : "");
                    }
                }
            }
            found = tabs.toString();
            if (expected.equals(found)) {
                return;
            }
            Thread.sleep(200);
        }
        org.assertj.core.api.Assertions.fail("stored tabs never became " + expected + "; last: " + found);
    }

    /** Waits until the user's draft row holds the text (it is written when typing pauses). */
    private static void awaitDraft(String text) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        String found = null;
        while (System.nanoTime() < deadline) {
            try (java.sql.Connection c = APP.database().getConnection();
                 java.sql.PreparedStatement ps = c.prepareStatement(
                         "SELECT content FROM script_draft WHERE script_id = ?")) {
                ps.setLong(1, mine);
                try (java.sql.ResultSet rs = ps.executeQuery()) {
                    found = rs.next() ? rs.getString(1) : null;
                }
            }
            if (text.equals(found)) {
                return;
            }
            Thread.sleep(200);
        }
        org.assertj.core.api.Assertions.fail("draft never became " + text + "; last: " + found);
    }

    @Test
    @Order(4)
    void anOlderVersionRestoredFromTheTreesHistoryReplacesTheEditorText() throws Exception {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(mine);
        page.locator("#project-tree .tree-row[data-node='ecommerce/07_tabs.sql']").click();
        page.locator("#tree-history").click();
        page.locator("#history-grid vaadin-grid-cell-content").filter(new com.microsoft.playwright.Locator.FilterOptions()
                .setHasText(java.util.regex.Pattern.compile("^1$"))).first().click();
        page.locator("#history-restore").click();
        assertThat(page.locator("#history-message")).containsText("Restored version 1");
        page.locator("#history-close").click();
        page.waitForFunction("id => document.querySelector('#sql-editor-' + id).text === 'SELECT 1'", String.valueOf(mine),
                new Page.WaitForFunctionOptions().setTimeout(60_000));
        assertThat(APP.savedContent(mine)).isEqualTo("SELECT 1");
        assertThat(page.locator(".script-tab[data-script-id='" + mine + "']")).hasAttribute("data-save-state", "SAVED");
        SecuredAppExtension.screenshot(page, "editor-version-restored");
    }
}
