package io.freshet.ui.git;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.shared.Tooltip;

/**
 * A git action's button that is disabled, with the reason in a tooltip, when the user may not take it now: the
 * reason sits on a wrapper because a disabled button gets no hover, and nobody is led into a refusal.
 */
final class Guarded extends Span {

    private final Button button;
    private final Tooltip tooltip;
    private String reason;

    Guarded(String id, String text, Runnable action) {
        button = new Button(text, e -> action.run());
        button.setId(id);
        button.addThemeVariants(ButtonVariant.LUMO_SMALL);
        getStyle().set("display", "inline-flex");
        add(button);
        tooltip = Tooltip.forComponent(this);
        allowIf(null);
    }

    /** Enables the button when {@code whyNot} is null, else disables it and says why. */
    Guarded allowIf(String whyNot) {
        reason = whyNot;
        button.setEnabled(whyNot == null);
        tooltip.setText(whyNot);
        if (whyNot == null) {
            getElement().removeAttribute("data-why");
        } else {
            getElement().setAttribute("data-why", whyNot);
        }
        return this;
    }

    Guarded primary() {
        button.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        return this;
    }

    Button button() {
        return button;
    }

    /** Why the button is disabled, or null when it is enabled. */
    String reason() {
        return reason;
    }
}
