package io.freshet.ui.git;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Links a project to a git repository: its URL, the branch, and the credential. Over HTTPS a credential is a sealed
 * secret ({@link GitLink#SECRET_PREFIX}) only an administrator may choose; over SSH the user pastes a private key
 * (password fields: never shown, never filled back in) and the server's host key to pin. A refusal shows the service's
 * message in the dialog and keeps everything typed.
 */
final class LinkDialog extends Dialog {

    static final String CREDENTIAL_NEEDS_ADMIN = "Only an administrator may link with a credential; without one,"
            + " a public https:// repository (or one on this server where it allows that) can be linked.";
    static final String HTTPS = "HTTPS";
    static final String SSH = "SSH";

    private final RadioButtonGroup<String> kind = new RadioButtonGroup<>("Connection");
    private final TextField url = new TextField("Repository URL");
    private final TextField branch = new TextField("Branch");
    private final TextField user = new TextField("Credential user");
    private final ComboBox<String> secret = new ComboBox<>("Credential secret");
    private final PasswordField key = new PasswordField("Private key");
    private final PasswordField passphrase = new PasswordField("Key passphrase");
    private final TextArea hostKey = new TextArea("Server host key");
    private final Span error = new Span();

    /**
     * @param secretNames the sealed secrets an administrator may choose from (empty for other roles)
     * @param admin       whether the user may name a credential at all
     * @param linked      called with the service's result once linking succeeded
     */
    LinkDialog(GitService git, long projectId, List<String> secretNames, boolean admin,
               Consumer<GitPullResult> linked) {
        setHeaderTitle("Link to a git repository");
        kind.setId("git-link-kind");
        kind.setItems(HTTPS, SSH);
        kind.setValue(HTTPS);
        kind.addValueChangeListener(e -> showKind());
        url.setId("git-link-url");
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
        sshFields();
        error.setId("git-link-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        FormLayout form = new FormLayout(kind, url, branch, user, secret, key, passphrase, hostKey);
        form.setColspan(kind, 2);
        form.setColspan(url, 2);
        form.setColspan(secret, 2);
        form.setColspan(key, 2);
        form.setColspan(hostKey, 2);
        form.setMaxWidth("40em");
        Button link = new Button("Link", e -> link(git, projectId, linked));
        link.setId("git-link-ok");
        link.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button cancel = new Button("Cancel", e -> close());
        cancel.setId("git-link-cancel");
        add(form, error);
        getFooter().add(cancel, link);
        showKind();
    }

    private void sshFields() {
        key.setId("git-link-ssh-key");
        key.setRevealButtonVisible(false);
        key.setHelperText("The whole private key file (OpenSSH or PEM; ed25519 or RSA). It is sealed on the server"
                + " and never shown again; give its public half to the repository as a deploy key.");
        key.getElement().setAttribute("autocomplete", "off");
        passphrase.setId("git-link-ssh-passphrase");
        passphrase.setRevealButtonVisible(false);
        passphrase.setHelperText("Only for a key that has one: it opens the key once and is not stored.");
        passphrase.getElement().setAttribute("autocomplete", "off");
        hostKey.setId("git-link-host-key");
        hostKey.setPlaceholder("git.example.com ssh-ed25519 AAAAC3Nza…  or  SHA256:…");
        hostKey.setHelperText("A line of `ssh-keyscan <host>`, or the SHA256: fingerprint your git host publishes."
                + " A server showing another key is refused.");
    }

    private void showKind() {
        boolean ssh = SSH.equals(kind.getValue());
        url.setPlaceholder(ssh ? "git@git.example.com:team/pipelines.git"
                : "https://git.example.com/team/pipelines.git");
        url.setHelperText(ssh ? "ssh://git@host[:port]/path or git@host:path; the user is the one in the URL."
                : "https:// only; user and password never go into the URL.");
        user.setVisible(!ssh);
        key.setVisible(ssh);
        passphrase.setVisible(ssh);
        hostKey.setVisible(ssh);
    }

    private void link(GitService git, long projectId, Consumer<GitPullResult> linked) {
        boolean ssh = SSH.equals(kind.getValue());
        GitLink wanted = new GitLink(url.getValue().strip(), branch.getValue().strip(),
                ssh ? null : blankToNull(user.getValue()), secret.getValue(), ssh ? blankToNull(hostKey.getValue())
                : null);
        try {
            error.setText("");
            GitPullResult result = ssh && !key.getValue().isBlank()
                    ? git.link(projectId, wanted, new SshKey(key.getValue(), blankToNull(passphrase.getValue())))
                    : git.link(projectId, wanted);
            key.clear();
            passphrase.clear();
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
