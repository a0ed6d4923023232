package io.freshet.ui.catalog;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A small timeline of a table's refreshes: one bar per refresh from its start to its end (to now while it runs),
 * coloured by outcome, on a time axis from the oldest shown to now. Plain positioned elements, no chart library.
 */
class RefreshTimeline extends Div {

    /** A refresh of a second is still a visible bar. */
    private static final double MIN_WIDTH_PERCENT = 0.6;

    private final Div track = new Div();
    private final Span from = new Span();
    private final Span to = new Span();

    RefreshTimeline() {
        setId("refresh-timeline");
        track.getStyle().set("position", "relative").set("height", "1.6em").set("width", "100%")
                .set("background", "var(--lumo-contrast-5pct)").set("border-radius", "var(--lumo-border-radius-s)");
        Div axis = new Div(from, to);
        axis.getStyle().set("display", "flex").set("justify-content", "space-between")
                .set("font-size", "var(--lumo-font-size-xs)").set("color", "var(--lumo-secondary-text-color)");
        add(track, axis, legend());
    }

    /** Draws the refreshes (any order) up to {@code now}. */
    void show(List<RefreshEntry> refreshes, Instant now) {
        track.removeAll();
        if (refreshes.isEmpty()) {
            from.setText("");
            to.setText("");
            return;
        }
        Instant start = refreshes.stream().map(RefreshEntry::startedAt).min(Instant::compareTo).orElse(now);
        Instant end = refreshes.stream().map(r -> r.endedAt() == null ? now : r.endedAt()).max(Instant::compareTo)
                .filter(e -> e.isAfter(now)).orElse(now);
        double span = Math.max(1, Duration.between(start, end).toMillis());
        for (RefreshEntry refresh : refreshes) {
            Instant last = refresh.endedAt() == null ? now : refresh.endedAt();
            double left = Duration.between(start, refresh.startedAt()).toMillis() * 100.0 / span;
            double width = Math.max(MIN_WIDTH_PERCENT, Duration.between(refresh.startedAt(), last).toMillis() * 100.0 / span);
            Div bar = new Div();
            bar.getElement().setAttribute("data-outcome", refresh.outcome().name());
            bar.getElement().setAttribute("data-job", refresh.jobId() == null ? "" : refresh.jobId());
            bar.getElement().setAttribute("data-trigger", refresh.trigger().name());
            bar.getElement().setAttribute("title", RefreshWords.describe(refresh));
            bar.getStyle().set("position", "absolute").set("top", "15%").set("height", "70%")
                    .set("left", Math.min(left, 100 - width) + "%").set("width", width + "%")
                    .set("background", color(refresh.outcome())).set("border-radius", "2px");
            track.add(bar);
        }
        from.setText(TablePanel.TIME.format(start));
        to.setText(end.equals(now) ? "now" : TablePanel.TIME.format(end));
    }

    static String color(RefreshEntry.Outcome outcome) {
        return switch (outcome) {
            case SUCCEEDED -> "var(--lumo-success-color)";
            case FAILED -> "var(--lumo-error-color)";
            case RUNNING -> "var(--lumo-primary-color)";
            case CANCELLED -> "var(--lumo-contrast-50pct)";
        };
    }

    private static Div legend() {
        Div legend = new Div();
        legend.getStyle().set("display", "flex").set("gap", "1em").set("font-size", "var(--lumo-font-size-xs)");
        for (RefreshEntry.Outcome outcome : RefreshEntry.Outcome.values()) {
            Span swatch = new Span();
            swatch.getStyle().set("display", "inline-block").set("width", "0.8em").set("height", "0.8em")
                    .set("margin-right", "0.3em").set("background", color(outcome)).set("border-radius", "2px");
            legend.add(new Span(swatch, new Span(outcome.name().toLowerCase(java.util.Locale.ROOT))));
        }
        return legend;
    }
}
