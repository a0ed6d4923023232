package io.freshet.ui.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** One tab's run history: newest first, bounded, an older submission shown again, statuses kept per submission. */
class RunHistoryTest {

    private final RunHistory history = new RunHistory();

    @Test
    void submissionsAreListedNewestFirstAndTheNewestIsShown() {
        RunStatus one = run("SELECT 1", RunState.FINISHED);
        RunStatus two = run("SELECT 2", RunState.RUNNING);

        history.add(List.of(one), false);
        history.add(List.of(two), false);

        assertThat(history.batches()).extracting(RunBatch::number).containsExactly(2, 1);
        assertThat(history.shown().orElseThrow().shown()).isEqualTo(two);
    }

    @Test
    void onlyTheLastTwentySubmissionsAreKept() {
        for (int i = 1; i <= RunHistory.MAX + 3; i++) {
            history.add(List.of(run("SELECT " + i, RunState.FINISHED)), true);
        }

        assertThat(history.batches()).hasSize(RunHistory.MAX);
        assertThat(history.batches().get(0).number()).isEqualTo(RunHistory.MAX + 3);
        assertThat(history.batches().get(RunHistory.MAX - 1).number()).isEqualTo(4);
        assertThat(history.show(3)).as("a forgotten submission cannot be shown").isFalse();
    }

    @Test
    void anOlderSubmissionCanBeShownAgainUntilANewOneArrives() {
        RunStatus old = run("SELECT 'old'", RunState.FINISHED);
        history.add(List.of(old), true);
        history.add(List.of(run("SELECT 'new'", RunState.FINISHED)), true);

        assertThat(history.show(1)).isTrue();
        assertThat(history.shown().orElseThrow().shown()).isEqualTo(old);

        history.add(List.of(run("SELECT 'newest'", RunState.QUEUED)), false);
        assertThat(history.shown().orElseThrow().number()).isEqualTo(3);
    }

    @Test
    void aScriptShowsItsLastStatementAndAnotherCanBeSelected() {
        RunStatus create = run("CREATE TEMPORARY TABLE t (id INT)", RunState.FINISHED);
        RunStatus query = run("SELECT * FROM t", RunState.FINISHED);
        history.add(List.of(create, query), true);

        assertThat(history.shown().orElseThrow().selected()).isEqualTo(query.runId());
        history.select(create.runId());
        assertThat(history.shown().orElseThrow().shown()).isEqualTo(create);
        history.select(UUID.randomUUID());
        assertThat(history.shown().orElseThrow().shown()).as("a run of no submission changes nothing")
                .isEqualTo(create);
        assertThat(history.shown().orElseThrow().label()).contains("(script, 2 statements)");
    }

    @Test
    void aNewerStatusLandsInTheSubmissionThatHoldsTheRunEvenWhenAnotherIsShown() {
        RunStatus streaming = run("SELECT * FROM clicks", RunState.STREAMING);
        history.add(List.of(streaming), false);
        history.add(List.of(run("SELECT 2", RunState.FINISHED)), true);

        history.update(with(streaming, RunState.CANCELLED, 7));

        RunBatch first = history.batches().get(1);
        assertThat(first.shown().state()).isEqualTo(RunState.CANCELLED);
        assertThat(first.label()).startsWith("#1 cancelled · SELECT * FROM clicks").endsWith("7 rows");
        assertThat(history.shown().orElseThrow().number()).isEqualTo(2);
    }

    @Test
    void unfinishedRunsAreHandedOutOnceToBeStopped() {
        RunStatus streaming = run("SELECT * FROM clicks", RunState.STREAMING);
        history.add(List.of(streaming), false);
        history.add(List.of(run("SELECT 2", RunState.FINISHED)), true);

        assertThat(history.takeUnfinished()).containsExactly(streaming.runId());
        assertThat(history.takeUnfinished()).isEmpty();
        assertThat(history.unfinished()).containsExactly(streaming.runId());
    }

    @Test
    void aResultTheServiceDroppedIsMarkedAndSaidSoInTheList() {
        RunStatus old = run("SELECT 'old'", RunState.FINISHED);
        history.add(List.of(old), true);

        history.gone(old.runId());

        RunBatch batch = history.shown().orElseThrow();
        assertThat(batch.isGone(old.runId())).isTrue();
        assertThat(batch.label()).endsWith("result no longer kept");
    }

    @Test
    void anEmptySubmissionIsNotAHistoryEntry() {
        assertThat(history.shown()).isEmpty();
        assertThatThrownBy(() -> history.add(List.of(), true)).isInstanceOf(IllegalArgumentException.class);
        assertThat(history.isEmpty()).isTrue();
    }

    static RunStatus run(String statement, RunState state) {
        return new RunStatus(UUID.randomUUID(), statement, 1, 1, state, List.of(new ResultColumn("v", "INT")), 1,
                false, Instant.now(), Duration.ofMillis(120), null, null);
    }

    static RunStatus with(RunStatus status, RunState state, long rows) {
        return new RunStatus(status.runId(), status.statement(), 1, 1, state, status.columns(), rows, false,
                status.startedAt(), Duration.ofSeconds(2), null, null);
    }
}
