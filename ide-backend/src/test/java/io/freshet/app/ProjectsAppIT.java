package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.freshet.backend.projects.ProjectBundle;
import io.freshet.backend.projects.ProjectZip;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorPage;
import io.freshet.testing.LoginPage;
import io.freshet.testing.SecuredAppExtension;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Projects in the packaged app on PostgreSQL: the first start imported the sample project in manifest order;
 * in real Chromium a developer builds a tree, renames, moves, deletes and restores from the trash,
 * restores an older version from the history with its diff, and links the sample project to a bare git
 * repository on disk, where a change made in the editor arrives as the developer's commit (issue 35).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProjectsAppIT {

    @RegisterExtension
    static final SecuredAppExtension APP = SecuredAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final Path EXPORTED = Path.of("target", "projects-it-export.zip").toAbsolutePath();

    @BeforeAll
    static void patience() {
        // the first pages of a freshly started app on a busy two-core machine take longer than the 5 s default
        PlaywrightAssertions.setDefaultAssertionTimeout(30_000);
    }

    @Test
    @Order(1)
    void theFirstStartImportedTheSampleProjectInManifestOrder() throws Exception {
        List<String> paths = new ArrayList<>();
        try (Connection c = APP.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT s.path FROM script s JOIN project p ON p.id = s.project_id"
                     + " WHERE p.name = 'ecommerce' ORDER BY s.run_order")) {
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    paths.add(rs.getString(1));
                }
            }
        }
        assertThat(paths).containsExactly("01_ods_tables.sql", "02_ods_data.sql", "03_dwd_order_detail.sql",
                "04_dws_realtime.sql", "05_dws_reports.sql");
        assertThat(APP.auditCount("system", "PROJECT_IMPORTED", "SUCCESS")).isEqualTo(1);
        assertThat(APP.app().console()).doesNotContain("Could not import the sample project");

        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.VIEWER, SecuredAppExtension.VIEWER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "scripts");
        assertThat(node(page, "ecommerce/03_dwd_order_detail.sql")).isVisible();
        assertThat(page.locator("#tree-new-folder")).hasCount(0);
        node(page, "ecommerce/01_ods_tables.sql").click();
        assertThat(page.locator("#script-preview")).containsText("CREATE");
        more(page);
        Download download = page.waitForDownload(() -> page.locator("#tree-export").click());
        byte[] zip = Files.readAllBytes(download.path());
        ProjectBundle exported = ProjectZip.read(download.suggestedFilename(), zip);
        assertThat(download.suggestedFilename()).isEqualTo("ecommerce.zip");
        assertThat(exported.scripts()).extracting(ProjectBundle.File::path).isEqualTo(paths);
        Files.write(EXPORTED, zip);
    }

    @Test
    @Order(2)
    void aDeveloperBuildsTheTreeDeletesAndRestoresAndRestoresAnOlderVersion() throws Exception {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "scripts");

        node(page, "ecommerce").click();
        page.locator("#tree-new-folder").click();
        prompt(page, "playground");
        assertThat(page.locator("#tree-message")).hasText("Created folder playground");
        page.locator("#tree-new-script").click();
        assertThat(page.locator("#prompt-field input")).hasValue("playground/");
        prompt(page, "playground/first");
        assertThat(page.locator("#tree-message")).hasText("Created playground/first.sql");
        assertThat(node(page, "ecommerce/playground/first.sql")).isVisible();

        // a refused name keeps the dialog open with the reason
        node(page, "ecommerce/playground/first.sql").click();
        more(page);
        page.locator("#tree-rename").click();
        page.locator("#prompt-field input").fill("../escape.sql");
        page.locator("#prompt-ok").click();
        assertThat(page.locator("#prompt-error")).containsText("'..'");
        page.locator("#prompt-field input").fill("renamed.sql");
        page.locator("#prompt-ok").click();
        assertThat(page.locator("#tree-message")).hasText("Moved playground/first.sql to playground/renamed.sql");

        // two versions to choose from later, saved in the editor (the Scripts page only previews)
        node(page, "ecommerce/playground/renamed.sql").click();
        page.locator("#script-open-in-editor").click();
        page.waitForURL(Pattern.compile(".*/editor/\\d+$"));
        long scriptId = Long.parseLong(page.url().replaceAll(".*/editor/", ""));
        EditorPage editor = new EditorPage(page, APP.app().baseUrl());
        editor.awaitEditor(scriptId);
        // autosave after a pause would add versions of its own: only the explicit saves count here
        editor.editor(scriptId).evaluate("e => e.idleDelay = 600000");
        editor.replaceText(scriptId, "SELECT 'version one';");
        page.keyboard().press("Control+S");
        editor.awaitSaved(scriptId, 2);
        editor.replaceText(scriptId, "SELECT 'version two';");
        page.keyboard().press("Control+S");
        editor.awaitSaved(scriptId, 3);
        page.navigate(APP.app().baseUrl() + "scripts");
        node(page, "ecommerce/playground/renamed.sql").click();
        assertThat(page.locator("#script-preview")).hasText("SELECT 'version two';");

        more(page);
        page.locator("#tree-move").click();
        assertThat(page.locator("#prompt-choice input")).hasValue("/");
        page.locator("#prompt-ok").click();
        assertThat(page.locator("#tree-message")).hasText("Moved playground/renamed.sql to renamed.sql");
        assertThat(node(page, "ecommerce/renamed.sql")).isVisible();
        // the emptied folder stays
        assertThat(node(page, "ecommerce/playground")).isVisible();

        page.locator("#tree-delete").click();
        assertThat(page.locator("#tree-message")).hasText("Moved renamed.sql to the trash");
        assertThat(node(page, "ecommerce/renamed.sql")).isHidden();

        page.locator("#tree-trash").click();
        page.locator("#trash-grid vaadin-grid-cell-content", new Page.LocatorOptions().setHasText("renamed.sql")).first().click();
        page.locator("#trash-restore").click();
        assertThat(page.locator("#trash-message")).hasText("Restored renamed.sql");
        // only an admin empties the trash
        assertThat(page.locator("#trash-empty")).hasCount(0);
        page.locator("#trash-close").click();
        assertThat(node(page, "ecommerce/renamed.sql")).isVisible();

        node(page, "ecommerce/renamed.sql").click();
        page.locator("#tree-history").click();
        page.locator("#history-grid vaadin-grid-cell-content", new Page.LocatorOptions()
                .setHasText(Pattern.compile("^2$"))).first().click();
        assertThat(page.locator("#history-diff .diff-removed")).hasText("- SELECT 'version one';");
        assertThat(page.locator("#history-diff .diff-added")).hasText("+ SELECT 'version two';");
        Object cut = page.locator("#history-grid").evaluate("g => { const t = g.shadowRoot.querySelector('#table');"
                + " const times = [...g.querySelectorAll('vaadin-grid-cell-content')]"
                + ".filter(c => /^\\d{4}-\\d{2}-\\d{2} /.test(c.textContent));"
                + " return 'scroll=' + (t.scrollWidth - t.clientWidth) + ' times=' + (times.length > 0)"
                + " + ' cut=' + times.filter(c => c.scrollWidth > c.clientWidth).length; }");
        assertThat(cut).as("the version list shows its time column whole, without scrolling")
                .isEqualTo("scroll=0 times=true cut=0");
        SecuredAppExtension.screenshot(page, "projects-history");
        page.locator("#history-restore").click();
        assertThat(page.locator("#history-message")).hasText("Restored version 2 as version 4");
        page.locator("#history-close").click();
        assertThat(page.locator("#script-preview")).hasText("SELECT 'version one';");
        SecuredAppExtension.screenshot(page, "projects-tree");

        for (String action : List.of("FOLDER_CREATED", "SCRIPT_CREATED", "SCRIPT_MOVED", "SCRIPT_DELETED",
                "SCRIPT_RESTORED", "SCRIPT_VERSION_RESTORED")) {
            assertThat(APP.auditCount(SecuredAppExtension.DEVELOPER, action, "SUCCESS")).as(action).isPositive();
        }
    }

    @Test
    @Order(3)
    void aDeveloperImportsTheExportedZip() {
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "scripts");
        more(page);
        page.locator("#tree-import input[type=file]").setInputFiles(EXPORTED);
        assertThat(page.locator("#tree-message")).hasText("Imported ecommerce (2)");
        assertThat(node(page, "ecommerce (2)/05_dws_reports.sql")).isVisible();
    }

    @Test
    @Order(4)
    void aDeveloperLinksTheSampleProjectToARepositoryAndPushesAReviewedChange() throws Exception {
        Path bare = Files.createTempDirectory("freshet-git-it").resolve("sample.git");
        Git.init().setBare(true).setInitialBranch("main").setDirectory(bare.toFile()).call().close();
        Page page = BROWSER.newPage();
        LoginPage.signIn(page, APP.app().baseUrl(), SecuredAppExtension.DEVELOPER, SecuredAppExtension.DEVELOPER_PASSWORD);
        page.navigate(APP.app().baseUrl() + "scripts");
        node(page, "ecommerce").click();
        more(page);
        page.locator("#tree-git").click();
        page.waitForURL(Pattern.compile(".*/projects/\\d+/git$"));
        String gitPage = page.url();
        assertThat(page.locator("#git-title")).hasText("Git · ecommerce");

        page.locator("#git-link").click();
        page.locator("#git-link-url input").fill(bare.toUri().toString());
        page.locator("#git-link-ok").click();
        assertThat(page.locator("#git-outcome")).containsText("Linked to " + bare.toUri());
        assertThat(page.locator("#git-head")).hasText("Branch main: no commit yet.");
        commit(page, "The sample project");
        push(page);

        // a change saved in the editor is "modified here" with its diff against the remote branch
        long[] reports = script("05_dws_reports.sql");
        EditorPage editor = new EditorPage(page, APP.app().baseUrl()).open(reports[0]);
        editor.editor(reports[0]).evaluate("e => e.idleDelay = 600000");
        editor.focusEnd(reports[0]);
        page.keyboard().insertText("\n-- reviewed through git\n");
        page.keyboard().press("Control+S");
        editor.awaitSaved(reports[0], reports[1] + 1);
        page.navigate(gitPage);
        assertThat(page.locator("#git-scripts vaadin-grid-cell-content", new Page.LocatorOptions()
                .setHasText("modified here"))).hasCount(1);
        page.locator("#git-scripts vaadin-grid-cell-content", new Page.LocatorOptions()
                .setHasText("05_dws_reports.sql")).first().click();
        assertThat(page.locator("#git-diff")).containsText("+ -- reviewed through git");
        assertThat(page.locator("#git-diff .diff-removed")).hasCount(0);
        SecuredAppExtension.screenshot(page, "projects-git-diff");
        commit(page, "Reports reviewed in git");
        push(page);
        assertThat(page.locator("#git-distance")).hasText("Nothing to push or pull.");

        try (Git remote = Git.open(bare.toFile()); RevWalk walk = new RevWalk(remote.getRepository())) {
            Repository repo = remote.getRepository();
            RevCommit head = walk.parseCommit(repo.resolve("refs/heads/main"));
            assertThat(head.getShortMessage()).isEqualTo("Reports reviewed in git");
            assertThat(head.getAuthorIdent().getName()).as("the signed-in user commits")
                    .isEqualTo(SecuredAppExtension.DEVELOPER);
            assertThat(walk.parseCommit(head.getParent(0)).getShortMessage()).isEqualTo("The sample project");
            try (TreeWalk file = TreeWalk.forPath(repo, "05_dws_reports.sql", head.getTree())) {
                assertThat(new String(repo.open(file.getObjectId(0)).getBytes(), StandardCharsets.UTF_8))
                        .contains("-- reviewed through git");
            }
        }
        assertThat(APP.auditCount(SecuredAppExtension.DEVELOPER, "GIT_PUSHED", "SUCCESS")).isEqualTo(2);
    }

    /** Commits the saved scripts from the git page with this message. */
    private static void commit(Page page, String message) {
        page.locator("#git-commit").click();
        page.locator("#git-commit-message textarea").fill(message);
        page.locator("#git-commit-message-ok").click();
        assertThat(page.locator("#git-outcome")).containsText("Committed ");
        assertThat(page.locator("#git-outcome")).containsText(message);
    }

    private static void push(Page page) {
        page.locator("#git-push").click();
        assertThat(page.locator("#git-outcome")).hasText(Pattern.compile("Pushed branch main at [0-9a-f]{7}\\."));
    }

    /** A sample script's id and saved version. */
    private static long[] script(String path) throws Exception {
        try (Connection c = APP.database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT s.id, s.version FROM script s JOIN project p"
                     + " ON p.id = s.project_id WHERE p.name = 'ecommerce' AND s.path = ?")) {
            ps.setString(1, path);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).as(path).isTrue();
                return new long[] {rs.getLong(1), rs.getLong(2)};
            }
        }
    }

    /** The tree's rarer actions are behind its "More actions" button (issue 34: one toolbar row at 1024 px). */
    private static void more(Page page) {
        if (!page.locator("#tree-more-actions").isVisible()) {
            page.locator("#tree-more").click();
        }
        assertThat(page.locator("#tree-more-actions")).isVisible();
    }

    private static Locator node(Page page, String path) {
        return page.locator("#project-tree [data-node=\"" + path + "\"]");
    }

    private static void prompt(Page page, String value) {
        page.locator("#prompt-field input").fill(value);
        page.locator("#prompt-ok").click();
    }
}
