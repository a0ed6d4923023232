package io.freshet.ui.health;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.UiPolling;
import java.time.Instant;
import java.util.Objects;

/**
 * A table page's line from the health model: its state, since when and why, kept current while shown (the page's one
 * state: nothing else on it judges the table); empty while the model has no entry.
 */
public final class HealthLine extends Div {

    static final int POLL_MILLIS = 5_000;

    private final HealthService health;
    private final String table;
    private HealthEntry shown;

    /**
     * @param entry  the table's entry as the page read it, or null when it has none
     * @param health the model, asked again every few seconds while the line is shown
     * @param table  the table, {@code catalog.database.table}
     */
    public HealthLine(HealthEntry entry, HealthService health, String table) {
        this.health = health;
        this.table = table;
        setId("table-health");
        show(entry);
        UiPolling.whileAttached(this, POLL_MILLIS, this::update);
    }

    /** A state as every page words it: {@code FAILING since 2026-12-07 10:32:05: Not running: ...}. */
    public static String words(HealthState state, Instant since, String reason) {
        String text = state.name() + (since == null ? "" : " since " + HealthRow.since(since));
        return reason == null || reason.isBlank() ? text : text + ": " + reason;
    }

    void update() {
        show(health.current().stream().filter(e -> e.subject().kind() != HealthSubject.Kind.INGESTION
                && e.subject().name().equals(table)).findFirst().orElse(null));
    }

    private void show(HealthEntry entry) {
        if (Objects.equals(entry, shown) && (entry == null || getChildren().findAny().isPresent())) {
            return;
        }
        shown = entry;
        removeAll();
        if (entry == null) {
            getElement().removeAttribute("data-state");
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
