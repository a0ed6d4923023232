package io.freshet.ui.deploy;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.util.function.BiConsumer;

/**
 * A deployment's progress: its state, each statement (script, line, kind, table, state, error), then the offered
 * follow-ups, pre-checked, with the button that runs them, and their progress.
 */
class ProgressPanel extends Div {

    private final Span state = new Span();
    private final Span message = new Span();
    private final Grid<DeployStep> steps = new Grid<>();
    private final Div followUps = new Div();
    private final Checkbox refresh = new Checkbox("First refresh of every FULL materialized table", true);
    private final Checkbox backfill = new Checkbox("Backfill the days their sources hold", true);
    private final Button go = new Button("Refresh and backfill");
    private final Button finish = new Button("Finish without");
    private final HorizontalLayout offer = new HorizontalLayout(refresh, backfill, go, finish);

    /** @param chosen called with (refresh, backfill) when the user runs or declines the follow-ups */
    ProgressPanel(BiConsumer<Boolean, Boolean> chosen) {
        setId("deploy-progress");
        state.setId("deploy-state");
        message.setId("deploy-message");
        message.getStyle().set("margin-left", "var(--lumo-space-m)").set("overflow-wrap", "anywhere");
        steps.setId("deploy-steps");
        steps.addColumn(s -> s.scriptPath() == null ? "" : s.scriptPath()).setHeader("Script").setAutoWidth(true);
        steps.addColumn(s -> s.line() == 0 ? "" : Integer.toString(s.line())).setHeader("Line").setAutoWidth(true);
        steps.addColumn(DeployStep::kind).setHeader("Statement").setAutoWidth(true);
        steps.addColumn(s -> s.table() == null ? "" : s.table()).setHeader("Table").setAutoWidth(true);
        steps.addColumn(s -> label(s.state())).setHeader("State").setAutoWidth(true);
        // a fixed width: an automatic one is measured on the first, still pending rows, which have no time yet
        steps.addColumn(s -> took(s.millis())).setHeader("Took").setWidth("8em").setFlexGrow(0)
                .setTextAlign(ColumnTextAlign.END);
        steps.addColumn(s -> s.error() == null ? "" : s.error()).setHeader("Error").setFlexGrow(1);
        steps.setClassNameGenerator(s -> "step-" + s.state().name().toLowerCase(java.util.Locale.ROOT));
        steps.setAllRowsVisible(true);
        refresh.setId("deploy-refresh");
        backfill.setId("deploy-backfill");
        go.setId("deploy-follow-up");
        go.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        go.addClickListener(e -> chosen.accept(refresh.getValue(), backfill.getValue()));
        finish.setId("deploy-finish");
        finish.addClickListener(e -> chosen.accept(false, false));
        offer.setDefaultVerticalComponentAlignment(com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment.BASELINE);
        offer.setVisible(false);
        followUps.setId("deploy-follow-ups");
        add(new Div(state, message), steps, new H3("Then"), offer, followUps);
    }

    void show(DeployProgress progress) {
        state.setText(progress.state().name().replace('_', ' '));
        state.getElement().setAttribute("data-state", progress.state().name());
        state.getElement().setAttribute("data-deployment", String.valueOf(progress.id()));
        state.getElement().getThemeList().set("badge", true);
        message.setText(progress.message());
        steps.setItems(progress.steps());
        // states change their words ("Pending" to "Up to date"): widths measured on the rows as they are now
        steps.recalculateColumnWidths();
        offer.setVisible(progress.state() == DeployState.SCRIPTS_DONE);
        followUps.removeAll();
        for (FollowUp f : progress.offered()) {
            Div row = new Div(new Span(label(f.state()) + " · " + what(f) + (f.error() == null ? "" : ": " + f.error())));
            row.addClassName("deploy-follow-up");
            row.getElement().setAttribute("data-kind", f.kind().name());
            row.getElement().setAttribute("data-table", f.table());
            row.getElement().setAttribute("data-state", f.state().name());
            followUps.add(row);
        }
    }

    private static String what(FollowUp f) {
        String table = f.table().substring(f.table().indexOf('.') + 1);
        return switch (f.kind()) {
            case WAIT_FOR_CONTINUOUS -> "wait for " + table + ": " + f.detail();
            case REFRESH -> "refresh " + table + ": " + f.detail();
            case BACKFILL -> "backfill " + table + ": " + f.detail();
        };
    }

    /** A statement's run time as people read it: milliseconds below a second, then seconds, then minutes. */
    static String took(long millis) {
        if (millis <= 0) {
            return "";
        }
        if (millis < 1_000) {
            return millis + " ms";
        }
        if (millis < 60_000) {
            return millis / 1_000 + "." + millis % 1_000 / 100 + " s";
        }
        return millis / 60_000 + " min " + millis % 60_000 / 1_000 + " s";
    }

    static String label(StepState state) {
        return switch (state) {
            case PENDING -> "Pending";
            case RUNNING -> "Running";
            case DONE -> "Done";
            case UP_TO_DATE -> "Up to date";
            case SKIPPED -> "Skipped";
            case FAILED -> "Failed";
        };
    }
}
