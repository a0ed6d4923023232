package io.freshet.ui.common;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Asks for one value (a name, a message, a folder from a list); a refused value keeps the dialog open with the
 * service's message and the typed text, so nothing is lost.
 */
public final class PromptDialog extends Dialog {

    /** The folder choice standing for the project's root. */
    public static final String ROOT = "/";

    private final Span error = new Span();

    /**
     * @param id     the prefix of the ids of the message and buttons ({@code id-error}, {@code id-ok}, {@code id-cancel})
     * @param field  the value's field; Enter submits unless it takes several lines
     * @param action called with the value; a {@link ServiceException} keeps the dialog open with its message
     */
    public PromptDialog(String id, String title, Component field, Supplier<String> value, String okText,
                        Consumer<String> action) {
        setHeaderTitle(title);
        error.setId(id + "-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        Button ok = new Button(okText, e -> submit(value.get(), action));
        ok.setId(id + "-ok");
        ok.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        if (!(field instanceof TextArea)) {
            ok.addClickShortcut(Key.ENTER);
        }
        Button cancel = new Button("Cancel", e -> close());
        cancel.setId(id + "-cancel");
        add(field, error);
        getFooter().add(cancel, ok);
    }

    /** A text prompt, e.g. for a new or changed name. */
    public static PromptDialog text(String title, String label, String initial, Consumer<String> action) {
        TextField field = new TextField(label);
        field.setId("prompt-field");
        field.setValue(initial == null ? "" : initial);
        field.setWidth("24em");
        field.setAutofocus(true);
        return new PromptDialog("prompt", title, field, field::getValue, "OK", action);
    }

    /** A choice among folders ({@link #ROOT} for the project's root). */
    public static PromptDialog choice(String title, String label, List<String> options, Consumer<String> action) {
        ComboBox<String> field = new ComboBox<>(label, options);
        field.setId("prompt-choice");
        field.setValue(ROOT);
        field.setWidth("24em");
        return new PromptDialog("prompt", title, field, field::getValue, "OK", action);
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
