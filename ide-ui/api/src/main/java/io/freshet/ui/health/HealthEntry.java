package io.freshet.ui.health;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One subject's health now.
 *
 * @param subject what it is about
 * @param state   its state
 * @param reason  one sentence in the user's words saying why (never an engine's raw exception text)
 * @param since   when it entered this state (the recorded change), null when never recorded
 * @param project the project that defines it, null when none does
 * @param layer   its layer (the database name, e.g. {@code dwd}), null for an ingestion
 * @param lag     how far its data is behind now, null when unknown or not applicable
 * @param target  the freshness it promises, null when it has none
 */
public record HealthEntry(HealthSubject subject, HealthState state, String reason, Instant since, String project,
                          String layer, Duration lag, Duration target) {

    public HealthEntry {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(state, "state");
        reason = reason == null ? "" : reason;
    }
}
