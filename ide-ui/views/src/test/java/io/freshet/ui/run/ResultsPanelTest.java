package io.freshet.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import io.freshet.ui.common.ServiceException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The results panel against a fake run service, without a browser: stopping runs, and each tab's own history. */
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

    @Test
    void eachTabsHistoryShowsItsOwnRunsAndSwitchingBackShowsTheFirstTabsResultAgain() {
        RunHistory first = new RunHistory();
        RunHistory second = new RunHistory();
        RunStatus alpha = runs.add(RunState.FINISHED);
        RunStatus beta = runs.add(RunState.FINISHED);
        ResultsPanel panel = new ResultsPanel(runs);

        panel.showHistory(first, null);
        panel.show(List.of(alpha));
        panel.showHistory(second, null);
        panel.show(List.of(beta));
        assertThat(shownRuns(panel)).containsExactly(beta.runId());
        assertThat(grid(panel).runId()).isEqualTo(beta.runId());

        panel.showHistory(first, null);

        assertThat(shownRuns(panel)).containsExactly(alpha.runId());
        assertThat(grid(panel).runId()).isEqualTo(alpha.runId());
        assertThat(first.batches()).hasSize(1);
        assertThat(second.batches()).hasSize(1);
    }

    @Test
    void anOlderRunOfTheTabIsShownAgainFromItsHistory() {
        RunStatus older = runs.add(RunState.FINISHED);
        RunStatus newer = runs.add(RunState.FINISHED);
        ResultsPanel panel = new ResultsPanel(runs);
        panel.show(List.of(older));
        panel.show(List.of(newer));
        assertThat(shownRuns(panel)).containsExactly(newer.runId());

        panel.choose(1);

        assertThat(shownRuns(panel)).containsExactly(older.runId());
        assertThat(grid(panel).runId()).isEqualTo(older.runId());
        assertThat(grid(panel).isVisible()).isTrue();
        assertThat(byId(panel, "run-gone").isVisible()).isFalse();
    }

    @Test
    void anOlderRunWhoseResultTheServiceDroppedSaysSoInsteadOfShowingAnError() {
        RunStatus older = runs.add(RunState.FINISHED);
        RunStatus newer = runs.add(RunState.FINISHED);
        ResultsPanel panel = new ResultsPanel(runs);
        panel.show(List.of(older));
        panel.show(List.of(newer));
        runs.evicted.add(older.runId());

        panel.choose(1);

        assertThat(byId(panel, "run-gone").isVisible()).isTrue();
        assertThat(grid(panel).isVisible()).isFalse();
        assertThat(byId(panel, "run-error").isVisible()).isFalse();
        assertThat(panel.history().shown().orElseThrow().label()).endsWith("result no longer kept");
        assertThat(shownRuns(panel)).as("its run row stays, as last seen").containsExactly(older.runId());
    }

    @Test
    void aTabWithoutRunsShowsNoRowsAndNoResult() {
        RunStatus alpha = runs.add(RunState.FINISHED);
        ResultsPanel panel = new ResultsPanel(runs);
        panel.show(List.of(alpha));

        panel.showHistory(new RunHistory(), null);

        assertThat(shownRuns(panel)).isEmpty();
        assertThat(grid(panel).isVisible()).isFalse();
        assertThat(byId(panel, "run-history").isVisible()).isFalse();
    }

    @Test
    void aClosedTabsStreamingRunIsStoppedOnceAndOneThatFinishedUnseenIsLeftAlone() {
        RunHistory hidden = new RunHistory();
        RunStatus streaming = runs.add(RunState.STREAMING);
        RunStatus insert = runs.add(RunState.RUNNING);
        hidden.add(List.of(insert), false);
        hidden.add(List.of(streaming), false);
        // the INSERT started its job and ended while its tab was not shown: its history still says RUNNING
        runs.statuses.put(insert.runId(), status(insert.runId(), RunState.FINISHED));

        ResultsPanel.stopUnfinished(runs, hidden);
        ResultsPanel.stopUnfinished(runs, hidden);

        assertThat(runs.cancelled).containsExactly(streaming.runId());
    }

    private static List<UUID> shownRuns(Component root) {
        return descendants(root).filter(RunRow.class::isInstance).map(c -> ((RunRow) c).status().runId()).toList();
    }

    private static ResultGrid grid(Component root) {
        return (ResultGrid) byId(root, "result-grid");
    }

    private static Component byId(Component root, String id) {
        return descendants(root).filter(c -> c.getId().filter(id::equals).isPresent()).findFirst().orElseThrow();
    }

    private static Stream<Component> descendants(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(ResultsPanelTest::descendants));
    }

    private static RunStatus status(UUID id, RunState state) {
        return new RunStatus(id, "SELECT * FROM endless", 1, 1, state, List.of(new ResultColumn("n", "INT")), 3, false,
                Instant.now(),
                Duration.ofSeconds(1), null, null);
    }

    /** Statuses by id, and what was cancelled. */
    private static final class FakeRuns implements RunService {
        private final Map<UUID, RunStatus> statuses = new HashMap<>();
        private final List<UUID> cancelled = new ArrayList<>();
        private final java.util.Set<UUID> evicted = new java.util.HashSet<>();

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
            if (evicted.contains(runId)) {
                throw new ServiceException("This result is no longer available.");
            }
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
