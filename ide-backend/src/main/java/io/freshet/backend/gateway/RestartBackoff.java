package io.freshet.backend.gateway;

import java.time.Duration;
import java.util.Objects;

/**
 * How soon the embedded Flink is started again after it died: {@code first}, doubled at each attempt up to
 * {@code cap}; the count starts over once it ran for {@code stable}; after {@code maxAttempts} attempts in a row
 * Freshet gives up (a child that dies at every start needs a person, not a loop).
 */
public record RestartBackoff(Duration first, Duration cap, Duration stable, int maxAttempts) {

    /** 1 s, 2 s, 4 s ... 60 s; about 5 minutes of trying over 10 attempts; reset after 10 minutes up. */
    public static final RestartBackoff DEFAULT = new RestartBackoff(Duration.ofSeconds(1), Duration.ofSeconds(60),
            Duration.ofMinutes(10), 10);

    public RestartBackoff {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(cap, "cap");
        Objects.requireNonNull(stable, "stable");
        if (first.isNegative() || first.isZero() || cap.compareTo(first) < 0 || maxAttempts < 1) {
            throw new IllegalArgumentException("A backoff needs 0 < first <= cap and at least one attempt");
        }
    }

    /** The wait before the given attempt (1-based). */
    public Duration delay(int attempt) {
        if (attempt < 1) {
            throw new IllegalArgumentException("Attempts count from 1, not " + attempt);
        }
        Duration delay = first;
        for (int i = 1; i < attempt && delay.compareTo(cap) < 0; i++) {
            delay = delay.multipliedBy(2);
        }
        return delay.compareTo(cap) > 0 ? cap : delay;
    }
}
