package io.freshet.ui.catalog;

import com.vaadin.flow.component.html.Span;
import io.freshet.ui.health.HealthEntry;

/** Small coloured labels for refresh mode, status and health (plain styles: no theme add-on needed). */
final class Badges {

    private Badges() {
    }

    static Span badge(String text, String color) {
        Span span = new Span(text);
        span.getStyle().set("font-size", "var(--lumo-font-size-xs)").set("padding", "0 0.4em")
                .set("border-radius", "var(--lumo-border-radius-s)").set("margin-left", "0.3em")
                .set("border", "1px solid " + color).set("color", color);
        span.getElement().setAttribute("data-badge", text);
        return span;
    }

    static void styleMode(Span span, RefreshMode mode) {
        String color = mode == RefreshMode.CONTINUOUS ? "var(--lumo-primary-text-color)" : "var(--lumo-success-text-color)";
        span.getStyle().set("font-size", "var(--lumo-font-size-s)").set("padding", "0 0.4em")
                .set("border-radius", "var(--lumo-border-radius-s)").set("border", "1px solid " + color).set("color", color);
    }

    static Span mode(RefreshMode mode) {
        return badge(mode.name(), mode == RefreshMode.CONTINUOUS ? "var(--lumo-primary-text-color)" : "var(--lumo-success-text-color)");
    }

    static Span status(String status) {
        return badge(status, "ACTIVATED".equals(status) ? "var(--lumo-secondary-text-color)" : "var(--lumo-warning-text-color, orange)");
    }

    /** A state of the health model that needs attention (FAILING, LATE, UPSTREAM), its reason as the tooltip. */
    static Span health(HealthEntry entry) {
        Span span = badge(entry.state().name(), "var(--lumo-error-text-color)");
        span.getElement().setAttribute("title", entry.reason());
        return span;
    }
}
