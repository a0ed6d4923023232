package io.freshet.testing;

import io.freshet.gateway.testing.Poll;
import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Polls once a second until a value passes; exceptions count as "not yet", and running out of time fails. The backend
 * tests' name and default wait for gateway-bridge's {@link Poll#await}, which holds the loop.
 */
public final class Await {

    /** Long enough for a job on the busy CI machine to start, fail over or commit. */
    public static final Duration DEFAULT = Duration.ofMinutes(4);
    private static final Duration INTERVAL = Duration.ofSeconds(1);

    private Await() {
    }

    /** As {@link #until(Duration, Supplier, Predicate, String)} with the {@link #DEFAULT} wait. */
    public static <T> T until(Supplier<T> read, Predicate<T> done, String what) {
        return until(DEFAULT, read, done, what);
    }

    /** The first value that passes, else an AssertionError with the last value and the last error as its cause. */
    public static <T> T until(Duration wait, Supplier<T> read, Predicate<T> done, String what) {
        return Poll.await(wait, INTERVAL, read, done, what);
    }
}
