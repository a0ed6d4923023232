package io.freshet.ui.editor;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import io.freshet.ui.run.ResultPage;
import io.freshet.ui.run.RunService;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RunStatus;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

/** Flink's plan of an EXPLAIN run, as plain text in a dialog once the run has finished. */
final class ExplainDialog extends Dialog {

    private static final int POLL_MILLIS = 250;

    private final RunService runs;
    private final UUID runId;
    private final Pre plan = new Pre();
    private final Paragraph state = new Paragraph("Asking Flink for the plan…");
    private Registration polling;
    private Registration listener;

    ExplainDialog(RunService runs, RunStatus submitted, String statement) {
        this.runs = runs;
        this.runId = submitted.runId();
        setId("explain-dialog");
        setHeaderTitle("Plan: " + (statement.length() > 80 ? statement.substring(0, 80) + "…" : statement));
        setWidth("min(70em, 95vw)");
        // not modal: a modal dialog makes the page's polling inert, and the plan would never arrive
        setModal(false);
        setDraggable(true);
        setResizable(true);
        state.setId("explain-state");
        plan.setId("explain-plan");
        plan.getStyle().set("white-space", "pre").set("overflow", "auto").set("max-height", "65vh")
                .set("font-size", "var(--lumo-font-size-s)").set("margin", "0");
        plan.setVisible(false);
        add(state, plan);
        Button close = new Button("Close", e -> close());
        close.setId("explain-close");
        getFooter().add(close);
        addOpenedChangeListener(e -> {
            if (!e.isOpened()) {
                stopPolling();
            }
        });
    }

    /** Opens the dialog and follows the run until its plan arrives or it fails. */
    void follow(UI ui) {
        open();
        polling = UiPolling.hold(ui, POLL_MILLIS);
        listener = ui.addPollListener(e -> check());
        check();
    }

    private void check() {
        try {
            RunStatus status = runs.status(runId);
            if (status.state() == RunState.FINISHED) {
                ResultPage page = runs.page(runId, 0, 100);
                show(planText(page.rows()));
            } else if (status.state().isFinal()) {
                stopPolling();
                state.setText(status.error() != null ? "No plan: " + status.error().message()
                        : "No plan: the run ended " + status.state().name().toLowerCase(java.util.Locale.ROOT) + ".");
            }
        } catch (ServiceException e) {
            stopPolling();
            state.setText("No plan: " + e.userMessage());
        }
    }

    private void show(String text) {
        stopPolling();
        state.setVisible(false);
        plan.setText(text);
        plan.setVisible(true);
    }

    /** The rows of an EXPLAIN result: one text column, each value a part of the plan. */
    static String planText(List<List<String>> rows) {
        return rows.stream().map(row -> row.stream().filter(v -> v != null).collect(Collectors.joining("\n")))
                .collect(Collectors.joining("\n")).strip();
    }

    private void stopPolling() {
        if (polling != null) {
            polling.remove();
            polling = null;
        }
        if (listener != null) {
            listener.remove();
            listener = null;
        }
    }
}
