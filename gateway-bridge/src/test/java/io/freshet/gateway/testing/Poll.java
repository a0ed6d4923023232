package io.freshet.gateway.testing;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Polls until a condition holds or a deadline passes; the caller then asserts on the last value. */
public final class Poll {

    private static final long INTERVAL_MILLIS = 500;

    private Poll() {
    }

    /**
     * The first value that satisfies {@code done}, or the last one seen when time runs out, so the
     * following assertion fails with the actual value. Exceptions count as "not yet" until the deadline.
     */
    public static <T> T until(Duration timeout, Supplier<T> probe, Predicate<T> done) {
        long deadline = System.nanoTime() + timeout.toNanos();
        T last = null;
        RuntimeException lastError = null;
        while (true) {
            try {
                last = probe.get();
                lastError = null;
                if (done.test(last)) {
                    return last;
                }
            } catch (RuntimeException e) {
                lastError = e;
            }
            if (System.nanoTime() > deadline) {
                if (lastError != null) {
                    throw lastError;
                }
                return last;
            }
            sleep();
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(INTERVAL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while polling", e);
        }
    }
}
