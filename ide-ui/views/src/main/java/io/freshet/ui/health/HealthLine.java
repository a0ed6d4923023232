package io.freshet.ui.health;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

/** A table page's line from the health model: its state, since when and why; empty when the model has no entry. */
public final class HealthLine extends Div {

    /** @param entry the table's entry in the health model, or null when it has none */
    public HealthLine(HealthEntry entry) {
        setId("table-health");
        if (entry == null) {
            return;
        }
        getElement().setAttribute("data-state", entry.state().name());
        Span state = new Span(entry.state().name());
        state.getElement().getThemeList().add("badge " + HealthRow.theme(entry.state()));
        Span words = new Span((entry.since() == null ? "" : "since " + HealthRow.since(entry.since()) + ": ")
                + entry.reason());
        words.addClassName("health-reason");
        add(new Span("Health "), state, new Span(" "), words);
    }
}
