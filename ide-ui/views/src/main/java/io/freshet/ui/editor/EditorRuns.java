package io.freshet.ui.editor;

import com.vaadin.flow.component.ComponentUtil;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.ResultsPanel;
import io.freshet.ui.run.RunError;
import io.freshet.ui.run.RunHistory;
import io.freshet.ui.run.RunLimitException;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunService;
import io.freshet.ui.run.RunStatus;
import io.freshet.ui.run.SessionBar;
import io.freshet.ui.scripts.ScriptService;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Runs from the editor: Ctrl+Enter the statement at the cursor (or the selection), Ctrl+Shift+Enter the
 * script, Ctrl+Shift+E its plan (EXPLAIN, through the same gated run path), Ctrl+F2 stops the script's runs.
 * A run keeps the text as the user's draft, never as a version (Ctrl+S makes versions). A failed run's positioned
 * gateway error becomes a diagnostic in the script it came from. Each tab keeps its own runs ({@link RunHistory}): the
 * results panel shows the active tab's, and a closed tab's runs are stopped and forgotten.
 */
class EditorRuns {

    private final RunService runs;
    private final EditorAnalysisService analysis;
    private final ResultsPanel results;
    private final boolean canRun;
    private final Consumer<String> message;
    private final Map<UUID, ScriptTab> origins = new ConcurrentHashMap<>();

    EditorRuns(RunService runs, EditorAnalysisService analysis, ResultsPanel results, boolean canRun,
               Consumer<String> message) {
        this.runs = runs;
        this.analysis = analysis;
        this.results = results;
        this.canRun = canRun;
        this.message = message;
        results.addFailureListener(this::failed);
    }

    void bind(ScriptTab tab) {
        // each tab has its own runtime mode: its runs use it, whatever another tab or an earlier script set
        SessionBar bar = new SessionBar(runs, canRun);
        ComponentUtil.setData(tab, SessionBar.class, bar);
        ComponentUtil.setData(tab, RunHistory.class, new RunHistory());
        // a closed tab (or a view left) takes its runs along: nobody could see a streaming query of it any more
        tab.addDetachListener(e -> forget(tab));
        tab.addComponentAsFirst(bar);
        tab.editor().addRunStatementListener(e -> runStatement(tab, e));
        tab.editor().addRunScriptListener(e -> runScript(tab));
        tab.editor().addExplainListener(e -> explain(tab, e.asRun()));
        tab.editor().addStopListener(e -> stop(tab));
    }

    /** The active tab changed: the results panel shows that tab's runs, or none. */
    void activated(Optional<ScriptTab> tab) {
        results.showHistory(tab.map(EditorRuns::history).orElseGet(RunHistory::new), tab.map(EditorRuns::bar)
                .orElse(null));
    }

    private void forget(ScriptTab tab) {
        ResultsPanel.stopUnfinished(runs, history(tab));
        origins.values().removeIf(origin -> origin == tab);
    }

    private void explain(ScriptTab tab, EditorEvents.RunStatement event) {
        RunRequest request = request(tab, event);
        if (request == null) {
            message.accept("Nothing to explain here: put the cursor in a statement or select one.");
            return;
        }
        String explained = "EXPLAIN " + request.statement();
        submit(tab, () -> {
            RunStatus status = runs.submit(new RunRequest(request.scriptId(), explained, request.startLine(),
                    request.startColumn()));
            tab.getUI().ifPresent(ui -> new ExplainDialog(runs, status, request.statement()).follow(ui));
            return List.of(status);
        });
    }

    /** Stops every unfinished run started from the tab; says so when there was none. */
    private void stop(ScriptTab tab) {
        int stopped = 0;
        for (Map.Entry<UUID, ScriptTab> origin : origins.entrySet()) {
            if (origin.getValue() != tab) {
                continue;
            }
            try {
                if (runs.status(origin.getKey()).state().isFinal()) {
                    origins.remove(origin.getKey());
                } else {
                    runs.cancel(origin.getKey());
                    stopped++;
                }
            } catch (ServiceException e) {
                origins.remove(origin.getKey());
            }
        }
        message.accept(stopped == 0 ? "Nothing of this script is running." : "Stopping " + stopped
                + (stopped == 1 ? " run." : " runs."));
        results.refresh();
    }

    private void runStatement(ScriptTab tab, EditorEvents.RunStatement event) {
        RunRequest request = request(tab, event);
        if (request == null) {
            message.accept("Nothing to run here: put the cursor in a statement or select one.");
            return;
        }
        submit(tab, () -> List.of(runs.submit(request.withMode(bar(tab).mode()))));
    }

    /** The backend finds the statement for the cursor or the selection: the view keeps no copy of that rule. */
    private RunRequest request(ScriptTab tab, EditorEvents.RunStatement event) {
        String text = tab.editor().getValue();
        int from = event.hasSelection() ? event.from() : event.offset();
        StatementSpan span = analysis.statementToRun(text, from, event.hasSelection() ? event.to() : from);
        return span == null ? null
                : new RunRequest(tab.scriptId(), span.text(), span.range().startLine(), span.range().startColumn());
    }

    private void runScript(ScriptTab tab) {
        submit(tab, () -> runs.submitScript(tab.scriptId(), tab.editor().getValue(), bar(tab).mode()));
    }

    private static SessionBar bar(ScriptTab tab) {
        return ComponentUtil.getData(tab, SessionBar.class);
    }

    private static RunHistory history(ScriptTab tab) {
        return ComponentUtil.getData(tab, RunHistory.class);
    }

    private void submit(ScriptTab tab, java.util.function.Supplier<List<RunStatus>> action) {
        if (!canRun) {
            message.accept(EditorToolbar.CANNOT_RUN + ".");
            return;
        }
        int length = tab.editor().getValue().length();
        if (length > ScriptService.MAX_SCRIPT_CHARS) {
            // it could not be kept as a version, so nothing of it runs; the draft keeps it for the next open
            tab.save(false);
            message.accept(String.format(Locale.ROOT, "Not run: the script has %,d characters and at most %,d can be"
                    + " saved or run. Your text is kept as a draft; split it into several scripts.", length,
                    ScriptService.MAX_SCRIPT_CHARS));
            return;
        }
        try {
            // the run history holds each statement's text: the script itself is only kept as the user's draft
            tab.save(false);
            List<RunStatus> submitted = action.get();
            submitted.forEach(status -> origins.put(status.runId(), tab));
            message.accept("");
            if (results.history() != history(tab)) {
                results.showHistory(history(tab), bar(tab));
            }
            results.show(submitted, bar(tab));
        } catch (RunLimitException e) {
            message.accept(e.userMessage());
            e.position().ifPresent(range -> tab.diagnostics().gatewayError(new EditorDiagnostic(
                    EditorDiagnostic.Severity.ERROR, e.userMessage(), range, "limit", null)));
        } catch (ServiceException e) {
            message.accept(e.userMessage());
        }
    }

    private void failed(RunStatus status) {
        ScriptTab tab = origins.remove(status.runId());
        RunError error = status.error();
        if (tab == null || error == null) {
            return;
        }
        // without a position the whole statement is meant: its first character is marked
        TextRange range = error.position().orElseGet(() ->
                TextRange.point(Math.max(1, status.startLine()), Math.max(1, status.startColumn())));
        tab.diagnostics().gatewayError(new EditorDiagnostic(EditorDiagnostic.Severity.ERROR,
                (error.refused() ? "Not run: " : "Gateway: ") + error.message(), range,
                error.refused() ? "policy" : "gateway", error.details()));
    }
}
