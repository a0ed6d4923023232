package io.freshet.ui.run;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * The results of the statements a user ran: a row per statement of the shown submission (status, duration, live row
 * count, Stop), and the selected statement's rows in a lazily paged grid under a header (row count or the limit that
 * cut it, the whole statement, Copy, CSV and JSON downloads), or its error with the full text on request; a streaming
 * query without rows gets a hint and a switch to batch. Each editor tab has its own {@link RunHistory}: the panel
 * shows the active tab's, and its History button brings back an older submission's result while the service holds it.
 * Polls the service while something runs; no server push.
 */
public class ResultsPanel extends VerticalLayout {

    private static final int POLL_MILLIS = 500;
    static final String GONE = "This run's result is no longer kept: Freshet holds the results of your newest runs"
            + " only. Run the statement again to see its rows.";

    private final RunService runs;
    private final RunLine line = new RunLine(this::choose, this::stop, this::select);
    private final ResultGrid grid;
    private final RunErrorView error = new RunErrorView();
    private final Span gone = new Span(GONE);
    private final List<Consumer<RunStatus>> failureListeners = new ArrayList<>();
    private final ResultHeader header;
    private final StreamingHint hint;
    private RunHistory history = new RunHistory();
    private Registration poll;
    private SessionBar origin;

    public ResultsPanel(RunService runs) {
        this.runs = runs;
        this.grid = new ResultGrid(runs, ResultsPanel::say);
        this.header = new ResultHeader(runs, grid::copyToClipboard);
        this.hint = new StreamingHint(this::rerunInBatch);
        setId("results-panel");
        setPadding(false);
        setSpacing(false);
        gone.setId("run-gone");
        gone.getStyle().set("color", "var(--lumo-secondary-text-color)").set("font-size", "var(--lumo-font-size-s)");
        gone.setVisible(false);
        grid.setVisible(false);
        header.setVisible(false);
        add(line, hint, error, gone, header, grid);
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

    /** Shows freshly submitted runs as the newest of the shown history and follows them until they end. */
    public void show(List<RunStatus> submitted) {
        show(submitted, null);
    }

    /**
     * The same, for runs made from a tab with this session bar: the bar learns when they ended (a script may have
     * changed the mode, catalog or database), and the streaming hint's switch changes the bar's mode.
     */
    public void show(List<RunStatus> submitted, SessionBar bar) {
        origin = bar;
        if (!submitted.isEmpty()) {
            history.add(submitted, bar == null);
        }
        render();
        refresh();
    }

    /** Shows another tab's runs (the editor switched tabs): its shown submission and result, followed while running. */
    public void showHistory(RunHistory other, SessionBar bar) {
        history = other;
        origin = bar;
        render();
        refresh();
    }

    /** The history shown now. */
    public RunHistory history() {
        return history;
    }

    /** Called with a run that failed, e.g. so an editor can mark the error's position. */
    public Registration addFailureListener(Consumer<RunStatus> listener) {
        failureListeners.add(listener);
        return () -> failureListeners.remove(listener);
    }

    /** Asks the service for fresh statuses; the poll calls this, a test or a view may too. */
    public void refresh() {
        Optional<RunBatch> shown = history.shown();
        if (shown.isEmpty()) {
            setPolling(false);
            return;
        }
        UUID selected = shown.get().selected();
        boolean running = false;
        boolean changed = false;
        for (RunRow row : line.rows()) {
            RunStatus before = row.status();
            if (before.state().isFinal() && !before.runId().equals(selected) || shown.get().isGone(before.runId())) {
                continue;
            }
            RunStatus now;
            try {
                now = runs.status(before.runId());
            } catch (ServiceException evicted) {
                history.gone(before.runId());
                changed = true;
                continue;
            }
            row.update(now);
            history.update(now);
            running |= !now.state().isFinal();
            changed |= now.state() != before.state();
            if (now.state() == RunState.FAILED && before.state() != RunState.FAILED) {
                failureListeners.forEach(l -> l.accept(now));
                history.select(now.runId());
            }
        }
        RunBatch batch = history.shown().orElseThrow();
        line.markSelected(batch);
        showResult(batch);
        if (!running && !batch.endReported()) {
            history.reported();
            if (origin != null) {
                origin.runsEnded(batch.runs());
            }
        }
        if (changed) {
            line.relabel(history);
        }
        setPolling(running);
    }

    /** The run rows of the shown submission; nothing shown for a history without runs. */
    private void render() {
        line.render(history);
        if (history.isEmpty()) {
            error.setVisible(false);
            gone.setVisible(false);
            grid.setVisible(false);
            header.setVisible(false);
            hint.setVisible(false);
        }
    }

    /** An older submission chosen in the history (its menu, or a test). */
    void choose(int number) {
        if (history.show(number)) {
            render();
            refresh();
        }
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
        history.select(runId);
        refresh();
    }

    private void showResult(RunBatch batch) {
        RunStatus status = batch.shown();
        boolean dropped = batch.isGone(status.runId());
        gone.setVisible(dropped);
        boolean failed = !dropped && status.error() != null;
        error.setVisible(failed);
        if (failed) {
            error.show(status);
        }
        grid.setVisible(!dropped && !failed && !status.columns().isEmpty());
        header.setVisible(grid.isVisible());
        if (grid.isVisible()) {
            grid.show(status);
            header.show(status);
        }
        if (dropped) {
            hint.setVisible(false);
        } else {
            hint.show(status);
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
        stopUnfinished(runs, history);
    }

    /**
     * Stops a history's runs that had not ended when last seen and still have not (a hidden tab's status is not
     * polled: a run that meanwhile finished, e.g. an INSERT that started its job, is left alone). Each run once.
     */
    public static void stopUnfinished(RunService runs, RunHistory history) {
        for (UUID runId : history.takeUnfinished()) {
            try {
                if (!runs.status(runId).state().isFinal()) {
                    runs.cancel(runId);
                }
            } catch (RuntimeException ended) {
                // already gone, or the session is closing: its end stops the runs anyway
            }
        }
    }
}
