package io.freshet.backend.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The monitor's REST budget: checkpoint reads are spaced so that, with the job list reads as measured, Flink's REST
 * API is asked for at most 0.9 s per minute however many continuous tables run; a slow job list leaves the
 * checkpoint reads a floor rather than nothing.
 */
class FreshnessBudgetTest {

    private final FreshnessMonitor monitor = new FreshnessMonitor(null, null, Duration.ofSeconds(10), Clock.systemUTC());

    @Test
    void fewJobsAreReadAtEveryPoll() {
        measured(Duration.ofMillis(3), Duration.ofMillis(1));
        assertThat(monitor.spacing(20)).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void manyJobsAreSpacedSoThatJobListAndCheckpointsStayWithinTheBudget() {
        measured(Duration.ofMillis(30), Duration.ofMillis(2));
        Duration spacing = monitor.spacing(500);

        assertThat(spacing).isGreaterThan(Duration.ofSeconds(10));
        Duration checkpointsPerMinute = Duration.ofMillis(2 * 500).multipliedBy(60_000).dividedBy(spacing.toMillis());
        assertThat(monitor.jobListPerMinute()).isEqualTo(Duration.ofMillis(180));
        assertThat(monitor.jobListPerMinute().plus(checkpointsPerMinute))
                .isLessThanOrEqualTo(FreshnessMonitor.REST_BUDGET_PER_MINUTE.plusMillis(1));
    }

    @Test
    void aSlowJobListLeavesTheCheckpointReadsTheirFloor() {
        measured(Duration.ofMillis(200), Duration.ofMillis(2));
        Duration spacing = monitor.spacing(500);
        Duration checkpointsPerMinute = Duration.ofMillis(2 * 500).multipliedBy(60_000).dividedBy(spacing.toMillis());
        assertThat(checkpointsPerMinute).isBetween(FreshnessMonitor.MIN_CHECKPOINT_BUDGET.minusMillis(1),
                FreshnessMonitor.MIN_CHECKPOINT_BUDGET.plusMillis(1));
    }

    private void measured(Duration jobList, Duration checkpoint) {
        monitor.restTime().jobList(jobList.toNanos());
        monitor.restTime().checkpoints(checkpoint.toNanos());
    }
}
