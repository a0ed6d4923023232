package io.freshet.ui.backfill;

import io.freshet.ui.common.UserMessages;
import java.time.Instant;

/**
 * One backfill as the history lists it.
 *
 * @param finishedAt null while it is not final
 * @param message    why it failed, was cancelled or resumed; may be empty
 * @param running    refreshes under way: RUNNING, and SUBMITTING (recorded, their job not yet)
 */
public record BackfillSummary(long id, String table, Granularity granularity, String rangeFrom, String rangeTo,
                              boolean cascade, String createdBy, Instant createdAt, Instant finishedAt,
                              BackfillState state, int total, int succeeded, int failed, int cancelled, int running,
                              String message) {

    public BackfillSummary {
        message = UserMessages.translate(message);
    }

    /** Share of the refreshes that succeeded, 0..1: a cancelled or failed partition is not refreshed. */
    public double progress() {
        return total == 0 ? 1.0 : (double) succeeded / total;
    }

    /** E.g. "2 / 5 done, 3 cancelled": the refreshes by outcome; those not done are named by what became of them. */
    public String counts() {
        StringBuilder text = new StringBuilder().append(succeeded).append(" / ").append(total).append(" done");
        int waiting = total - succeeded - failed - cancelled - running;
        int[] numbers = {failed, cancelled, running, waiting};
        String[] words = {"failed", "cancelled", "running", "waiting"};
        for (int i = 0; i < numbers.length; i++) {
            if (numbers[i] > 0) {
                text.append(", ").append(numbers[i]).append(' ').append(words[i]);
            }
        }
        return text.toString();
    }

    /** E.g. "40% · 2 / 5 done, 3 cancelled · CANCELLED"; the percentage never rounds up to 100 before all are done. */
    public String progressText() {
        return (total == 0 ? 100 : succeeded * 100 / total) + "% · " + counts() + " · " + state;
    }
}
