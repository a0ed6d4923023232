package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.run.HistoryQuery;
import io.freshet.ui.run.ResultPage;
import io.freshet.ui.run.ResultsPanel;
import io.freshet.ui.run.RunBatch;
import io.freshet.ui.run.RunRecord;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunService;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RunStatus;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** Runs from editor tabs against a fake run service: each tab keeps its own runs, a closed tab stops and drops them. */
class EditorRunsTest {

    private final FakeRuns runs = new FakeRuns();
    private final ResultsPanel panel = new ResultsPanel(runs);
    /** What the view asked the backend for: text, from, to. */
    private final List<Object[]> asked = new ArrayList<>();
    private final EditorRuns editorRuns = new EditorRuns(runs, analysis(), panel, true, message -> { });

    @Test
    void eachTabShowsItsOwnRunsWhenItBecomesActive() {
        ScriptTab left = tab(1, "SELECT 'alpha' AS a");
        ScriptTab right = tab(2, "SELECT 'beta' AS b");

        editorRuns.activated(Optional.of(left));
        run(left, RunState.FINISHED);
        editorRuns.activated(Optional.of(right));
        assertThat(panel.history().isEmpty()).as("the right tab has run nothing").isTrue();
        run(right, RunState.FINISHED);
        editorRuns.activated(Optional.of(left));

        assertThat(shownStatements()).containsExactly("SELECT 'alpha' AS a");
        editorRuns.activated(Optional.of(right));
        assertThat(shownStatements()).containsExactly("SELECT 'beta' AS b");
        editorRuns.activated(Optional.empty());
        assertThat(panel.history().isEmpty()).isTrue();
    }

    @Test
    void aRunGoesToItsOwnTabsHistoryEvenWhenAnotherTabIsShown() {
        ScriptTab left = tab(1, "SELECT 'alpha' AS a");
        ScriptTab right = tab(2, "SELECT 'beta' AS b");
        editorRuns.activated(Optional.of(right));

        run(left, RunState.FINISHED);

        editorRuns.activated(Optional.of(right));
        assertThat(panel.history().isEmpty()).isTrue();
        editorRuns.activated(Optional.of(left));
        assertThat(shownStatements()).containsExactly("SELECT 'alpha' AS a");
    }

    @Test
    void closingATabStopsItsStreamingRunsOnceAndLeavesTheOtherTabsAlone() {
        ScriptTab left = tab(1, "SELECT * FROM clicks");
        ScriptTab right = tab(2, "SELECT * FROM views");
        UI ui = new UI();
        ui.add(left, right);
        editorRuns.activated(Optional.of(left));
        RunStatus leftRun = run(left, RunState.STREAMING);
        editorRuns.activated(Optional.of(right));
        run(right, RunState.STREAMING);

        ui.remove(left);

        assertThat(runs.cancelled).containsExactly(leftRun.runId());
    }

    /** Issue 38: the backend is the one owner of "the statement to run"; the view sends cursor or selection. */
    @Test
    void theViewAsksTheBackendForTheStatementAtTheCursorAndForTheSelectionAndRunsItsAnswer() {
        ScriptTab tab = tab(1, "SELECT 1;\nSELECT 2");
        editorRuns.activated(Optional.of(tab));
        String text = tab.editor().getValue();

        ComponentUtil.fireEvent(tab.editor(), new EditorEvents.RunStatement(tab.editor(), true, 12, 12, 12));
        ComponentUtil.fireEvent(tab.editor(), new EditorEvents.RunStatement(tab.editor(), true, 6, 2, 6));

        assertThat(asked).containsExactly(new Object[] {text, 12, 12}, new Object[] {text, 2, 6});
        assertThat(runs.submitted).extracting(RunStatus::statement).containsExactly("SELECT 2", "LECT");
        assertThat(runs.requests).extracting(RunRequest::startLine, RunRequest::startColumn)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2, 1), org.assertj.core.groups.Tuple.tuple(1, 3));
    }

    private List<String> shownStatements() {
        return panel.history().shown().map(RunBatch::runs).orElse(List.of()).stream().map(RunStatus::statement)
                .toList();
    }

    /** Ctrl+Enter with the whole text selected, as the browser sends it. */
    private RunStatus run(ScriptTab tab, RunState state) {
        runs.next = state;
        String text = tab.editor().getValue();
        ComponentUtil.fireEvent(tab.editor(), new EditorEvents.RunStatement(tab.editor(), true, 0, 0, text.length()));
        return runs.submitted.get(runs.submitted.size() - 1);
    }

    private ScriptTab tab(long id, String sql) {
        ScriptTab tab = new ScriptTab(new ScriptDocument(id, "p", "s" + id + ".sql", sql, 1, "dev", Instant.now()),
                fake(ScriptService.class), fake(EditorAnalysisService.class), true, diagnostics -> { });
        editorRuns.bind(tab);
        return tab;
    }

    /**
     * The backend's answer as a stand-in: at a cursor the line it is on, for a selection the selected text (the real
     * rule is the backend's, tested there).
     */
    private EditorAnalysisService analysis() {
        EditorAnalysisService nothing = fake(EditorAnalysisService.class);
        return (EditorAnalysisService) Proxy.newProxyInstance(EditorAnalysisService.class.getClassLoader(),
                new Class<?>[] {EditorAnalysisService.class}, (proxy, method, args) -> {
                    if (!method.getName().equals("statementToRun")) {
                        return method.invoke(nothing, args);
                    }
                    asked.add(args);
                    String text = (String) args[0];
                    int from = (int) args[1];
                    int to = (int) args[2];
                    if (to > from) {
                        return new StatementSpan(text.substring(from, to), new TextRange(1, from + 1, 1, to));
                    }
                    int start = text.lastIndexOf('\n', Math.max(0, from - 1)) + 1;
                    int line = (int) text.substring(0, start).chars().filter(c -> c == '\n').count() + 1;
                    int end = text.indexOf('\n', start) < 0 ? text.length() : text.indexOf('\n', start);
                    return new StatementSpan(text.substring(start, end).replace(";", ""), TextRange.point(line, 1));
                });
    }

    /** A service that answers nothing: empty lists, no draft, a validation that never ends. */
    @SuppressWarnings("unchecked")
    private static <T> T fake(Class<T> type) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            Class<?> result = method.getReturnType();
            if (result == List.class) {
                return List.of();
            } else if (result == Optional.class) {
                return Optional.empty();
            } else if (result == CompletableFuture.class) {
                return new CompletableFuture<>();
            } else if (result == Validation.class) {
                return new Validation(new CompletableFuture<>(), new CompletableFuture<>());
            } else if (result == boolean.class) {
                return false;
            }
            return null;
        });
    }

    /** Statuses by id as submitted, and what was cancelled. */
    private static final class FakeRuns implements RunService {
        private final Map<UUID, RunStatus> statuses = new HashMap<>();
        private final List<RunStatus> submitted = new ArrayList<>();
        private final List<RunRequest> requests = new ArrayList<>();
        private final List<UUID> cancelled = new ArrayList<>();
        private RunState next = RunState.FINISHED;

        @Override
        public RunStatus submit(RunRequest request) {
            requests.add(request);
            RunStatus status = new RunStatus(UUID.randomUUID(), request.statement(), 1, 1, next, List.of(), 0, false,
                    Instant.now(), Duration.ZERO, null, null);
            statuses.put(status.runId(), status);
            submitted.add(status);
            return status;
        }

        @Override
        public List<RunStatus> submitScript(Long scriptId, String scriptText) {
            throw new UnsupportedOperationException();
        }

        @Override
        public RunStatus status(UUID runId) {
            return statuses.get(runId);
        }

        @Override
        public ResultPage page(UUID runId, long offset, int limit) {
            return new ResultPage(offset, List.of(), List.of(), false);
        }

        @Override
        public void cancel(UUID runId) {
            cancelled.add(runId);
        }

        @Override
        public Map<String, String> sessionSettings() {
            return Map.of();
        }

        @Override
        public void setSessionSetting(String key, String value) {
        }

        @Override
        public void resetSessionSetting(String key) {
        }

        @Override
        public List<RunRecord> history(HistoryQuery query) {
            return List.of();
        }
    }
}
