package io.freshet.ui.catalog;

import java.time.Duration;

/** The time units Flink's {@code FRESHNESS = INTERVAL 'n' UNIT} accepts. */
public enum FreshnessUnit {
    SECOND(Duration.ofSeconds(1)),
    MINUTE(Duration.ofMinutes(1)),
    HOUR(Duration.ofHours(1)),
    DAY(Duration.ofDays(1));

    private final Duration length;

    FreshnessUnit(Duration length) {
        this.length = length;
    }

    public Duration length() {
        return length;
    }

    /** The word for {@code amount} of this unit, e.g. "1 hour", "10 seconds". */
    public String words(long amount) {
        String word = name().toLowerCase(java.util.Locale.ROOT);
        return amount + " " + (amount == 1 ? word : word + "s");
    }
}
