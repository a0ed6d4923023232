package io.freshet.ui.health;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One sample of a table's lag for the Health page's chart.
 *
 * @param at     when it was judged
 * @param lag    how far its data was behind then
 * @param target the freshness it promised then, null when none
 */
public record HealthLag(Instant at, Duration lag, Duration target) {

    public HealthLag {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(lag, "lag");
    }
}
