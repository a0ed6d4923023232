package io.freshet.ui.git;

import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.PromptDialog;
import java.util.function.Consumer;

/** The Git page's two prompts: a commit message and a branch name. */
final class GitPrompts {

    private GitPrompts() {
    }

    /** The commit message prompt: several lines, the first is the summary git shows. */
    static PromptDialog commitMessage(Consumer<String> commit) {
        TextArea message = new TextArea("Commit message");
        message.setHelperText("The first line is the summary; you are the commit's author.");
        message.setMinHeight("8em");
        message.setAutofocus(true);
        message.setId("git-commit-message");
        message.setWidth("32em");
        return new PromptDialog("git-commit-message", "Commit the saved scripts", message, message::getValue, "Commit",
                commit);
    }

    /** The branch prompt: an existing remote branch, or a new name that starts from the current commit. */
    static PromptDialog branch(String current, Consumer<String> switchTo) {
        TextField name = new TextField("Branch");
        name.setValue(current);
        name.setHelperText("A branch of the remote brings its scripts; a new name starts from the current commit.");
        name.setAutofocus(true);
        name.setId("git-branch-name");
        name.setWidth("32em");
        return new PromptDialog("git-branch-name", "Switch branch", name, name::getValue, "Switch", switchTo);
    }
}
