package io.freshet.ui.git;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import io.freshet.ui.common.Counts;
import io.freshet.ui.common.ServiceException;
import java.util.Optional;

/**
 * A linked project's git page: the branch and commit it is on, how far from the remote branch, each script's state,
 * the selected script's diff or conflict, and Pull, Commit, Push and Switch branch, each ending in one line of text.
 * A VIEWER sees the same status with the actions disabled and the reason in their tooltips.
 */
final class GitPanel extends VerticalLayout {

    static final String VIEWER_ONLY = "Your role sees the git status only: pulling, committing, pushing, switching"
            + " branch and choosing a text need DEVELOPER.";
    static final String CONFLICTS_FIRST = "Choose a text for each conflicting script first.";
    static final String NOTHING_TO_PUSH = "Nothing to push: commit the changed scripts first.";

    private final GitService git;
    private final long projectId;
    private final GitLink link;
    private final boolean developer;
    private final Span head = new Span();
    private final Span distance = new Span();
    private final Span conflicts = new Span();
    private final Paragraph outcome = new Paragraph();
    private final Guarded pull = new Guarded("git-pull", "Pull", this::pull);
    private final Guarded commit = new Guarded("git-commit", "Commit…", this::commit);
    private final Guarded push = new Guarded("git-push", "Push", this::push);
    private final Guarded switchBranch = new Guarded("git-switch", "Switch branch…", this::switchBranch);
    private final Grid<ScriptGitStatus> scripts = new Grid<>();
    private final Div detail = new Div();
    private GitStatus status;

    GitPanel(GitService git, long projectId, GitLink link, boolean developer) {
        this.git = git;
        this.projectId = projectId;
        this.link = link;
        this.developer = developer;
        setId("git-panel");
        setPadding(false);
        Span remote = new Span("Remote: " + link.remoteUrl() + (link.credentialSecret() == null ? ""
                : " with the secret " + link.credentialSecret()));
        remote.setId("git-remote");
        head.setId("git-head");
        head.setText("Branch " + link.branch() + ".");
        distance.setId("git-distance");
        conflicts.setId("git-conflicts");
        conflicts.getStyle().set("color", "var(--lumo-error-text-color)");
        outcome.setId("git-outcome");
        scripts.setId("git-scripts");
        scripts.addColumn(ScriptGitStatus::path).setHeader("Script").setFlexGrow(1);
        scripts.addColumn(s -> GitWords.state(s.state())).setHeader("Against the remote branch").setAutoWidth(true);
        scripts.setHeight("18em");
        scripts.asSingleSelect().addValueChangeListener(e -> showDetail(e.getValue()));
        detail.setId("git-detail");
        detail.setWidthFull();
        HorizontalLayout actions = new HorizontalLayout(pull, commit, push, switchBranch);
        actions.setId("git-actions");
        actions.setSpacing(false);
        actions.getStyle().set("gap", "var(--lumo-space-s)");
        add(remote, head, distance, conflicts, actions, outcome, scripts, detail);
        guard(null);
        refresh();
    }

    /** Fetches the remote branch and shows where the project stands. */
    void refresh() {
        act(() -> show(git.status(projectId)));
    }

    /** Shows an action's outcome. */
    void say(String text) {
        outcome.setText(text);
        outcome.getElement().setAttribute("data-outcome", "done");
        outcome.getStyle().remove("color");
    }

    private void fail(String text) {
        outcome.setText(text);
        outcome.getElement().setAttribute("data-outcome", "refused");
        outcome.getStyle().set("color", "var(--lumo-error-text-color)");
    }

    private void show(GitStatus now) {
        status = now;
        head.setText(GitWords.head(now));
        distance.setText(GitWords.distance(now));
        long open = now.scripts().stream().filter(s -> s.state() == ScriptGitState.CONFLICT).count();
        conflicts.setText(open == 0 ? "" : Counts.of(open, "script") + " changed on both sides: select "
                + (open == 1 ? "it" : "each") + " to choose a text.");
        conflicts.setVisible(open > 0);
        guard(now);
        String selected = Optional.ofNullable(scripts.asSingleSelect().getValue()).map(ScriptGitStatus::path)
                .orElse(null);
        scripts.setItems(now.scripts());
        select(selected);
    }

    /** Disables what the role, or where the project stands (when known), does not allow now. */
    private void guard(GitStatus now) {
        String role = developer ? null : VIEWER_ONLY;
        pull.allowIf(role);
        switchBranch.allowIf(role);
        String order = now == null ? null : now.hasConflicts() ? CONFLICTS_FIRST : null;
        commit.allowIf(role != null ? role : order);
        push.allowIf(role != null ? role : order != null ? order
                : now != null && now.ahead() == 0 ? NOTHING_TO_PUSH : null);
    }

    /** Selects a script's row again after the list changed, which shows its diff or conflict anew. */
    private void select(String path) {
        scripts.deselectAll();
        detail.removeAll();
        status.scripts().stream().filter(s -> s.path().equals(path)).findFirst().ifPresent(scripts::select);
    }

    private void showDetail(ScriptGitStatus script) {
        detail.removeAll();
        if (script == null) {
            return;
        }
        act(() -> {
            if (script.state() == ScriptGitState.CONFLICT) {
                git.conflicts(projectId).stream().filter(c -> c.path().equals(script.path())).findFirst()
                        .ifPresent(c -> detail.add(new ConflictPanel(c, developer ? null : VIEWER_ONLY,
                                this::resolve)));
            } else {
                detail.add(new ScriptDiff(git.texts(projectId, script.path()), script.state()));
            }
        });
    }

    private void pull() {
        act(() -> {
            GitPullResult result = git.pull(projectId);
            show(result.status());
            say(GitWords.pulled(result));
            if (!result.conflicts().isEmpty() && scripts.asSingleSelect().getValue() == null) {
                select(result.conflicts().get(0).path());
            }
        });
    }

    private void commit() {
        Dialogs.openIn(this, GitPrompts.commitMessage(message -> {
            GitStatus committed = git.commit(projectId, message);
            show(committed);
            say(GitWords.committed(committed));
        }));
    }

    private void push() {
        act(() -> {
            GitStatus pushed = git.push(projectId);
            show(pushed);
            say(GitWords.pushed(pushed));
        });
    }

    private void switchBranch() {
        Dialogs.openIn(this, GitPrompts.branch(status == null ? link.branch() : status.branch(), name -> {
            GitStatus switched = git.switchBranch(projectId, name);
            show(switched);
            say(GitWords.switched(switched));
        }));
    }

    /** Called by the conflict panel, which shows a refusal itself and keeps both texts. */
    private void resolve(String path, String chosenText) {
        GitStatus resolved = git.resolve(projectId, path, chosenText);
        show(resolved);
        say(GitWords.resolved(path, resolved));
    }

    private void act(Runnable action) {
        try {
            action.run();
        } catch (ServiceException e) {
            fail(e.userMessage());
        }
    }
}
