package io.freshet.ui.projects;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Asks for one value (a name, or a folder from a list); a refused value keeps the dialog open with the
 * service's message, so nothing typed is lost.
 */
final class PromptDialog extends Dialog {

    /** The folder choice standing for the project's root. */
    static final String ROOT = "/";

    private final Span error = new Span();

    private PromptDialog(String title, Component field, Supplier<String> value, Consumer<String> action) {
        setHeaderTitle(title);
        error.setId("prompt-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        Button ok = new Button("OK", e -> submit(value.get(), action));
        ok.setId("prompt-ok");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        ok.addClickShortcut(Key.ENTER);
        Button cancel = new Button("Cancel", e -> close());
        cancel.setId("prompt-cancel");
        add(field, error);
        getFooter().add(cancel, ok);
    }

    /** A text prompt, e.g. for a new or changed name. */
    static PromptDialog text(String title, String label, String initial, Consumer<String> action) {
        TextField field = new TextField(label);
        field.setId("prompt-field");
        field.setValue(initial == null ? "" : initial);
        field.setWidth("24em");
        field.setAutofocus(true);
        return new PromptDialog(title, field, field::getValue, action);
    }

    /** A choice among folders ({@link #ROOT} for the project's root). */
    static PromptDialog choice(String title, String label, List<String> options, Consumer<String> action) {
        ComboBox<String> field = new ComboBox<>(label, options);
        field.setId("prompt-choice");
        field.setValue(ROOT);
        field.setWidth("24em");
        return new PromptDialog(title, field, field::getValue, action);
    }

    private void submit(String value, Consumer<String> action) {
        try {
            action.accept(value);
            close();
        } catch (ServiceException e) {
            error.setText(e.userMessage());
        }
    }
}
