package io.freshet.ui.run;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.time.Duration;
import java.util.Locale;

/** One statement of a run in the results panel: status, duration, row count, a Stop button and a way to its result. */
class RunRow extends HorizontalLayout {

    private static final int STATEMENT_PREVIEW = 90;

    private final Span state = new Span();
    private final Span duration = new Span();
    private final Span rows = new Span();
    private final Button stop = new Button("Stop");
    private final Button show = new Button("Result");
    private RunStatus status;

    RunRow(RunStatus initial, Runnable onStop, Runnable onShow) {
        addClassName("run-row");
        setWidthFull();
        setAlignItems(FlexComponent.Alignment.BASELINE);
        // one line per run: a wrapped duration or row count costs a result row below
        getStyle().set("white-space", "nowrap").set("font-size", "var(--lumo-font-size-s)")
                .set("--lumo-size-s", "1.5rem");
        getElement().setAttribute("data-run-id", initial.runId().toString());
        state.addClassName("run-state");
        state.getElement().getThemeList().add("badge");
        duration.addClassName("run-duration");
        rows.addClassName("run-rows");
        Span statement = new Span(preview(initial.statement()));
        statement.addClassName("run-statement");
        statement.getStyle().set("flex-grow", "1").set("font-family", "var(--lumo-font-family-mono, monospace)")
                .set("white-space", "nowrap").set("overflow", "hidden").set("text-overflow", "ellipsis").set("min-width", "0");
        statement.getElement().setAttribute("title", initial.statement());
        stop.addClassName("run-stop");
        stop.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_SMALL);
        stop.addClickListener(e -> onStop.run());
        show.addClassName("run-show");
        show.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
        show.addClickListener(e -> onShow.run());
        add(state, statement, duration, rows, stop, show);
        update(initial);
    }

    RunStatus status() {
        return status;
    }

    void update(RunStatus next) {
        status = next;
        RunState s = next.state();
        state.setText(s.name().toLowerCase(Locale.ROOT));
        state.getElement().getThemeList().removeAll(java.util.List.of("success", "error", "contrast"));
        if (s == RunState.FINISHED) {
            state.getElement().getThemeList().add("success");
        } else if (s == RunState.FAILED) {
            state.getElement().getThemeList().add("error");
        } else if (s == RunState.CANCELLED || s == RunState.SKIPPED) {
            state.getElement().getThemeList().add("contrast");
        }
        duration.setText(format(next.elapsed()));
        rows.setText(next.rowCount() + (next.rowCount() == 1 ? " row" : " rows") + (next.truncated() ? " (cut)" : ""));
        stop.setVisible(!s.isFinal());
    }

    void selected(boolean selected) {
        getStyle().set("background", selected ? "var(--lumo-primary-color-10pct)" : "transparent");
        show.setEnabled(!selected);
    }

    static String format(Duration d) {
        long ms = d == null ? 0 : d.toMillis();
        return ms < 1_000 ? ms + " ms" : String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    private static String preview(String statement) {
        String oneLine = statement.strip().replaceAll("\\s+", " ");
        return oneLine.length() <= STATEMENT_PREVIEW ? oneLine : oneLine.substring(0, STATEMENT_PREVIEW) + "…";
    }
}
