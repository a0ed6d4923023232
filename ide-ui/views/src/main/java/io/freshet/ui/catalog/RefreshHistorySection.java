package io.freshet.ui.catalog;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.AnchorTarget;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import com.vaadin.flow.data.renderer.LitRenderer;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.Consumer;

/**
 * A materialized table's refresh history on its page: a timeline and a grid of its refreshes (scheduled, manual and
 * backfill ones) with start, end, duration, partition, trigger, outcome, job (linked to Flink's web UI when known)
 * and the error in full on demand. Kept current while shown: a failed scheduled refresh appears without a reload.
 */
class RefreshHistorySection extends Div {

    static final int SHOWN = 50;
    static final DateTimeFormatter SHORT_TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);
    static final int POLL_MILLIS = 5_000;

    private final CatalogService catalog;
    private final TableRef ref;
    private final Consumer<String> error;
    private final RefreshTimeline timeline = new RefreshTimeline();
    private final Grid<RefreshEntry> grid = new Grid<>();
    private final Span summary = new Span();
    private List<RefreshEntry> shown = List.of();

    RefreshHistorySection(CatalogService catalog, TableRef ref, Consumer<String> error) {
        this.catalog = catalog;
        this.ref = ref;
        this.error = error;
        UiPolling.whileAttached(this, POLL_MILLIS, this::reload);
        setId("refresh-history");
        setWidthFull();
        summary.setId("refresh-history-summary");
        summary.getStyle().set("color", "var(--lumo-secondary-text-color)").set("font-size", "var(--lumo-font-size-s)");
        grid.setId("refresh-history-grid");
        // cells wrap and columns share the width: the page is narrow beside the tree, nothing should scroll away
        grid.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT, GridVariant.LUMO_COMPACT);
        grid.addColumn(r -> SHORT_TIME.format(r.startedAt())).setHeader("Start (UTC)").setWidth("5em").setFlexGrow(2);
        grid.addColumn(RefreshWords::end).setHeader("End").setWidth("5em").setFlexGrow(1);
        grid.addColumn(r -> RefreshWords.duration(r.duration())).setHeader("Took").setWidth("3.5em").setFlexGrow(1);
        grid.addColumn(RefreshWords::partition).setHeader("Partition").setWidth("5.5em").setFlexGrow(2);
        grid.addColumn(new ComponentRenderer<>(RefreshHistorySection::trigger)).setHeader("Trigger").setWidth("6em")
                .setFlexGrow(2);
        grid.addColumn(new ComponentRenderer<>(RefreshHistorySection::outcome)).setHeader("Outcome").setWidth("7em")
                .setFlexGrow(2);
        grid.addColumn(new ComponentRenderer<>(RefreshHistorySection::job)).setHeader("Flink job").setWidth("6em")
                .setFlexGrow(1);
        // a template, not a component per row: a click on Show reaches the row's entry even when the grid was
        // redrawn in between (a new refresh arrived)
        grid.addColumn(LitRenderer.<RefreshEntry>of("<span ?hidden=${!item.error}><vaadin-button theme=\"small"
                        + " tertiary\" data-error-of=${item.ref} @click=${show}>Show</vaadin-button><span style=\"color:"
                        + " var(--lumo-error-text-color)\">${item.error}</span></span>")
                .withProperty("error", r -> r.error() == null ? "" : preview(r.error()))
                .withProperty("ref", r -> r.jobId() == null ? "entry-" + r.id() : r.jobId())
                .withFunction("show", this::showError)).setHeader("Error").setWidth("5em").setFlexGrow(3);
        grid.setAllRowsVisible(true);
        H3 title = new H3("Refresh history");
        title.getStyle().set("margin-bottom", "0");
        add(title, summary, timeline, grid);
        reload();
    }

    /** Reads the history again, e.g. after a refresh was asked for; redraws only when it changed. */
    void reload() {
        try {
            List<RefreshEntry> entries = catalog.refreshHistory(ref, SHOWN);
            boolean running = entries.stream().anyMatch(r -> r.endedAt() == null);
            if (entries.equals(shown)) {
                if (running) {
                    // running bars grow with time; the grid says nothing new
                    timeline.show(entries, Instant.now());
                }
                return;
            }
            shown = entries;
            grid.setItems(entries);
            timeline.show(entries, Instant.now());
            long failed = entries.stream().filter(r -> r.outcome() == RefreshEntry.Outcome.FAILED).count();
            summary.setText(entries.isEmpty() ? "No refresh recorded yet: scheduled, manual and backfill refreshes"
                    + " appear here as Flink runs them." : (entries.size() == SHOWN ? "Latest " : "") + entries.size()
                    + " refreshes, " + failed + " failed. Kept 90 days.");
        } catch (ServiceException e) {
            error.accept(e.userMessage());
        }
    }

    private static Component trigger(RefreshEntry r) {
        String text = r.trigger().name().toLowerCase(java.util.Locale.ROOT);
        if (r.backfillId() == null) {
            return new Span(text);
        }
        Anchor backfill = new Anchor("backfills", text + " #" + r.backfillId());
        backfill.getElement().setAttribute("data-backfill", String.valueOf(r.backfillId()));
        return backfill;
    }

    private static Component outcome(RefreshEntry r) {
        Span outcome = Badges.badge(r.starting() ? "STARTING" : r.outcome().name(), RefreshTimeline.color(r.outcome()));
        outcome.getStyle().set("margin-left", "0");
        return outcome;
    }

    private static Component job(RefreshEntry r) {
        if (r.jobId() == null) {
            return new Span(r.starting() ? "Flink is planning it" : "none (Flink refused it)");
        }
        if (r.jobLink() == null) {
            Span id = new Span(r.jobId());
            id.getStyle().set("overflow-wrap", "anywhere");
            id.getElement().setAttribute("data-job", r.jobId());
            return id;
        }
        Anchor link = new Anchor(r.jobLink(), r.jobId(), AnchorTarget.BLANK);
        link.getStyle().set("overflow-wrap", "anywhere");
        link.getElement().setAttribute("data-job", r.jobId());
        link.getElement().setAttribute("rel", "noopener noreferrer");
        return link;
    }

    private static String preview(String error) {
        String firstLine = error.lines().findFirst().orElse("");
        return firstLine.length() > 80 ? firstLine.substring(0, 80) + "…" : firstLine;
    }

    private void showError(RefreshEntry r) {
        Dialog dialog = new Dialog();
        dialog.setId("refresh-error-dialog");
        dialog.setHeaderTitle("Why the refresh failed");
        Pre text = new Pre(r.error());
        text.setId("refresh-error-text");
        text.getStyle().set("white-space", "pre-wrap").set("max-width", "60em");
        dialog.add(new Span(RefreshWords.describe(r)), text);
        dialog.getFooter().add(new Button("Close", e -> dialog.close()));
        dialog.open();
    }
}
