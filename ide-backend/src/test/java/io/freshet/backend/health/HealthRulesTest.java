package io.freshet.backend.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.freshness.FullEvidence;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class HealthRulesTest {

    private static final Instant NOW = Instant.parse("2026-12-06T12:00:00Z");
    private static final Duration HOUR = Duration.ofHours(1);

    @Test
    void aContinuousTableFollowsTheJudgesVerdict() {
        assertThat(HealthRules.continuous(actual(Verdict.NOT_RUNNING, "Not running: the refresh job was cancelled"),
                HOUR)).satisfies(h -> {
                    assertThat(h.state()).isEqualTo(HealthState.FAILING);
                    assertThat(h.reason()).isEqualTo("Not running: the refresh job was cancelled");
                    assertThat(h.target()).isEqualTo(HOUR);
                });
        assertThat(HealthRules.continuous(actual(Verdict.STALE, "behind"), HOUR).state()).isEqualTo(HealthState.LATE);
        assertThat(HealthRules.continuous(actual(Verdict.WAITING, "starting"), HOUR).state())
                .isEqualTo(HealthState.FRESH);
        assertThat(HealthRules.continuous(actual(Verdict.SUSPENDED, "s"), HOUR).state())
                .isEqualTo(HealthState.SUSPENDED);
        assertThat(HealthRules.continuous(actual(Verdict.UNKNOWN, "Job state unknown"), HOUR).state())
                .isEqualTo(HealthState.UNKNOWN);
    }

    @Test
    void aFullTableWhoseLatestRefreshFailedIsFailingBeforeItsDataIsLate() {
        FullEvidence failed = new FullEvidence(NOW.minus(HOUR), NOW.minusSeconds(30), "Table 'flaky' not found",
                null, null);
        OwnHealth h = HealthRules.full(actual(Verdict.FRESH, "Last successful refresh ended 1 h ago"), failed, HOUR, NOW);
        assertThat(h.state()).isEqualTo(HealthState.FAILING);
        assertThat(h.reason()).startsWith("Its scheduled refresh failed at ").endsWith(": Table 'flaky' not found");
    }

    @Test
    void aFullTableWhoseFailureIsOlderThanTwoPeriodsIsLateOnceItsFreshnessHasPassed() {
        FullEvidence failedLongAgo = new FullEvidence(NOW.minus(Duration.ofHours(5)), NOW.minus(Duration.ofHours(3)),
                "boom", null, null);
        assertThat(HealthRules.full(actual(Verdict.STALE, "Last successful refresh ended 5 h ago"), failedLongAgo,
                HOUR, NOW).state()).isEqualTo(HealthState.LATE);
        // without a failure at all, stale is late and fresh is fresh
        FullEvidence none = new FullEvidence(NOW.minusSeconds(60), null, null, null, null);
        assertThat(HealthRules.full(actual(Verdict.STALE, "x"), none, HOUR, NOW).state()).isEqualTo(HealthState.LATE);
        assertThat(HealthRules.full(actual(Verdict.FRESH, "x"), none, HOUR, NOW).state()).isEqualTo(HealthState.FRESH);
    }

    @Test
    void aShortPeriodStillCountsAFailureAsCurrentForTwoMinutes() {
        Duration tenSeconds = Duration.ofSeconds(10);
        assertThat(HealthRules.recent(NOW.minusSeconds(100), tenSeconds, NOW)).isTrue();
        assertThat(HealthRules.recent(NOW.minusSeconds(130), tenSeconds, NOW)).isFalse();
    }

    @Test
    void aSuspendedFullTableIsSuspendedEvenAfterAFailure() {
        FullEvidence failed = new FullEvidence(null, NOW.minusSeconds(30), "boom", null, null);
        assertThat(HealthRules.full(actual(Verdict.SUSPENDED, "Suspended"), failed, HOUR, NOW).state())
                .isEqualTo(HealthState.SUSPENDED);
    }

    @Test
    void aPlainTableIsFreshWithASnapshotAndUnknownWithout() {
        assertThat(HealthRules.plain(NOW.minusSeconds(600), true, NOW).state()).isEqualTo(HealthState.FRESH);
        assertThat(HealthRules.plain(null, true, NOW)).satisfies(h -> {
            assertThat(h.state()).isEqualTo(HealthState.UNKNOWN);
            assertThat(h.reason()).isEqualTo("No snapshot committed yet");
        });
        assertThat(HealthRules.plain(null, false, NOW).reason()).isEqualTo("The warehouse was not read yet");
    }

    @Test
    void anIngestionIsFreshWhileRunningSuspendedWhenStoppedAndFailingWhenFailed() {
        assertThat(HealthRules.ingestion(ingestion(IngestionState.RUNNING, "", null)).state())
                .isEqualTo(HealthState.FRESH);
        assertThat(HealthRules.ingestion(ingestion(IngestionState.RUNNING, "RESTARTING", null))).satisfies(h -> {
            assertThat(h.state()).isEqualTo(HealthState.FAILING);
            assertThat(h.reason()).isEqualTo("Flink reports its job RESTARTING");
        });
        assertThat(HealthRules.ingestion(ingestion(IngestionState.STOPPED, "", null)).state())
                .isEqualTo(HealthState.SUSPENDED);
        assertThat(HealthRules.ingestion(ingestion(IngestionState.FAILED, "", "permission denied for database shop")))
                .satisfies(h -> {
                    assertThat(h.state()).isEqualTo(HealthState.FAILING);
                    assertThat(h.reason()).isEqualTo("Failed: permission denied for database shop");
                });
    }

    private static ActualFreshness actual(Verdict verdict, String words) {
        return new ActualFreshness(verdict, null, null, words);
    }

    static IngestionSummary ingestion(IngestionState state, String jobStatus, String message) {
        return new IngestionSummary(7, "shop", "public", List.of("orders"), "ods", IngestionMode.CDC, state, "j",
                jobStatus, null, List.of(), message, "dev", NOW);
    }
}
