package io.freshet.ui.common;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The tree's one-value prompt: OK hands the value over and closes; a refusal keeps it open with the reason. */
class PromptDialogTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> accepted = new ArrayList<>();

    @Test
    void okHandsTheTypedValueOverAndCloses() {
        PromptDialog dialog = PromptDialog.text("New folder in shop", "Folder", "dwd/", accepted::add);
        dialog.open();
        TextField field = byId(dialog, "prompt-field", TextField.class);
        assertThat(field.getValue()).as("starts in the chosen folder").isEqualTo("dwd/");
        field.setValue("dwd/daily");

        byId(dialog, "prompt-ok", Button.class).click();

        assertThat(accepted).containsExactly("dwd/daily");
        assertThat(dialog.isOpened()).isFalse();
        assertThat(dialog.getHeaderTitle()).isEqualTo("New folder in shop");
    }

    @Test
    void aRefusedValueKeepsTheDialogOpenWithTheReasonAndTheText() {
        PromptDialog dialog = PromptDialog.text("New project", "Name", null, value -> {
            throw new ServiceException("A project named " + value + " exists already.");
        });
        dialog.open();
        TextField field = byId(dialog, "prompt-field", TextField.class);
        assertThat(field.getValue()).isEmpty();
        field.setValue("shop");

        byId(dialog, "prompt-ok", Button.class).click();

        assertThat(byId(dialog, "prompt-error", Span.class).getText()).isEqualTo("A project named shop exists already.");
        assertThat(dialog.isOpened()).isTrue();
        assertThat(field.getValue()).isEqualTo("shop");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aFolderChoiceStartsAtTheProjectsRoot() {
        PromptDialog dialog = PromptDialog.choice("Move orders.sql", "To folder", List.of(PromptDialog.ROOT, "dwd"),
                accepted::add);
        dialog.open();
        assertThat(byId(dialog, "prompt-choice", ComboBox.class).getValue()).isEqualTo(PromptDialog.ROOT);

        byId(dialog, "prompt-ok", Button.class).click();

        assertThat(accepted).containsExactly("/");
    }

    @Test
    void cancelHandsNothingOver() {
        PromptDialog dialog = PromptDialog.text("Rename orders.sql", "New name", "orders.sql", accepted::add);
        dialog.open();

        byId(dialog, "prompt-cancel", Button.class).click();

        assertThat(accepted).isEmpty();
        assertThat(dialog.isOpened()).isFalse();
    }
}
