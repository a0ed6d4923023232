package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.run.ResultColumn;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RuntimeMode;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 32: a streaming query whose tab has stopped beating is cancelled; batch runs and other statements are not. */
class AbandonedRunsTest {

    @TempDir
    Path dir;

    private final AbandonedRuns abandoned = new AbandonedRuns();
    private final AtomicBoolean tab = new AtomicBoolean(true);

    @Test
    void aStreamingQueryIsCancelledOnceItsTabStopsBeatingAndThenForgotten() {
        StatementRun query = streamingQuery(RuntimeMode.STREAMING);
        abandoned.watch(List.of(query), tab::get);
        assertThat(abandoned.stopAbandoned()).as("the tab still beats").isZero();
        assertThat(query.cancelRequested()).isFalse();

        tab.set(false);
        assertThat(abandoned.stopAbandoned()).isEqualTo(1);
        assertThat(query.cancelRequested()).isTrue();
        assertThat(abandoned.watchedCount()).isZero();
    }

    @Test
    void aQueryWithoutAModeRunsInTheSessionsDefaultStreamingModeAndIsCancelledToo() {
        StatementRun query = streamingQuery(null);
        abandoned.watch(List.of(query), tab::get);
        tab.set(false);
        assertThat(abandoned.stopAbandoned()).isEqualTo(1);
    }

    @Test
    void aBatchQueryEndsByItselfAndIsLeftRunning() {
        StatementRun query = streamingQuery(RuntimeMode.BATCH);
        abandoned.watch(List.of(query), tab::get);
        tab.set(false);
        assertThat(abandoned.stopAbandoned()).isZero();
        assertThat(query.cancelRequested()).isFalse();
        query.moveTo(RunState.FINISHED);
        abandoned.stopAbandoned();
        assertThat(abandoned.watchedCount()).as("an ended run is forgotten").isZero();
    }

    @Test
    void aStatementThatIsNotAStreamingQueryYetIsLeftAndCancelledOnceItIsOne() {
        StatementRun ddl = run(RuntimeMode.STREAMING);
        ddl.moveTo(RunState.RUNNING);
        StatementRun queued = run(RuntimeMode.STREAMING);
        abandoned.watch(List.of(ddl, queued), tab::get);
        tab.set(false);
        assertThat(abandoned.stopAbandoned()).as("planning, or waiting its turn: nothing streams yet").isZero();
        assertThat(abandoned.watchedCount()).isEqualTo(2);

        ddl.moveTo(RunState.FINISHED);
        queued.moveTo(RunState.RUNNING);
        queued.columns(List.of(new ResultColumn("id", "BIGINT")));
        queued.jobId("0123456789abcdef0123456789abcdef");
        assertThat(abandoned.stopAbandoned()).as("a query with a job and columns, rows or not").isEqualTo(1);
        assertThat(queued.cancelRequested()).isTrue();
    }

    @Test
    void runsNotStartedFromATabAreNotWatched() {
        abandoned.watch(List.of(streamingQuery(RuntimeMode.STREAMING)), null);
        assertThat(abandoned.watchedCount()).isZero();
    }

    @Test
    void aTabWhoseStateCannotBeReadCountsAsGone() {
        StatementRun query = streamingQuery(RuntimeMode.STREAMING);
        abandoned.watch(List.of(query), () -> {
            throw new IllegalStateException("session closed");
        });
        assertThat(abandoned.stopAbandoned()).isEqualTo(1);
    }

    private StatementRun streamingQuery(RuntimeMode mode) {
        StatementRun run = run(mode);
        run.moveTo(RunState.RUNNING);
        run.moveTo(RunState.STREAMING);
        return run;
    }

    private StatementRun run(RuntimeMode mode) {
        UUID id = UUID.randomUUID();
        return new StatementRun(id, "ann", new RunRequest(1L, "SELECT id FROM endless", 1, 1, mode),
                new ResultStore(dir.resolve(id + ".rows"), 10), Clock.systemUTC());
    }
}
