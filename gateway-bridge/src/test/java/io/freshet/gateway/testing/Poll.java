package io.freshet.gateway.testing;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Polls until a condition holds or a deadline passes, in one of two ways: {@link #until} hands the last value back
 * for the caller's own assertion, {@link #await} fails with it. Exceptions count as "not yet" until the deadline.
 */
public final class Poll {

    private static final Duration INTERVAL = Duration.ofMillis(500);

    private Poll() {
    }

    /** The probe's last value and last error: the value passed when {@code done}, else what time ran out on. */
    private record Outcome<T>(T last, RuntimeException error, boolean done) {
    }

    /**
     * The first value that satisfies {@code done}, or the last one seen when time runs out, so the
     * following assertion fails with the actual value (the last exception is thrown when there was no value).
     */
    public static <T> T until(Duration timeout, Supplier<T> probe, Predicate<T> done) {
        Outcome<T> outcome = poll(timeout, INTERVAL, probe, done, "a condition");
        if (!outcome.done() && outcome.error() != null) {
            throw outcome.error();
        }
        return outcome.last();
    }

    /** The first value that satisfies {@code done}, else an AssertionError with the last value and error. */
    public static <T> T await(Duration timeout, Supplier<T> probe, Predicate<T> done, String what) {
        return await(timeout, INTERVAL, probe, done, what);
    }

    /** As {@link #await(Duration, Supplier, Predicate, String)}, looking every {@code interval}. */
    public static <T> T await(Duration timeout, Duration interval, Supplier<T> probe, Predicate<T> done, String what) {
        Outcome<T> outcome = poll(timeout, interval, probe, done, what);
        if (!outcome.done()) {
            throw new AssertionError("Waited " + timeout.toSeconds() + " s for " + what + "; last: " + outcome.last(),
                    outcome.error());
        }
        return outcome.last();
    }

    private static <T> Outcome<T> poll(Duration timeout, Duration interval, Supplier<T> probe, Predicate<T> done,
            String what) {
        long deadline = System.nanoTime() + timeout.toNanos();
        T last = null;
        RuntimeException lastError;
        while (true) {
            try {
                last = probe.get();
                lastError = null;
                if (done.test(last)) {
                    return new Outcome<>(last, null, true);
                }
            } catch (RuntimeException e) {
                lastError = e;
            }
            if (System.nanoTime() > deadline) {
                return new Outcome<>(last, lastError, false);
            }
            sleep(interval, what);
        }
    }

    private static void sleep(Duration interval, String what) {
        try {
            Thread.sleep(interval.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for " + what, e);
        }
    }
}
