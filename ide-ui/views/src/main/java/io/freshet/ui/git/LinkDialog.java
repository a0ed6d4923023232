package io.freshet.ui.git;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Links a project to a git repository: its URL, the branch, and for a remote that needs one a credential kept as a
 * sealed secret ({@link GitLink#SECRET_PREFIX}), which only an administrator may choose. A refusal shows the
 * service's message in the dialog and keeps everything typed.
 */
final class LinkDialog extends Dialog {

    static final String CREDENTIAL_NEEDS_ADMIN = "Only an administrator may link with a credential; without one,"
            + " a public https:// repository (or one on this server where it allows that) can be linked.";

    private final TextField url = new TextField("Repository URL");
    private final TextField branch = new TextField("Branch");
    private final TextField user = new TextField("Credential user");
    private final ComboBox<String> secret = new ComboBox<>("Credential secret");
    private final Span error = new Span();

    /**
     * @param secretNames the sealed secrets an administrator may choose from (empty for other roles)
     * @param admin       whether the user may name a credential at all
     * @param linked      called with the service's result once linking succeeded
     */
    LinkDialog(GitService git, long projectId, List<String> secretNames, boolean admin,
               Consumer<GitPullResult> linked) {
        setHeaderTitle("Link to a git repository");
        url.setId("git-link-url");
        url.setPlaceholder("https://git.example.com/team/pipelines.git");
        url.setHelperText("https:// only; user and password never go into the URL.");
        url.setAutofocus(true);
        branch.setId("git-link-branch");
        branch.setValue("main");
        user.setId("git-link-user");
        user.setHelperText("The user sent with the secret, e.g. a token's user.");
        secret.setId("git-link-secret");
        secret.setItems(secretNames.stream().filter(n -> n.startsWith(GitLink.SECRET_PREFIX)).sorted().toList());
        secret.setClearButtonVisible(true);
        secret.setHelperText(admin ? "A secret named " + GitLink.SECRET_PREFIX + "… set on the Settings page."
                : CREDENTIAL_NEEDS_ADMIN);
        user.setEnabled(admin);
        secret.setEnabled(admin);
        error.setId("git-link-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        FormLayout form = new FormLayout(url, branch, user, secret);
        form.setColspan(url, 2);
        form.setColspan(secret, 2);
        form.setMaxWidth("40em");
        Button link = new Button("Link", e -> link(git, projectId, linked));
        link.setId("git-link-ok");
        link.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button cancel = new Button("Cancel", e -> close());
        cancel.setId("git-link-cancel");
        add(form, error);
        getFooter().add(cancel, link);
    }

    private void link(GitService git, long projectId, Consumer<GitPullResult> linked) {
        GitLink wanted = new GitLink(url.getValue().strip(), branch.getValue().strip(), blankToNull(user.getValue()),
                secret.getValue());
        try {
            error.setText("");
            GitPullResult result = git.link(projectId, wanted);
            close();
            linked.accept(result);
        } catch (ServiceException e) {
            error.setText(e.userMessage());
        }
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
