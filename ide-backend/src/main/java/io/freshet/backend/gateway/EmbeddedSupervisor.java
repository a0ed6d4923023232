package io.freshet.backend.gateway;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Watches the embedded Flink child and starts it again when it ends without Freshet asking, with the waits of a
 * {@link RestartBackoff}; its lifecycle is a {@link Supervision}. Listeners hear of each death and each restart.
 */
final class EmbeddedSupervisor {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedSupervisor.class);

    /** Starts the child again; throws with a user message when it did not become ready. */
    interface Restart {
        void run();
    }

    private final RestartBackoff backoff;
    private final Clock clock;
    private final Restart restart;
    private final AtomicReference<Supervision> current = new AtomicReference<>(Supervision.idle());
    private final List<FlinkLifecycleListener> listeners = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "freshet-flink-supervisor");
        t.setDaemon(true);
        return t;
    });

    EmbeddedSupervisor(RestartBackoff backoff, Clock clock, Restart restart) {
        this.backoff = backoff;
        this.clock = clock;
        this.restart = restart;
    }

    Supervision supervision() {
        return current.get();
    }

    void listen(FlinkLifecycleListener listener) {
        listeners.add(listener);
    }

    /** A child became ready (the first or a restarted one): from now on its end is watched. */
    void running(SupervisedChild flink) {
        Supervision before = current.get();
        if (before.state() == SupervisorState.STOPPED) {
            return;
        }
        Supervision now = update(s -> s.started(clock.instant()));
        flink.onExit().thenRun(() -> thread.execute(() -> exited(flink)));
        if (before.state() == SupervisorState.RESTARTING) {
            LOG.info("The embedded Flink was restarted (pid {}, restart {})", flink.pid(), now.restarts());
            listeners.forEach(l -> notify(() -> l.restarted(now)));
        }
    }

    /** Waits until the work queued on the supervisor's thread so far has run (a child's end is handled there). */
    void awaitQueued() {
        try {
            thread.submit(() -> { }).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | RejectedExecutionException e) {
            // stopped: nothing queued runs any more
        }
    }

    /** Freshet stops: no more restarts, and an end from now on is expected. */
    void stop() {
        update(s -> s.state() == SupervisorState.STOPPED ? s : s.stopped());
        thread.shutdownNow();
    }

    private void exited(SupervisedChild flink) {
        if (flink.stoppedByFreshet() || current.get().state() != SupervisorState.RUNNING) {
            return;
        }
        int code = flink.exitCode().orElse(-1);
        Supervision died = update(s -> s.died(clock.instant(), code, backoff));
        LOG.warn("The embedded Flink (pid {}) died with exit code {}; {}", flink.pid(), code,
                died.state() == SupervisorState.FAILED ? died.reason() : "restarting it in "
                        + Duration.between(died.diedAt(), died.nextAttemptAt()).toSeconds() + " s");
        listeners.forEach(l -> notify(() -> l.died(died)));
        scheduleAttempt(died);
    }

    private void scheduleAttempt(Supervision waiting) {
        if (waiting.state() != SupervisorState.DIED) {
            return;
        }
        long delay = Math.max(0, Duration.between(clock.instant(), waiting.nextAttemptAt()).toMillis());
        thread.schedule(this::attempt, delay, TimeUnit.MILLISECONDS);
    }

    private void attempt() {
        if (current.get().state() != SupervisorState.DIED) {
            return;
        }
        update(Supervision::restarting);
        try {
            restart.run();
        } catch (RuntimeException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            Supervision failed = update(s -> s.state() == SupervisorState.RESTARTING
                    ? s.startFailed(clock.instant(), why, backoff) : s);
            LOG.warn("Restarting the embedded Flink failed (attempt {}): {}", failed.attempts(), why);
            scheduleAttempt(failed);
        }
    }

    private Supervision update(UnaryOperator<Supervision> change) {
        return current.updateAndGet(change);
    }

    private static void notify(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            LOG.warn("A listener of the embedded Flink's lifecycle failed", e);
        }
    }
}
