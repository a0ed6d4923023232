package io.freshet.ui.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The progress a backfill shows: partitions counted by outcome, never "100 %" for a range that was not refreshed. */
class BackfillSummaryTest {

    @Test
    void aBackfillCancelledAfterTwoOfFiveCountsTheCancelledApart() {
        BackfillSummary cancelled = summary(BackfillState.CANCELLED, 5, 2, 0, 3, 0);
        assertThat(cancelled.progressText()).isEqualTo("40% · 2 / 5 done, 3 cancelled · CANCELLED");
        assertThat(cancelled.progress()).isEqualTo(0.4);
    }

    @Test
    void aSucceededBackfillIsAllDone() {
        assertThat(summary(BackfillState.SUCCEEDED, 2, 2, 0, 0, 0).progressText()).isEqualTo("100% · 2 / 2 done · SUCCEEDED");
    }

    @Test
    void aRunningBackfillNamesFailedRunningAndWaitingPartitions() {
        assertThat(summary(BackfillState.RUNNING, 7, 2, 1, 0, 2).counts()).isEqualTo("2 / 7 done, 1 failed, 2 running, 2 waiting");
    }

    @Test
    void thePercentageDoesNotRoundUpToAFinishedRange() {
        assertThat(summary(BackfillState.CANCELLED, 200, 199, 0, 1, 0).progressText()).startsWith("99% ·");
        assertThat(summary(BackfillState.RUNNING, 100, 29, 0, 0, 1).progressText()).startsWith("29% ·");
    }

    private static BackfillSummary summary(BackfillState state, int total, int succeeded, int failed, int cancelled,
                                           int running) {
        return new BackfillSummary(1, "dws.t", Granularity.DAILY, "2024-06-01", "2024-06-05", false, "dev",
                Instant.EPOCH, null, state, total, succeeded, failed, cancelled, running, "");
    }
}
