package io.freshet.ui.tokens;

import java.time.Duration;
import java.util.Optional;

/** How long a new token is valid; a token without expiry stays valid until it is revoked. */
public enum TokenLifetime {
    DAYS_7(7, "7 days"),
    DAYS_30(30, "30 days"),
    DAYS_90(90, "90 days"),
    DAYS_365(365, "1 year"),
    NO_EXPIRY(0, "No expiry");

    private final int days;
    private final String label;

    TokenLifetime(int days, String label) {
        this.days = days;
        this.label = label;
    }

    /** The validity from creation; empty for {@link #NO_EXPIRY}. */
    public Optional<Duration> validity() {
        return days == 0 ? Optional.empty() : Optional.of(Duration.ofDays(days));
    }

    /** The words a form shows. */
    public String label() {
        return label;
    }
}
