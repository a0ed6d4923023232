package io.freshet.gateway.client;

import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One daemon thread for the heartbeats of all sessions in this JVM. The thread ends by itself when no
 * heartbeat is scheduled for a while, so sessions that are closed leave no thread behind.
 */
final class SessionKeepAlive {

    static final String THREAD_NAME = "freshet-gateway-heartbeat";
    private static final long IDLE_THREAD_SECONDS = 5;
    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ScheduledThreadPoolExecutor SCHEDULER = createScheduler();

    private SessionKeepAlive() {
    }

    /** Runs {@code beat} every {@code interval} until the returned future is cancelled. */
    static ScheduledFuture<?> schedule(Runnable beat, Duration interval) {
        long millis = Math.max(1, interval.toMillis());
        return SCHEDULER.scheduleWithFixedDelay(beat, millis, millis, TimeUnit.MILLISECONDS);
    }

    /** Heartbeats scheduled right now (cancelled ones are removed at once). */
    static int scheduled() {
        return SCHEDULER.getQueue().size();
    }

    private static ScheduledThreadPoolExecutor createScheduler() {
        ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, THREAD_NAME + "-" + THREADS.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        scheduler.setRemoveOnCancelPolicy(true);
        scheduler.setKeepAliveTime(IDLE_THREAD_SECONDS, TimeUnit.SECONDS);
        scheduler.allowCoreThreadTimeOut(true);
        return scheduler;
    }
}
