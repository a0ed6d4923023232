package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.editor.PendingValidations.Results;
import io.freshet.backend.editor.PendingValidations.Step;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A newer analysis of an editor supersedes the older one, without timing assumptions (latches). */
class PendingValidationsTest {

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
    private final PendingValidations<String, String> pending = new PendingValidations<>(executor);

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @Test
    void theFirstStepIsDeliveredBeforeTheSecondStarts() throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        CountDownLatch gate = new CountDownLatch(1);
        executor.execute(() -> await(gate));
        Results<String, String> results = pending.submit("editor-1", step(stop -> "cursor"), step(stop -> {
            events.add("second started");
            return "whole";
        }));
        results.first().thenAccept(value -> events.add("first delivered: " + value));
        gate.countDown();

        assertThat(results.second().get(30, TimeUnit.SECONDS)).isEqualTo("whole");
        assertThat(events).containsExactly("first delivered: cursor", "second started");
        assertThat(pending.size()).isZero();
    }

    @Test
    void aNewerRequestOfTheSameEditorCancelsOneThatHasNotStarted() throws Exception {
        CountDownLatch gate = new CountDownLatch(1);
        executor.execute(() -> await(gate));
        AtomicInteger runs = new AtomicInteger();
        Results<String, String> older = pending.submit("editor-1", step(stop -> "old " + runs.incrementAndGet()),
                step(stop -> "old " + runs.incrementAndGet()));
        Results<String, String> newer = pending.submit("editor-1", step(stop -> "new " + runs.incrementAndGet()),
                step(stop -> "new " + runs.incrementAndGet()));
        gate.countDown();

        assertThat(newer.first().get(30, TimeUnit.SECONDS)).isEqualTo("new 1");
        assertThat(newer.second().get(30, TimeUnit.SECONDS)).isEqualTo("new 2");
        assertThatThrownBy(older.first()::join).isInstanceOf(CancellationException.class);
        assertThatThrownBy(older.second()::join).isInstanceOf(CancellationException.class);
        assertThat(runs).as("the superseded work never ran").hasValue(2);
        assertThat(pending.size()).isZero();
    }

    @Test
    void aRunningStepStopsAtItsNextStatementAndPublishesNothingAfterTheNewerRequest() throws Exception {
        CountDownLatch atThirdStatement = new CountDownLatch(1);
        CountDownLatch newerSubmitted = new CountDownLatch(1);
        AtomicInteger statementsRun = new AtomicInteger();
        Results<String, String> older = pending.submit("editor-1", step(stop -> "old cursor"), step(stop -> {
            for (int i = 0; i < 1000; i++) {
                if (stop.getAsBoolean()) {
                    throw new CancellationException("stopped");
                }
                if (statementsRun.incrementAndGet() == 3) {
                    atThirdStatement.countDown();
                    await(newerSubmitted);
                }
            }
            return "old whole";
        }));
        assertThat(older.first().get(30, TimeUnit.SECONDS)).isEqualTo("old cursor");
        assertThat(atThirdStatement.await(30, TimeUnit.SECONDS)).isTrue();

        Results<String, String> newer = pending.submit("editor-1", step(stop -> "new cursor"),
                step(stop -> "new whole"));
        assertThat(older.second()).as("cancelled the moment the newer request came").isCompletedExceptionally();
        newerSubmitted.countDown();

        assertThat(newer.first().get(30, TimeUnit.SECONDS)).isEqualTo("new cursor");
        assertThat(newer.second().get(30, TimeUnit.SECONDS)).isEqualTo("new whole");
        assertThat(statementsRun).as("the older check stopped at its next statement").hasValue(3);
        assertThatThrownBy(older.second()::join).isInstanceOf(CancellationException.class);
    }

    @Test
    void editorsDoNotSupersedeEachOther() throws Exception {
        Results<String, String> first = pending.submit("editor-1", step(stop -> "one"), step(stop -> "one all"));
        Results<String, String> second = pending.submit("editor-2", step(stop -> "two"), step(stop -> "two all"));
        assertThat(first.second().get(30, TimeUnit.SECONDS)).isEqualTo("one all");
        assertThat(second.second().get(30, TimeUnit.SECONDS)).isEqualTo("two all");
        assertThat(first.first().join()).isEqualTo("one");
        assertThat(second.first().join()).isEqualTo("two");
    }

    @Test
    void aFailureReachesTheCallerAndReleaseCancels() throws Exception {
        Results<String, String> failing = pending.submit("editor-1", step(stop -> {
            throw new IllegalStateException("planner down");
        }), step(stop -> {
            throw new IllegalStateException("planner still down");
        }));
        assertThatThrownBy(() -> failing.first().get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("planner down");
        assertThatThrownBy(() -> failing.second().get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("planner still down");

        CountDownLatch gate = new CountDownLatch(1);
        executor.execute(() -> await(gate));
        Results<String, String> released = pending.submit("editor-1", step(stop -> "never"), step(stop -> "never"));
        pending.release("editor-1");
        gate.countDown();
        assertThatThrownBy(released.first()::join).isInstanceOf(CancellationException.class);
        assertThatThrownBy(released.second()::join).isInstanceOf(CancellationException.class);
        assertThat(pending.size()).isZero();
    }

    private static Step<String> step(Function<BooleanSupplier, String> work) {
        return new Step<>(Duration.ZERO, work);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
