package io.freshet.backend.editor;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.BooleanSupplier;

/**
 * Delayed work in two steps, at most one request per editor: a newer request cancels the older one. A step not
 * yet started never runs; a running step is asked between statements whether to go on (the planner cannot be
 * interrupted inside one), and its result is dropped. The executor's one thread runs the steps in the order of
 * their start times, so a first step always ends before its second starts.
 */
final class PendingValidations<A, B> {

    /** One step of a request: how long after the request it starts, and its work, told when to stop. */
    record Step<T>(Duration delay, Function<BooleanSupplier, T> work) {
    }

    /** A request's two results, as its caller holds them. */
    record Results<A, B>(CompletableFuture<A> first, CompletableFuture<B> second) {
    }

    /** One request: its cancellation, the steps' scheduled starts and their results. */
    private record Pending<A, B>(AtomicBoolean cancelled, ScheduledFuture<?> firstStart,
                                 ScheduledFuture<?> secondStart, Results<A, B> results) {
    }

    private final ScheduledExecutorService executor;
    private final Map<String, Pending<A, B>> pending = new ConcurrentHashMap<>();

    PendingValidations(ScheduledExecutorService executor) {
        this.executor = executor;
    }

    /** Schedules both steps for the editor, superseding the editor's earlier request. */
    Results<A, B> submit(String editorKey, Step<A> first, Step<B> second) {
        Results<A, B> results = new Results<>(new CompletableFuture<>(), new CompletableFuture<>());
        AtomicBoolean cancelled = new AtomicBoolean();
        ScheduledFuture<?> firstStart = schedule(first, results.first(), cancelled, () -> { });
        ScheduledFuture<?> secondStart = schedule(second, results.second(), cancelled,
                () -> forget(editorKey, results));
        Pending<A, B> previous = pending.put(editorKey, new Pending<>(cancelled, firstStart, secondStart, results));
        if (previous != null) {
            cancel(previous);
        }
        return results;
    }

    /** Cancels the editor's request, if any. */
    void release(String editorKey) {
        Pending<A, B> previous = pending.remove(editorKey);
        if (previous != null) {
            cancel(previous);
        }
    }

    /** Requests not yet finished (a bounded number: one per open editor). */
    int size() {
        return pending.size();
    }

    private <T> ScheduledFuture<?> schedule(Step<T> step, CompletableFuture<T> result, AtomicBoolean cancelled,
                                            Runnable done) {
        return executor.schedule(() -> run(step, result, cancelled, done), step.delay().toMillis(),
                TimeUnit.MILLISECONDS);
    }

    private static <T> void run(Step<T> step, CompletableFuture<T> result, AtomicBoolean cancelled, Runnable done) {
        if (result.isDone()) {
            return;
        }
        try {
            T value = step.work().apply(cancelled::get);
            done.run();
            result.complete(value);
        } catch (CancellationException superseded) {
            result.cancel(false);
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            // Calcite signals some validation failures with AssertionError: the caller must still hear back
            done.run();
            result.completeExceptionally(e);
        }
    }

    private void forget(String editorKey, Results<A, B> results) {
        pending.computeIfPresent(editorKey, (k, p) -> p.results() == results ? null : p);
    }

    private static <A, B> void cancel(Pending<A, B> request) {
        request.cancelled().set(true);
        request.firstStart().cancel(false);
        request.secondStart().cancel(false);
        CancellationException superseded = new CancellationException("superseded by a newer analysis");
        request.results().first().completeExceptionally(superseded);
        request.results().second().completeExceptionally(superseded);
    }
}
