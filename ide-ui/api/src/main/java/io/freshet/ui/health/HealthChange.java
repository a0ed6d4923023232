package io.freshet.ui.health;

import java.time.Instant;
import java.util.Objects;

/**
 * A recorded change of one subject's state: the answer to "since when".
 *
 * @param subject what changed
 * @param from    the state before, null for the first state recorded
 * @param to      the state after
 * @param reason  why, in the user's words
 * @param at      when Freshet saw the change
 */
public record HealthChange(HealthSubject subject, HealthState from, HealthState to, String reason, Instant at) {

    public HealthChange {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(at, "at");
        reason = reason == null ? "" : reason;
    }
}
