package io.freshet.backend.editor;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Delayed work, at most one per editor: a newer request cancels the older one. Not yet started, it never
 * runs; already running, its result is dropped (the planner cannot be interrupted midway).
 */
final class PendingValidations<T> {

    /** One request: its scheduled start and the future its caller holds. */
    private record Pending<T>(ScheduledFuture<?> start, CompletableFuture<T> result) {
    }

    private final ScheduledExecutorService executor;
    private final Duration delay;
    private final Map<String, Pending<T>> pending = new ConcurrentHashMap<>();

    PendingValidations(ScheduledExecutorService executor, Duration delay) {
        this.executor = executor;
        this.delay = delay;
    }

    /** Schedules the work for the editor after the delay, superseding the editor's earlier request. */
    CompletableFuture<T> submit(String editorKey, Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        ScheduledFuture<?> start = executor.schedule(() -> run(editorKey, result, work),
                delay.toMillis(), TimeUnit.MILLISECONDS);
        Pending<T> previous = pending.put(editorKey, new Pending<>(start, result));
        if (previous != null) {
            cancel(previous);
        }
        return result;
    }

    /** Cancels the editor's request, if any. */
    void release(String editorKey) {
        Pending<T> previous = pending.remove(editorKey);
        if (previous != null) {
            cancel(previous);
        }
    }

    /** Requests not yet finished (a bounded number: one per open editor). */
    int size() {
        return pending.size();
    }

    private void run(String editorKey, CompletableFuture<T> result, Supplier<T> work) {
        if (result.isDone()) {
            return;
        }
        try {
            T value = work.get();
            forget(editorKey, result);
            result.complete(value);
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            // Calcite signals some validation failures with AssertionError: the caller must still hear back
            forget(editorKey, result);
            result.completeExceptionally(e);
        }
    }

    private void forget(String editorKey, CompletableFuture<T> result) {
        pending.computeIfPresent(editorKey, (k, p) -> p.result() == result ? null : p);
    }

    private static <T> void cancel(Pending<T> request) {
        request.start().cancel(false);
        request.result().completeExceptionally(new CancellationException("superseded by a newer analysis"));
    }
}
