package io.freshet.ui.git;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.SecretsService;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Optional;

/**
 * A project and git (issue 35), reached from the project tree's "Git…": for a project that lives only in Freshet,
 * linking it to a repository; for a linked one, its {@link GitPanel}. Everyone signed in sees the status; the
 * services check every action's role again.
 */
@Route(value = "projects/:projectId/git", layout = MainLayout.class)
@PageTitle("Git · Freshet")
@RolesAllowed(Roles.VIEWER)
public class GitView extends Main implements BeforeEnterObserver {

    static final String LINK_NEEDS_DEVELOPER = "Linking a project to a repository needs DEVELOPER.";

    private final GitService git;
    private final ProjectService projects;
    private final SecretsService secrets;
    private final boolean developer;
    private final boolean admin;
    private final H2 title = new H2("Git");
    private final Paragraph message = new Paragraph();
    private final Div body = new Div();
    private GitPanel panel;

    public GitView(GitService git, ProjectService projects, SecretsService secrets, CurrentUserService user) {
        this.git = git;
        this.projects = projects;
        this.secrets = secrets;
        this.developer = user.hasRole(Roles.DEVELOPER);
        this.admin = user.hasRole(Roles.ADMIN);
        getStyle().set("padding", "var(--lumo-space-l)");
        title.setId("git-title");
        message.setId("git-message");
        message.getStyle().set("color", "var(--lumo-error-text-color)");
        body.setId("git-body");
        body.setWidthFull();
        add(title, message, body);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Optional<Long> id = event.getRouteParameters().get("projectId").filter(v -> v.matches("\\d{1,18}"))
                .map(Long::parseLong);
        if (id.isEmpty()) {
            message.setText("No such project.");
            return;
        }
        show(id.get());
    }

    /** Shows the project's link, or the offer to make one. */
    void show(long projectId) {
        body.removeAll();
        panel = null;
        message.setText("");
        try {
            title.setText("Git · " + projects.contents(projectId).project().name());
            Optional<GitLink> link = git.linkOf(projectId);
            if (link.isPresent()) {
                panel = new GitPanel(git, projectId, link.get(), developer);
                body.add(panel);
            } else {
                body.add(notLinked(projectId));
            }
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private Div notLinked(long projectId) {
        Paragraph text = new Paragraph("This project lives only in Freshet. Link it to a git repository to review"
                + " its scripts in pull requests: commit, push and pull from here.");
        text.setId("git-not-linked");
        Guarded link = new Guarded("git-link", "Link to a repository…", () -> openLink(projectId)).primary()
                .allowIf(developer ? null : LINK_NEEDS_DEVELOPER);
        return new Div(text, link);
    }

    private void openLink(long projectId) {
        try {
            List<String> names = admin ? secrets.names() : List.of();
            Dialogs.openIn(this, new LinkDialog(git, projectId, names, admin, result -> {
                show(projectId);
                if (panel != null) {
                    git.linkOf(projectId).ifPresent(link -> panel.say(GitWords.linked(link, result)));
                }
            }));
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
