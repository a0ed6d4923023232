package io.freshet.ui.run;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * The results of the statements a user ran: a row per statement (status, duration, live row count, Stop),
 * and the selected statement's rows in a lazily paged grid under a header (row count or the limit that cut it, the
 * whole statement, Copy, CSV and JSON downloads), or its error with the full text on request; a streaming query
 * without rows gets a hint and a switch to batch.
 * Polls the service while something runs; no server push.
 */
public class ResultsPanel extends VerticalLayout {

    private static final int POLL_MILLIS = 500;

    private final RunService runs;
    private final VerticalLayout rowsList = new VerticalLayout();
    private final ResultGrid grid;
    private final Div error = new Div();
    private final List<RunRow> rows = new ArrayList<>();
    private final List<Consumer<RunStatus>> failureListeners = new ArrayList<>();
    private final ResultHeader header;
    private final StreamingHint hint;
    private Registration poll;
    private UUID selected;
    private SessionBar origin;
    private boolean endReported = true;

    public ResultsPanel(RunService runs) {
        this.runs = runs;
        this.grid = new ResultGrid(runs, ResultsPanel::say);
        this.header = new ResultHeader(runs, grid::copyToClipboard);
        this.hint = new StreamingHint(this::rerunInBatch);
        setId("results-panel");
        setPadding(false);
        setSpacing(false);
        rowsList.setId("run-rows");
        rowsList.setPadding(false);
        rowsList.setSpacing(false);
        error.setId("run-error");
        error.setVisible(false);
        grid.setVisible(false);
        header.setVisible(false);
        add(rowsList, hint, error, header, grid);
    }

    /** In a pane of its own (the editor's lower half): the grid takes whatever height the rows and header leave. */
    public void fillHeight() {
        setSizeFull();
        grid.setHeight("0");
        grid.setMinHeight("10em");
        // 24 px rows instead of Lumo's compact 30 px (as in a desktop SQL client): ten of them fit below a
        // 20-line editor at 1400x900
        grid.getStyle().set("--lumo-size-m", "1.5rem").set("--lumo-size-s", "1.5rem").set("--lumo-space-xs", "2px")
                .set("font-size", "var(--lumo-font-size-s)").set("line-height", "1.2");
        setFlexGrow(1, grid);
    }

    /** Shows freshly submitted runs (replacing what was shown) and follows them until they end. */
    public void show(List<RunStatus> submitted) {
        show(submitted, null);
    }

    /**
     * The same, for runs made from a tab with this session bar: the bar learns when they ended (a script may have
     * changed the mode, catalog or database), and the streaming hint's switch changes the bar's mode.
     */
    public void show(List<RunStatus> submitted, SessionBar bar) {
        origin = bar;
        endReported = bar == null;
        rowsList.removeAll();
        rows.clear();
        selected = null;
        for (RunStatus status : submitted) {
            RunRow row = new RunRow(status, () -> stop(status.runId()), () -> select(status.runId()));
            rows.add(row);
            rowsList.add(row);
        }
        if (!submitted.isEmpty()) {
            select(submitted.get(submitted.size() - 1).runId());
        }
        refresh();
    }

    /** Called with a run that failed, e.g. so an editor can mark the error's position. */
    public Registration addFailureListener(Consumer<RunStatus> listener) {
        failureListeners.add(listener);
        return () -> failureListeners.remove(listener);
    }

    /** Asks the service for fresh statuses; the poll calls this, a test or a view may too. */
    public void refresh() {
        boolean running = false;
        for (RunRow row : rows) {
            RunStatus before = row.status();
            if (before.state().isFinal() && !before.runId().equals(selected)) {
                continue;
            }
            RunStatus now;
            try {
                now = runs.status(before.runId());
            } catch (ServiceException gone) {
                continue;
            }
            row.update(now);
            running |= !now.state().isFinal();
            if (now.state() == RunState.FAILED && before.state() != RunState.FAILED) {
                failureListeners.forEach(l -> l.accept(now));
                select(now.runId());
            }
        }
        RunRow current = rowOf(selected);
        if (current != null) {
            showResult(current.status());
        }
        if (!running && !endReported) {
            endReported = true;
            origin.runsEnded(rows.stream().map(RunRow::status).toList());
        }
        setPolling(running);
    }

    /** The hint's way out: stop the waiting query, switch its tab to batch, and run the statement again there. */
    private void rerunInBatch(RunStatus waiting) {
        try {
            runs.cancel(waiting.runId());
            if (origin != null) {
                origin.choose(RuntimeMode.BATCH);
            }
            RunStatus again = runs.submit(new RunRequest(null, waiting.statement(), waiting.startLine(),
                    waiting.startColumn(), RuntimeMode.BATCH));
            show(List.of(again), origin);
        } catch (ServiceException e) {
            say(e.userMessage());
        }
    }

    private static void say(String text) {
        Notification.show(text, 4_000, Notification.Position.BOTTOM_START);
    }

    private void select(UUID runId) {
        selected = runId;
        rows.forEach(r -> r.selected(r.status().runId().equals(runId)));
        RunRow row = rowOf(runId);
        if (row != null) {
            showResult(row.status());
        }
    }

    private void showResult(RunStatus status) {
        boolean failed = status.error() != null;
        error.setVisible(failed);
        if (failed) {
            showError(status);
        }
        grid.setVisible(!failed && !status.columns().isEmpty());
        header.setVisible(grid.isVisible());
        if (grid.isVisible()) {
            grid.show(status);
            header.show(status);
        }
        hint.show(status);
    }

    private void showError(RunStatus status) {
        RunError e = status.error();
        if (status.runId().toString().equals(error.getElement().getAttribute("data-run-id"))) {
            return;
        }
        error.removeAll();
        error.getElement().setAttribute("data-run-id", status.runId().toString());
        Span message = new Span(e.message());
        message.setId("run-error-message");
        message.getStyle().set("color", "var(--lumo-error-text-color)");
        error.add(message);
        e.position().ifPresent(range -> {
            Span where = new Span(" (" + range.describe() + ")");
            where.setId("run-error-position");
            error.add(where);
        });
        if (e.details() != null && !e.details().isBlank()) {
            Pre full = new Pre(e.details());
            full.setId("run-error-text");
            full.getStyle().set("max-height", "20em").set("overflow", "auto").set("font-size", "var(--lumo-font-size-xs)");
            Details details = new Details("Details", full);
            details.setId("run-error-details");
            error.add(details);
        }
    }

    private void stop(UUID runId) {
        try {
            runs.cancel(runId);
        } catch (ServiceException e) {
            Notification.show(e.userMessage(), 5_000, Notification.Position.BOTTOM_START)
                    .addThemeVariants(NotificationVariant.LUMO_ERROR);
        }
        refresh();
    }

    private RunRow rowOf(UUID runId) {
        return rows.stream().filter(r -> r.status().runId().equals(runId)).findFirst().orElse(null);
    }

    private void setPolling(boolean on) {
        UI ui = getUI().orElse(null);
        if (ui == null) {
            return;
        }
        if (on && poll == null) {
            Registration listener = ui.addPollListener(e -> refresh());
            Registration hold = UiPolling.hold(ui, POLL_MILLIS);
            poll = () -> {
                listener.remove();
                hold.remove();
            };
        } else if (!on && poll != null) {
            poll.remove();
            poll = null;
        }
    }

    @Override
    protected void onAttach(AttachEvent event) {
        refresh();
    }

    @Override
    protected void onDetach(DetachEvent event) {
        if (poll != null) {
            poll.remove();
            poll = null;
        }
        stopUnfinished();
    }

    /**
     * A streaming query nobody watches would go on holding a Flink job and its slots for as long as the session
     * lives: when the view goes, its unfinished runs are stopped.
     */
    private void stopUnfinished() {
        for (RunRow row : rows) {
            if (!row.status().state().isFinal()) {
                try {
                    runs.cancel(row.status().runId());
                } catch (RuntimeException gone) {
                    // already ended, or the session is closing: its end stops the runs anyway
                }
            }
        }
    }
}
