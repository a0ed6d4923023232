package io.freshet.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The results panel against a fake run service, without a browser. */
class ResultsPanelTest {

    private final FakeRuns runs = new FakeRuns();

    @Test
    void leavingTheViewStopsItsStreamingRunsAndLeavesFinishedOnesAlone() {
        RunStatus streaming = runs.add(RunState.STREAMING);
        RunStatus finished = runs.add(RunState.FINISHED);
        UI ui = new UI();
        ResultsPanel panel = new ResultsPanel(runs);
        ui.add(panel);
        panel.show(List.of(finished, streaming));

        ui.remove(panel);

        assertThat(runs.cancelled).containsExactly(streaming.runId());
    }

    @Test
    void aRunThatEndedBeforeTheViewWentIsNotCancelled() {
        RunStatus streaming = runs.add(RunState.STREAMING);
        UI ui = new UI();
        ResultsPanel panel = new ResultsPanel(runs);
        ui.add(panel);
        panel.show(List.of(streaming));
        runs.statuses.put(streaming.runId(), status(streaming.runId(), RunState.CANCELLED));
        panel.refresh();

        ui.remove(panel);

        assertThat(runs.cancelled).isEmpty();
    }

    private static RunStatus status(UUID id, RunState state) {
        return new RunStatus(id, "SELECT * FROM endless", 1, 1, state, List.of(), 3, false, Instant.now(),
                Duration.ofSeconds(1), null, null);
    }

    /** Statuses by id, and what was cancelled. */
    private static final class FakeRuns implements RunService {
        private final Map<UUID, RunStatus> statuses = new HashMap<>();
        private final List<UUID> cancelled = new ArrayList<>();

        RunStatus add(RunState state) {
            RunStatus status = ResultsPanelTest.status(UUID.randomUUID(), state);
            statuses.put(status.runId(), status);
            return status;
        }

        @Override
        public RunStatus submit(RunRequest request) {
            throw new UnsupportedOperationException();
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
