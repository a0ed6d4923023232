package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A newer analysis of an editor supersedes the older one, without timing assumptions (latches). */
class PendingValidationsTest {

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
    private final PendingValidations<String> pending = new PendingValidations<>(executor, Duration.ZERO);

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    @Test
    void aNewerRequestOfTheSameEditorCancelsOneThatHasNotStarted() throws Exception {
        CountDownLatch gate = new CountDownLatch(1);
        executor.execute(() -> await(gate));
        AtomicInteger runs = new AtomicInteger();
        CompletableFuture<String> older = pending.submit("editor-1", () -> "old " + runs.incrementAndGet());
        CompletableFuture<String> newer = pending.submit("editor-1", () -> "new " + runs.incrementAndGet());
        gate.countDown();

        assertThat(newer.get(30, TimeUnit.SECONDS)).isEqualTo("new 1");
        assertThatThrownBy(older::join).isInstanceOf(CancellationException.class);
        assertThat(runs).as("the superseded work never ran").hasValue(1);
        assertThat(pending.size()).isZero();
    }

    @Test
    void theResultOfARunningRequestIsDroppedWhenANewerOneArrives() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<String> older = pending.submit("editor-1", () -> {
            started.countDown();
            await(finish);
            return "old";
        });
        started.await(30, TimeUnit.SECONDS);
        CompletableFuture<String> newer = pending.submit("editor-1", () -> "new");
        finish.countDown();

        assertThat(newer.get(30, TimeUnit.SECONDS)).isEqualTo("new");
        assertThatThrownBy(older::join).isInstanceOf(CancellationException.class);
    }

    @Test
    void editorsDoNotSupersedeEachOther() throws Exception {
        CompletableFuture<String> first = pending.submit("editor-1", () -> "one");
        CompletableFuture<String> second = pending.submit("editor-2", () -> "two");
        assertThat(first.get(30, TimeUnit.SECONDS)).isEqualTo("one");
        assertThat(second.get(30, TimeUnit.SECONDS)).isEqualTo("two");
    }

    @Test
    void aFailureReachesTheCallerAndReleaseCancels() throws Exception {
        CompletableFuture<String> failing = pending.submit("editor-1", () -> {
            throw new IllegalStateException("planner down");
        });
        assertThatThrownBy(() -> failing.get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasMessageContaining("planner down");

        CountDownLatch gate = new CountDownLatch(1);
        executor.execute(() -> await(gate));
        CompletableFuture<String> released = pending.submit("editor-1", () -> "never");
        pending.release("editor-1");
        gate.countDown();
        assertThatThrownBy(released::join).isInstanceOf(CancellationException.class);
        assertThat(pending.size()).isZero();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
