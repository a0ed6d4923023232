package io.freshet.testing;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Polls once a second until a value passes; exceptions count as "not yet", and running out of time fails. */
public final class Await {

    /** Long enough for a job on the busy CI machine to start, fail over or commit. */
    public static final Duration DEFAULT = Duration.ofMinutes(4);

    private Await() {
    }

    /** As {@link #until(Duration, Supplier, Predicate, String)} with the {@link #DEFAULT} wait. */
    public static <T> T until(Supplier<T> read, Predicate<T> done, String what) {
        return until(DEFAULT, read, done, what);
    }

    /** The first value that passes, else an AssertionError with the last value and the last error as its cause. */
    public static <T> T until(Duration wait, Supplier<T> read, Predicate<T> done, String what) {
        long deadline = System.nanoTime() + wait.toNanos();
        T last = null;
        RuntimeException error = null;
        while (System.nanoTime() < deadline) {
            try {
                last = read.get();
                error = null;
                if (done.test(last)) {
                    return last;
                }
            } catch (RuntimeException e) {
                error = e;
            }
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while waiting for " + what, e);
            }
        }
        throw new AssertionError("Waited " + wait.toSeconds() + " s for " + what + "; last: " + last, error);
    }
}
