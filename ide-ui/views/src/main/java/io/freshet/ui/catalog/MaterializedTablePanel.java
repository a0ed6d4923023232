package io.freshet.ui.catalog;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * A materialized table's own part of its page: definition query (open in the editor), target against
 * actual freshness, mode, status, job or schedule, lifecycle buttons, the freshness slider and the refresh history.
 */
class MaterializedTablePanel extends Div {

    private static final String QUARTZ_PREFIX = "quartz_job_";

    static final String SCRATCH = "Scratch";

    private final CatalogService catalog;
    private final BackfillService backfills;
    private final TableDetail detail;
    private final Consumer<String> error;
    private final Runnable changed;
    private final Span target = new Span();

    MaterializedTablePanel(CatalogService catalog, ScriptService scripts, BackfillService backfills,
                           CurrentUserService user, TableDetail detail, Consumer<String> error, Runnable changed) {
        this.catalog = catalog;
        this.backfills = backfills;
        this.detail = detail;
        this.error = error;
        this.changed = changed;
        setId("mt-panel");
        MaterializedTableDetail mt = detail.materialized();
        add(facts(mt));
        Pre query = new Pre(mt.definitionQuery());
        query.setId("mt-query");
        query.getStyle().set("white-space", "pre-wrap").set("max-height", "12em").set("overflow", "auto");
        add(query);
        RefreshHistorySection history = new RefreshHistorySection(catalog, detail.ref(), error);
        if (user.hasRole(Roles.DEVELOPER)) {
            Button open = new Button("Open in editor", e -> openInEditor(scripts, mt.definitionQuery()));
            open.setId("mt-open-in-editor");
            add(new LifecycleBar(catalog, detail.ref(), mt.status(), user.hasRole(Roles.ADMIN), error, this::reload,
                    asked -> history.reload()).withExtra(open));
            add(freshness(mt));
        }
        add(history);
    }

    private Div facts(MaterializedTableDetail mt) {
        target.setText("Target freshness: " + mt.target().words());
        target.setId("mt-target");
        FreshnessLine freshness = new FreshnessLine(catalog, detail.ref(), target, mt);
        Span mode = new Span("Refresh mode: " + mt.refreshMode() + ("AUTOMATIC".equals(mt.logicalRefreshMode())
                ? " (derived from freshness)" : " (written as " + mt.logicalRefreshMode() + ")"));
        mode.setId("mt-mode");
        Span status = new Span("Status: " + mt.status());
        status.setId("mt-status");
        Span handle = new Span(mt.jobId() != null ? "Job: " + mt.jobId()
                : mt.schedule() != null ? "Schedule: " + scheduleName(mt.schedule()) : "No job or schedule recorded");
        handle.setId("mt-handle");
        HorizontalLayout facts = new HorizontalLayout(mode, status, handle);
        Wrapping.wrap(facts, handle, mode, status);
        return new Div(freshness, facts);
    }

    /** Flink names a FULL table's workflow {@code quartz_job_`c`.`d`.`t`}: the user knows it by its table. */
    static String scheduleName(String workflow) {
        String name = workflow.startsWith(QUARTZ_PREFIX) ? workflow.substring(QUARTZ_PREFIX.length()) : workflow;
        return name.replace("`", "");
    }

    private Div freshness(MaterializedTableDetail mt) {
        FreshnessScale scale = FreshnessScale.forTable(catalog.freshnessThreshold(), mt.logicalRefreshMode(),
                mt.target(), mt.refreshMode());
        FreshnessPicker picker = new FreshnessPicker(scale, mt.target());
        // a block of its own: inline, it flowed beside the picker and broke around the mode chip
        Paragraph threshold = new Paragraph(thresholdWords(scale));
        threshold.setId("freshness-threshold");
        threshold.getStyle().set("font-size", "var(--lumo-font-size-s)").set("margin", "0.2em 0")
                .set("max-width", "40em");
        BackfillAfterChange backfill = new BackfillAfterChange();
        backfill.setVisible(!mt.dateFormatters().isEmpty());
        Button apply = new Button("Apply freshness", e -> {
            if (picker.getValue().equals(mt.target())) {
                error.accept("The table already has a freshness of " + mt.target().words() + ".");
                return;
            }
            try {
                FreshnessDialogs.confirmChange(catalog.planFreshnessChange(detail.ref(), picker.getValue()),
                        catalog.downstream(detail.ref()), () -> {
                    catalog.changeFreshness(detail.ref(), picker.getValue());
                    changed.run();
                    try {
                        if (backfill.startIfChosen(backfills, detail.ref()).isPresent()) {
                            UI.getCurrent().navigate("backfills");
                            return;
                        }
                    } catch (ServiceException noBackfill) {
                        // the table was re-created: stay to show why no backfill started, with the new target
                        target.setText("Target freshness: " + picker.getValue().words() + " (changed; reload for"
                                + " its new mode and job)");
                        error.accept(noBackfill.userMessage());
                        return;
                    }
                    UI.getCurrent().getPage().reload();
                }, error);
            } catch (ServiceException ex) {
                error.accept(ex.userMessage());
            }
        });
        apply.setId("freshness-apply");
        apply.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Div pickerRow = new Div(picker);
        Div applyRow = new Div(backfill, apply);
        return new Div(pickerRow, threshold, applyRow);
    }

    /** What decides the mode a new freshness leads to, for this table. */
    static String thresholdWords(FreshnessScale scale) {
        if (scale.writtenMode() != null) {
            return "The table's definition names REFRESH_MODE = " + scale.writtenMode() + ": it stays "
                    + scale.writtenMode() + " at every freshness (the gateway's threshold does not apply).";
        }
        long seconds = scale.threshold().toSeconds();
        return "Below " + (seconds % 60 == 0 ? seconds / 60 + " minutes" : seconds + " seconds") + " (the gateway's threshold) Flink runs a streaming job;"
                + " from there on, scheduled batch refreshes.";
    }

    private void openInEditor(ScriptService scripts, String query) {
        try {
            String path = "catalog/" + detail.ref().table() + "-" + Instant.now().toEpochMilli() + ".sql";
            ScriptDocument script = scripts.create(SCRATCH, path, "-- definition query of " + detail.ref() + "\n" + query + ";\n");
            UI.getCurrent().navigate("editor/" + script.id());
        } catch (ServiceException e) {
            error.accept(e.userMessage());
        }
    }

    private void reload() {
        changed.run();
        UI.getCurrent().getPage().reload();
    }
}
