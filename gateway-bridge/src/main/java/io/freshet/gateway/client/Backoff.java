package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

/**
 * Waits between polls of empty result pages: doubling from 10 ms to 250 ms, reset by a page with rows.
 * Empty pages are normal while a job starts (dozens were seen for five rows), so spinning would only load the gateway.
 */
final class Backoff {

    static final long FIRST_MILLIS = 10;
    static final long MAX_MILLIS = 250;

    private long next = FIRST_MILLIS;

    void reset() {
        next = FIRST_MILLIS;
    }

    /** Sleeps the current delay and doubles it, for readers without a deadline. */
    void pause() {
        pause(System.nanoTime() + MAX_MILLIS * 1_000_000);
    }

    /** Sleeps the current delay (never past the deadline) and doubles it. */
    void pause(long deadlineNanos) {
        long remainingMillis = Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000);
        try {
            Thread.sleep(Math.min(next, remainingMillis));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GatewayException(Kind.TIMEOUT, "Interrupted while waiting for the statement result.", "", e);
        }
        next = Math.min(next * 2, MAX_MILLIS);
    }

    long currentMillis() {
        return next;
    }
}
