package io.freshet.ui.git;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.textfield.TextFieldBase;
import io.freshet.ui.common.ServiceException;
import java.util.function.Consumer;

/**
 * Asks for a commit message or a branch name; a refusal keeps the dialog open with the service's message and the
 * typed text, so nothing is lost.
 */
final class TextPrompt extends Dialog {

    private final Span error = new Span();
    private final TextFieldBase<?, String> field;

    private TextPrompt(String id, String title, TextFieldBase<?, String> field, String okText,
                       Consumer<String> action) {
        this.field = field;
        setHeaderTitle(title);
        field.setId(id);
        field.setWidth("32em");
        field.setAutofocus(true);
        error.setId(id + "-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        Button ok = new Button(okText, e -> submit(action));
        ok.setId(id + "-ok");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button cancel = new Button("Cancel", e -> close());
        cancel.setId(id + "-cancel");
        add(field, error);
        getFooter().add(cancel, ok);
        if (field instanceof TextField) {
            ok.addClickShortcut(Key.ENTER);
        }
    }

    /** The commit message prompt: several lines, the first is the summary git shows. */
    static TextPrompt commitMessage(Consumer<String> commit) {
        TextArea message = new TextArea("Commit message");
        message.setHelperText("The first line is the summary; you are the commit's author.");
        message.setMinHeight("8em");
        return new TextPrompt("git-commit-message", "Commit the saved scripts", message, "Commit", commit);
    }

    /** The branch prompt: an existing remote branch, or a new name that starts from the current commit. */
    static TextPrompt branch(String current, Consumer<String> switchTo) {
        TextField name = new TextField("Branch");
        name.setValue(current);
        name.setHelperText("A branch of the remote brings its scripts; a new name starts from the current"
                + " commit.");
        return new TextPrompt("git-branch-name", "Switch branch", name, "Switch", switchTo);
    }

    private void submit(Consumer<String> action) {
        try {
            action.accept(field.getValue());
            close();
        } catch (ServiceException e) {
            error.setText(e.userMessage());
        }
    }
}
