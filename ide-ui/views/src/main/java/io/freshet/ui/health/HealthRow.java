package io.freshet.ui.health;

import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** One subject on the Health page: its state, its name linked to its page, the reason, since when and its chart. */
final class HealthRow extends Div {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    HealthRow(HealthEntry entry, List<HealthLag> lags) {
        addClassName("health-row");
        getElement().setAttribute("data-subject", entry.subject().name());
        getElement().setAttribute("data-state", entry.state().name());
        getStyle().set("display", "flex").set("gap", "var(--lumo-space-m)").set("align-items", "center")
                .set("padding", "var(--lumo-space-xs) 0").set("border-bottom", "1px solid var(--lumo-contrast-10pct)");
        Span state = new Span(entry.state().name());
        state.addClassName("health-state");
        state.getElement().getThemeList().add("badge " + theme(entry.state()));
        state.setMinWidth("7em");
        Anchor name = new Anchor(link(entry.subject()), entry.subject().name());
        name.addClassName("health-subject");
        name.setMinWidth("18em");
        Span reason = new Span(entry.reason());
        reason.addClassName("health-reason");
        reason.getStyle().set("flex", "1");
        Span since = new Span(entry.since() == null ? "" : "since " + TIME.format(entry.since()));
        since.addClassName("health-since");
        since.getStyle().set("color", "var(--lumo-secondary-text-color)").set("white-space", "nowrap");
        add(state, name, reason, since);
        Html chart = LagChart.of(lags);
        if (chart != null) {
            add(chart);
        }
    }

    /** The page of a subject: a table's catalog page, the Ingestions page for an ingestion. */
    static String link(HealthSubject subject) {
        return subject.kind() == HealthSubject.Kind.INGESTION ? "ingestions" : "catalog/" + subject.name();
    }

    static String theme(HealthState state) {
        return switch (state) {
            case FAILING, LATE -> "error";
            case UPSTREAM, UNKNOWN -> "contrast";
            case SUSPENDED -> "";
            case FRESH -> "success";
        };
    }

    /** "since" as the page words it, for a caller that has only the time. */
    static String since(Instant at) {
        return at == null ? "" : TIME.format(at);
    }
}
