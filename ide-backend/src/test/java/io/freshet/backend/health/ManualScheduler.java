package io.freshet.backend.health;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The evaluator's one thread, driven by a test: tasks handed to it wait until {@link #runQueued()}, the periodic
 * cycle turns on {@link #tick()}, and nothing runs on its own (so "none ran" is a fact, not a wait).
 */
final class ManualScheduler extends AbstractExecutorService implements ScheduledExecutorService {

    private final Deque<Runnable> queued = new ArrayDeque<>();
    private final List<Runnable> periodic = new ArrayList<>();
    private boolean shutdown;

    /** How many tasks wait. */
    int queued() {
        return queued.size();
    }

    /** Runs what waits, and what those hand over meanwhile, one after another as the one thread would. */
    void runQueued() {
        while (!queued.isEmpty()) {
            queued.poll().run();
        }
    }

    /** One turn of every periodic task. */
    void tick() {
        periodic.forEach(Runnable::run);
    }

    @Override
    public void execute(Runnable task) {
        if (shutdown) {
            throw new RejectedExecutionException("shut down");
        }
        queued.add(task);
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable task, long initialDelay, long delay, TimeUnit unit) {
        periodic.add(task);
        return null;
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable task, long initialDelay, long period, TimeUnit unit) {
        periodic.add(task);
        return null;
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable task, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("the evaluator schedules no single delayed task");
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> task, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("the evaluator schedules no single delayed task");
    }

    @Override
    public void shutdown() {
        shutdown = true;
    }

    @Override
    public List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> left = List.copyOf(queued);
        queued.clear();
        return left;
    }

    @Override
    public boolean isShutdown() {
        return shutdown;
    }

    @Override
    public boolean isTerminated() {
        return shutdown;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return true;
    }
}
