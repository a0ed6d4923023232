package io.freshet.ui.git;

import static io.freshet.ui.git.FakeGit.script;
import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectContents;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.SecretsService;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The git page against fakes: a project without a link, the link dialog per role, refusals kept in the dialog. */
class GitViewTest {

    private static final Set<String> VIEWER = Set.of(Roles.VIEWER);
    private static final Set<String> DEVELOPER = Set.of(Roles.VIEWER, Roles.DEVELOPER);
    private static final Set<String> ADMIN = Set.of(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final FakeGit git = new FakeGit();
    private final List<String> secretCalls = new ArrayList<>();

    @Test
    void aProjectWithoutALinkOffersToLinkIt() {
        GitView view = open(DEVELOPER);

        assertThat(byId(view, "git-title", H2.class).getText()).isEqualTo("Git · shop");
        assertThat(byId(view, "git-not-linked", Paragraph.class).getText()).startsWith("This project lives only in"
                + " Freshet.");
        assertThat(byId(view, "git-link", Button.class).isEnabled()).isTrue();
        assertThat(find(view, "git-panel", GitPanel.class)).isEmpty();
    }

    @Test
    void aViewerCannotLinkAndTheButtonSaysWhy() {
        GitView view = open(VIEWER);

        Button link = byId(view, "git-link", Button.class);
        assertThat(link.isEnabled()).isFalse();
        assertThat(((Guarded) link.getParent().orElseThrow()).reason()).isEqualTo(GitView.LINK_NEEDS_DEVELOPER);
    }

    @Test
    void anAdministratorChoosesAmongTheGitSecretsOnly() {
        GitView view = open(ADMIN);
        click(view, "git-link");

        @SuppressWarnings("unchecked")
        ComboBox<String> secret = byId(view, "git-link-secret", ComboBox.class);
        assertThat(secret.isEnabled()).isTrue();
        assertThat(secret.getGenericDataView().getItems().toList()).containsExactly("git.github", "git.shop-token");
        assertThat(secretCalls).containsExactly("names");
    }

    @Test
    void aDeveloperLinksWithoutACredentialAndNeverListsSecrets() {
        GitView view = open(DEVELOPER);
        click(view, "git-link");

        assertThat(byId(view, "git-link-secret", ComboBox.class).isEnabled()).isFalse();
        assertThat(byId(view, "git-link-user", TextField.class).isEnabled()).isFalse();
        assertThat(byId(view, "git-link-secret", ComboBox.class).getHelperText())
                .isEqualTo(LinkDialog.CREDENTIAL_NEEDS_ADMIN);
        assertThat(secretCalls).isEmpty();
    }

    @Test
    void aRefusedLinkKeepsTheDialogWithTheServicesMessageAndWhatWasTyped() {
        git.refusals.put("link", "Only https:// repository URLs are allowed (not http): credentials must not travel"
                + " in clear text.");
        GitView view = open(DEVELOPER);
        click(view, "git-link");
        field(view, "git-link-url").setValue("http://git.example.com/shop.git");
        field(view, "git-link-branch").setValue("develop");

        click(view, "git-link-ok");

        assertThat(byId(view, "git-link-error", Span.class).getText()).isEqualTo("Only https:// repository URLs are"
                + " allowed (not http): credentials must not travel in clear text.");
        assertThat(field(view, "git-link-url").getValue()).isEqualTo("http://git.example.com/shop.git");
        assertThat(field(view, "git-link-branch").getValue()).isEqualTo("develop");
        assertThat(find(view, "git-panel", GitPanel.class)).isEmpty();
    }

    @Test
    void aLinkShowsThePanelWithWhatCameFromTheRepository() {
        git.status = FakeGit.at(0, 0, script("dwd/orders.sql", ScriptGitState.UNCHANGED));
        git.pulled = new GitPullResult(git.status, List.of("dwd/orders.sql"), List.of());
        GitView view = open(DEVELOPER);
        click(view, "git-link");
        field(view, "git-link-url").setValue("https://git.example.com/shop.git");

        click(view, "git-link-ok");

        assertThat(git.calls).contains("link GitLink[remoteUrl=https://git.example.com/shop.git, branch=main,"
                + " credentialUser=null, credentialSecret=null, hostKey=null]");
        assertThat(find(view, "git-link-ok", Button.class)).as("the dialog closed").isEmpty();
        assertThat(byId(view, "git-outcome", Paragraph.class).getText()).isEqualTo("Linked to"
                + " https://git.example.com/shop.git on branch main: 1 script came from the repository.");
        assertThat(byId(view, "git-head", Span.class).getText())
                .isEqualTo("Branch main at abcdef0 “Orders carry amount” by ann.");
    }

    @Test
    void anSshLinkSendsThePastedKeyApartFromTheLinkAndNeverShowsItAgain() {
        git.status = FakeGit.at(0, 0, script("dwd/orders.sql", ScriptGitState.UNCHANGED));
        git.pulled = new GitPullResult(git.status, List.of("dwd/orders.sql"), List.of());
        GitView view = open(DEVELOPER);
        click(view, "git-link");
        assertThat(byId(view, "git-link-ssh-key", PasswordField.class).isVisible()).as("HTTPS first").isFalse();

        @SuppressWarnings("unchecked")
        RadioButtonGroup<String> kind = byId(view, "git-link-kind", RadioButtonGroup.class);
        kind.setValue(LinkDialog.SSH);
        PasswordField key = byId(view, "git-link-ssh-key", PasswordField.class);
        assertThat(key.isVisible()).isTrue();
        assertThat(field(view, "git-link-user").isVisible()).as("an SSH user is in the URL").isFalse();
        field(view, "git-link-url").setValue("git@git.example.com:team/shop.git");
        key.setValue("-----BEGIN OPENSSH PRIVATE KEY-----b3BlbnNzaC1rZXktdjE=-----END OPENSSH PRIVATE KEY-----");
        byId(view, "git-link-host-key", TextArea.class).setValue("SHA256:" + "A".repeat(43));

        click(view, "git-link-ok");

        assertThat(git.calls).contains("link GitLink[remoteUrl=git@git.example.com:team/shop.git, branch=main,"
                + " credentialUser=null, credentialSecret=null, hostKey=SHA256:" + "A".repeat(43) + "] SshKey[hidden]"
                + " of 88 chars");
        assertThat(key.getValue()).as("the key is not kept in the closed dialog").isEmpty();
        assertThat(find(view, "git-link-ok", Button.class)).as("the dialog closed").isEmpty();
    }

    @Test
    void aMissingProjectIsSaidOnThePage() {
        ProjectService projects = Fakes.of(ProjectService.class, Map.<String, Function<Object[], Object>>of(
                "contents", args -> {
                    throw new ServiceException("There is no project with id 9.");
                }));
        GitView view = new GitView(git, projects, secrets(), user(DEVELOPER));

        view.show(9);

        assertThat(byId(view, "git-message", Paragraph.class).getText()).isEqualTo("There is no project with id 9.");
        assertThat(git.calls).isEmpty();
    }

    private GitView open(Set<String> roles) {
        GitView view = new GitView(git, projects(), secrets(), user(roles));
        view.show(7);
        return view;
    }

    private static ProjectService projects() {
        return Fakes.of(ProjectService.class, Map.<String, Function<Object[], Object>>of("contents",
                args -> new ProjectContents(new ProjectInfo(7, "shop", null, null, null, null), List.of(), List.of())));
    }

    private SecretsService secrets() {
        return Fakes.of(SecretsService.class, Map.<String, Function<Object[], Object>>of("names",
                args -> List.of("ingest.orders_db", "git.shop-token", "git.github")), secretCalls);
    }

    private static CurrentUserService user(Set<String> roles) {
        return Fakes.of(CurrentUserService.class, Map.<String, Function<Object[], Object>>of(
                "hasRole", args -> roles.contains((String) args[0]), "userName", args -> "someone"));
    }

    private static TextField field(GitView view, String id) {
        return byId(view, id, TextField.class);
    }

    private static void click(GitView view, String id) {
        byId(view, id, Button.class).click();
    }
}
