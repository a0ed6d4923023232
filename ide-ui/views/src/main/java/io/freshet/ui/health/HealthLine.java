package io.freshet.ui.health;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

/** A table page's line from the health model: its state, since when and why; empty when the model has no entry. */
public final class HealthLine extends Div {

    public HealthLine(HealthService health, String table) {
        setId("table-health");
        health.current().stream().filter(e -> e.subject().kind() != HealthSubject.Kind.INGESTION
                && e.subject().name().equals(table)).findFirst().ifPresent(e -> {
                    getElement().setAttribute("data-state", e.state().name());
                    Span state = new Span(e.state().name());
                    state.getElement().getThemeList().add("badge " + HealthRow.theme(e.state()));
                    Span words = new Span((e.since() == null ? "" : "since " + HealthRow.since(e.since()) + ": ")
                            + e.reason());
                    words.addClassName("health-reason");
                    add(new Span("Health "), state, new Span(" "), words);
                });
    }
}
