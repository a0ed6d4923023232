package io.freshet.ui.git;

import static io.freshet.ui.git.FakeGit.script;
import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.testing.UiExtension;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The git panel of a linked project against a fake git service: status, diff, each action, conflicts, roles. */
class GitPanelTest {

    private static final GitLink LINK = new GitLink("https://git.example.com/shop.git", "main", "bot",
            "git.shop-token");
    private static final String ORDERS = "dwd/orders.sql";

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final FakeGit git = new FakeGit();

    @Test
    void theStatusShowsBranchCommitDistanceAndEachScriptsState() {
        git.status = FakeGit.at(2, 1, script(ORDERS, ScriptGitState.CHANGED_HERE),
                script("dws/revenue.sql", ScriptGitState.NEW), script("ods/old.sql", ScriptGitState.DELETED),
                script("dws/daily.sql", ScriptGitState.CHANGED_THERE),
                script("ods/items.sql", ScriptGitState.UNCHANGED));

        GitPanel panel = developer();

        assertThat(text(panel, "git-remote")).isEqualTo("Remote: https://git.example.com/shop.git with the secret"
                + " git.shop-token");
        assertThat(text(panel, "git-head")).isEqualTo("Branch main at abcdef0 “Orders carry amount” by ann.");
        assertThat(text(panel, "git-distance")).isEqualTo("2 commits to push, 1 to pull.");
        assertThat(byId(panel, "git-conflicts", Span.class).isVisible()).isFalse();
        assertThat(grid(panel).getGenericDataView().getItems().map(s -> s.path() + " " + GitWords.state(s.state())))
                .containsExactly("dwd/orders.sql modified here", "dws/revenue.sql added here",
                        "ods/old.sql deleted here", "dws/daily.sql changed on the remote", "ods/items.sql unchanged");
        for (String action : List.of("git-pull", "git-commit", "git-push", "git-switch")) {
            assertThat(button(panel, action).isEnabled()).as(action).isTrue();
        }
    }

    @Test
    void aProjectBeforeItsFirstCommitSaysSoAndHasNothingToPush() {
        git.status = new GitStatus(7, LINK.remoteUrl(), "main", null, null, null, 0, 0,
                List.of(script(ORDERS, ScriptGitState.NEW)));

        GitPanel panel = developer();

        assertThat(text(panel, "git-head")).isEqualTo("Branch main: no commit yet.");
        assertThat(text(panel, "git-distance")).isEqualTo("Nothing to push or pull.");
        assertThat(button(panel, "git-push").isEnabled()).isFalse();
        assertThat(reason(panel, "git-push")).isEqualTo(GitPanel.NOTHING_TO_PUSH);
    }

    @Test
    void selectingAModifiedScriptShowsWhatACommitAndPushSend() {
        git.status = FakeGit.at(0, 0, script(ORDERS, ScriptGitState.CHANGED_HERE));
        git.texts.put(ORDERS, new ScriptGitTexts(ORDERS, "SELECT id, amount\nFROM ods_orders;",
                "SELECT id\nFROM ods_orders;"));
        GitPanel panel = developer();

        grid(panel).select(git.status.scripts().get(0));

        Div diff = byId(panel, "git-diff", Div.class);
        assertThat(lines(diff, "diff-removed")).containsExactly("- SELECT id");
        assertThat(lines(diff, "diff-added")).containsExactly("+ SELECT id, amount");
        assertThat(lines(diff, "diff-same")).containsExactly("  FROM ods_orders;");
        assertThat(String.join("", lines(diff, "diff-header"))).startsWith("--- remote branch  +++ Freshet");
    }

    @Test
    void aChangeOnTheRemoteIsShownAsWhatAPullBrings() {
        git.status = FakeGit.at(0, 1, script(ORDERS, ScriptGitState.CHANGED_THERE));
        git.texts.put(ORDERS, new ScriptGitTexts(ORDERS, "SELECT id FROM ods_orders;", null));
        GitPanel panel = developer();

        grid(panel).select(git.status.scripts().get(0));

        Div diff = byId(panel, "git-diff", Div.class);
        assertThat(String.join("", lines(diff, "diff-header"))).startsWith("--- Freshet  +++ remote branch");
        assertThat(lines(diff, "diff-removed")).as("deleted on the remote").containsExactly("- SELECT id FROM"
                + " ods_orders;");
        assertThat(lines(diff, "diff-added")).isEmpty();
    }

    @Test
    void pullSaysWhatChangedAndOpensTheFirstConflict() {
        git.status = FakeGit.at(1, 1, script(ORDERS, ScriptGitState.CHANGED_HERE));
        GitConflict conflict = new GitConflict(ORDERS, "SELECT id, amount FROM o;", "SELECT id, status FROM o;");
        git.pulled = new GitPullResult(FakeGit.at(1, 0, script(ORDERS, ScriptGitState.CONFLICT),
                script("dws/daily.sql", ScriptGitState.UNCHANGED)), List.of("dws/daily.sql"), List.of(conflict));
        GitPanel panel = developer();

        click(panel, "git-pull");

        assertThat(outcome(panel).getText()).isEqualTo("Pulled: 1 script updated; 1 conflict to choose a text for"
                + " (dwd/orders.sql).");
        assertThat(text(panel, "git-conflicts")).isEqualTo("1 script changed on both sides: select it to choose a"
                + " text.");
        assertThat(byId(panel, "git-conflict-mine", TextArea.class).getValue()).isEqualTo("SELECT id, amount FROM o;");
        assertThat(byId(panel, "git-conflict-theirs", TextArea.class).getValue()).isEqualTo("SELECT id, status FROM"
                + " o;");
        assertThat(button(panel, "git-commit").isEnabled()).isFalse();
        assertThat(reason(panel, "git-commit")).isEqualTo(GitPanel.CONFLICTS_FIRST);
        assertThat(reason(panel, "git-push")).isEqualTo(GitPanel.CONFLICTS_FIRST);
    }

    @Test
    void aPullWithNothingNewSaysSo() {
        git.status = FakeGit.at(0, 0);
        git.pulled = new GitPullResult(git.status, List.of(), List.of());
        GitPanel panel = developer();

        click(panel, "git-pull");

        assertThat(outcome(panel).getText()).isEqualTo("Pulled: nothing new on the remote branch.");
    }

    @Test
    void commitAsksForAMessageAndSaysWhatWasCommitted() {
        git.status = FakeGit.at(0, 0, script(ORDERS, ScriptGitState.CHANGED_HERE));
        GitPanel panel = developer();

        click(panel, "git-commit");
        byId(panel, "git-commit-message", TextArea.class).setValue("Orders carry their amount");
        click(panel, "git-commit-message-ok");

        assertThat(git.calls).contains("commit Orders carry their amount");
        assertThat(find(panel, "git-commit-message", TextArea.class)).as("the prompt closed").isEmpty();
        assertThat(outcome(panel).getText()).isEqualTo("Committed c0ffee1 “Orders carry their amount”: 1 commit to"
                + " push.");
        assertThat(text(panel, "git-head")).isEqualTo("Branch main at c0ffee1 “Orders carry their amount” by dev.");
        assertThat(button(panel, "git-push").isEnabled()).isTrue();
    }

    @Test
    void aRefusedCommitKeepsThePromptWithTheMessageTyped() {
        git.status = FakeGit.at(0, 0, script(ORDERS, ScriptGitState.UNCHANGED));
        git.refusals.put("commit", "Nothing to commit: the scripts are as in the last commit.");
        GitPanel panel = developer();

        click(panel, "git-commit");
        byId(panel, "git-commit-message", TextArea.class).setValue("Again");
        click(panel, "git-commit-message-ok");

        assertThat(byId(panel, "git-commit-message-error", Span.class).getText())
                .isEqualTo("Nothing to commit: the scripts are as in the last commit.");
        assertThat(byId(panel, "git-commit-message", TextArea.class).getValue()).isEqualTo("Again");
    }

    @Test
    void pushSaysWhereTheBranchNowIsAndARefusalIsOneLineOfTheServicesWords() {
        git.status = FakeGit.at(1, 0, script(ORDERS, ScriptGitState.CHANGED_HERE));
        GitPanel panel = developer();

        click(panel, "git-push");

        assertThat(outcome(panel).getText()).isEqualTo("Pushed branch main at abcdef0.");
        assertThat(outcome(panel).getElement().getAttribute("data-outcome")).isEqualTo("done");
        assertThat(text(panel, "git-distance")).isEqualTo("Nothing to push or pull.");

        git.status = FakeGit.at(1, 1, script(ORDERS, ScriptGitState.CHANGED_HERE));
        git.refusals.put("push", "The remote branch has commits this project does not have: pull first, then push.");
        panel = developer();
        click(panel, "git-push");

        assertThat(outcome(panel).getText()).isEqualTo("The remote branch has commits this project does not have:"
                + " pull first, then push.");
        assertThat(outcome(panel).getElement().getAttribute("data-outcome")).isEqualTo("refused");
    }

    @Test
    void switchingBranchAsksForTheNameStartingFromTheCurrentOne() {
        git.status = FakeGit.at(0, 0, script(ORDERS, ScriptGitState.UNCHANGED));
        GitPanel panel = developer();

        click(panel, "git-switch");
        TextField name = byId(panel, "git-branch-name", TextField.class);
        assertThat(name.getValue()).isEqualTo("main");
        name.setValue("feature");
        click(panel, "git-branch-name-ok");

        assertThat(git.calls).contains("switchBranch feature");
        assertThat(outcome(panel).getText()).isEqualTo("Now on branch feature at abcdef0.");
        assertThat(text(panel, "git-head")).startsWith("Branch feature at abcdef0");
    }

    @Test
    void eachSideOrTheMergedTextResolvesAConflictAndARefusalLosesNeither() {
        GitConflict conflict = new GitConflict(ORDERS, "SELECT id, amount FROM o;", "SELECT id, status FROM o;");
        git.conflicts.add(conflict);
        git.status = FakeGit.at(1, 0, script(ORDERS, ScriptGitState.CONFLICT));
        git.texts.put(ORDERS, new ScriptGitTexts(ORDERS, "SELECT id, amount, status FROM o;",
                "SELECT id, status FROM o;"));
        git.refusals.put("resolve", "The script dwd/orders.sql has no conflict to resolve.");
        GitPanel panel = developer();
        grid(panel).select(git.status.scripts().get(0));
        byId(panel, "git-conflict-merged", TextArea.class).setValue("SELECT id, amount, status FROM o;");

        click(panel, "git-conflict-resolve-merged");

        assertThat(byId(panel, "git-conflict-error", Span.class).getText())
                .isEqualTo("The script dwd/orders.sql has no conflict to resolve.");
        assertThat(byId(panel, "git-conflict-mine", TextArea.class).getValue()).isEqualTo("SELECT id, amount FROM o;");
        assertThat(byId(panel, "git-conflict-theirs", TextArea.class).getValue()).isEqualTo("SELECT id, status FROM"
                + " o;");
        assertThat(byId(panel, "git-conflict-merged", TextArea.class).getValue())
                .isEqualTo("SELECT id, amount, status FROM o;");

        git.refusals.clear();
        click(panel, "git-conflict-resolve-merged");

        assertThat(git.calls).contains("resolve dwd/orders.sql = SELECT id, amount, status FROM o;");
        assertThat(outcome(panel).getText()).isEqualTo("Resolved dwd/orders.sql; no conflict left: push to send the"
                + " merge.");
        assertThat(find(panel, "git-conflict", ConflictPanel.class)).as("the script now shows its diff").isEmpty();
        assertThat(byId(panel, "git-diff", Div.class).getElement().getAttribute("data-path")).isEqualTo(ORDERS);
    }

    @Test
    void keepMineAndTakeTheirsSendThatSidesText() {
        git.conflicts.add(new GitConflict(ORDERS, "SELECT 1;", null));
        git.conflicts.add(new GitConflict("b.sql", "SELECT 'b here';", "SELECT 'b there';"));
        git.status = FakeGit.at(1, 0, script(ORDERS, ScriptGitState.CONFLICT), script("b.sql",
                ScriptGitState.CONFLICT));
        git.texts.put(ORDERS, new ScriptGitTexts(ORDERS, "SELECT 1;", null));
        git.texts.put("b.sql", new ScriptGitTexts("b.sql", "SELECT 'b there';", "SELECT 'b here';"));
        GitPanel panel = developer();

        grid(panel).select(git.status.scripts().get(1));
        click(panel, "git-conflict-take-theirs");
        assertThat(git.calls).contains("resolve b.sql = SELECT 'b there';");
        assertThat(outcome(panel).getText()).isEqualTo("Resolved b.sql; 1 conflict left.");

        grid(panel).select(git.status.scripts().get(0));
        assertThat(byId(panel, "git-conflict-theirs", TextArea.class).getPlaceholder())
                .isEqualTo("(deleted on the remote branch)");
        click(panel, "git-conflict-keep-mine");
        assertThat(git.calls).contains("resolve dwd/orders.sql = SELECT 1;");
    }

    @Test
    void aViewerSeesTheStatusWithEveryActionDisabledAndSaidWhy() {
        git.conflicts.add(new GitConflict(ORDERS, "SELECT 1;", "SELECT 2;"));
        git.status = FakeGit.at(1, 1, script(ORDERS, ScriptGitState.CONFLICT));

        GitPanel panel = new GitPanel(git, 7, LINK, false);
        grid(panel).select(git.status.scripts().get(0));

        assertThat(text(panel, "git-head")).isEqualTo("Branch main at abcdef0 “Orders carry amount” by ann.");
        for (String action : List.of("git-pull", "git-commit", "git-push", "git-switch", "git-conflict-keep-mine",
                "git-conflict-take-theirs", "git-conflict-resolve-merged")) {
            assertThat(button(panel, action).isEnabled()).as(action).isFalse();
            assertThat(reason(panel, action)).as(action).isEqualTo(GitPanel.VIEWER_ONLY);
        }
        assertThat(byId(panel, "git-conflict-merged", TextArea.class).isReadOnly()).isTrue();
        assertThat(git.calls).containsExactly("status", "conflicts");
    }

    @Test
    void aStatusTheServiceCannotReadIsOneLineOfItsWords() {
        git.refusals.put("status", "Could not read the remote branch: the repository at"
                + " https://git.example.com/shop.git could not be reached or refused the credentials.");

        GitPanel panel = developer();

        assertThat(outcome(panel).getText()).startsWith("Could not read the remote branch:");
        assertThat(outcome(panel).getElement().getAttribute("data-outcome")).isEqualTo("refused");
        assertThat(text(panel, "git-head")).isEqualTo("Branch main.");
        assertThat(button(panel, "git-pull").isEnabled()).as("a pull may bring the remote back").isTrue();
        assertThat(reason(panel, "git-commit")).isNull();
    }

    @Test
    void aViewerWhoseStatusCannotBeReadStillGetsNoAction() {
        git.refusals.put("status", "Could not read the remote branch (git failed; the server log has the details).");

        GitPanel panel = new GitPanel(git, 7, LINK, false);

        for (String action : List.of("git-pull", "git-commit", "git-push", "git-switch")) {
            assertThat(reason(panel, action)).as(action).isEqualTo(GitPanel.VIEWER_ONLY);
        }
    }

    private GitPanel developer() {
        return new GitPanel(git, 7, LINK, true);
    }

    @SuppressWarnings("unchecked")
    private static Grid<ScriptGitStatus> grid(GitPanel panel) {
        return byId(panel, "git-scripts", Grid.class);
    }

    private static Button button(GitPanel panel, String id) {
        return byId(panel, id, Button.class);
    }

    private static String reason(GitPanel panel, String id) {
        return ((Guarded) button(panel, id).getParent().orElseThrow()).reason();
    }

    private static void click(GitPanel panel, String id) {
        button(panel, id).click();
    }

    private static String text(GitPanel panel, String id) {
        return byId(panel, id, Span.class).getText();
    }

    private static Paragraph outcome(GitPanel panel) {
        return byId(panel, "git-outcome", Paragraph.class);
    }

    private static List<String> lines(Div diff, String className) {
        return diff.getChildren().filter(c -> c.getElement().getClassList().contains(className))
                .map(c -> c.getElement().getText()).toList();
    }
}
