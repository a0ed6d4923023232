package io.freshet.backend.freshness;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/** The time Freshet spends waiting for Flink's REST API, summed since the start: what the freshness costs Flink. */
public final class RestTime {

    private final AtomicLong calls = new AtomicLong();
    private final AtomicLong nanos = new AtomicLong();
    private final AtomicLong checkpointCalls = new AtomicLong();
    private final AtomicLong checkpointNanos = new AtomicLong();

    void jobList(long tookNanos) {
        calls.incrementAndGet();
        nanos.addAndGet(tookNanos);
    }

    void checkpoints(long tookNanos) {
        jobList(tookNanos);
        checkpointCalls.incrementAndGet();
        checkpointNanos.addAndGet(tookNanos);
    }

    public long calls() {
        return calls.get();
    }

    public Duration total() {
        return Duration.ofNanos(nanos.get());
    }

    /** The mean time of one job list read; a guess of 5 ms before the first. */
    public Duration meanJobListCall() {
        long n = calls.get() - checkpointCalls.get();
        return n <= 0 ? Duration.ofMillis(5) : Duration.ofNanos((nanos.get() - checkpointNanos.get()) / n);
    }

    /** The mean time of one checkpoint-statistics call; a guess of 2 ms before the first. */
    public Duration meanCheckpointCall() {
        long n = checkpointCalls.get();
        return n == 0 ? Duration.ofMillis(2) : Duration.ofNanos(checkpointNanos.get() / n);
    }
}
