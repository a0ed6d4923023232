package io.freshet.ui.backfill;

import io.freshet.ui.common.UserMessages;
import java.time.Instant;

/**
 * One backfill as the history lists it.
 *
 * @param finishedAt null while it is not final
 * @param message    why it failed, was cancelled or resumed; may be empty
 */
public record BackfillSummary(long id, String table, Granularity granularity, String rangeFrom, String rangeTo,
                              boolean cascade, String createdBy, Instant createdAt, Instant finishedAt,
                              BackfillState state, int total, int succeeded, int failed, int cancelled, int running,
                              String message) {

    public BackfillSummary {
        message = UserMessages.translate(message);
    }

    /** Share of the refreshes that have ended, 0..1. */
    public double progress() {
        return total == 0 ? 1.0 : (double) (succeeded + failed + cancelled) / total;
    }
}
