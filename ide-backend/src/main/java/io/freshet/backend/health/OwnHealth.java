package io.freshet.backend.health;

import io.freshet.ui.health.HealthState;
import java.time.Duration;
import java.util.Objects;

/**
 * A subject's health judged on its own, before lineage: its state, the reason in the user's words, and its lag and
 * target when it has them.
 */
record OwnHealth(HealthState state, String reason, Duration lag, Duration target) {

    OwnHealth {
        Objects.requireNonNull(state, "state");
        reason = reason == null ? "" : reason;
    }

    static OwnHealth of(HealthState state, String reason) {
        return new OwnHealth(state, reason, null, null);
    }
}
