package io.freshet.backend.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessUnit;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The freshness rules of a FULL table, on a fixed clock: the last successful refresh against the schedule. */
class FullFreshnessTest {

    private static final Freshness HOURLY = Freshness.of(1, FreshnessUnit.HOUR);
    private static final Freshness DAILY = Freshness.of(1, FreshnessUnit.DAY);
    private static final ZoneId UTC = ZoneOffset.UTC;
    private static final Instant LONG_AGO = Instant.parse("2026-11-01T08:00:00Z");

    @Test
    void refreshedSinceTheLatestDueScheduleIsFresh() {
        Instant now = Instant.parse("2026-12-04T12:20:00Z");
        ActualFreshness actual = judge(HOURLY, Instant.parse("2026-12-04T12:01:30Z"), now);

        assertThat(actual.verdict()).isEqualTo(Verdict.FRESH);
        assertThat(actual.lag()).isEqualTo(Duration.ofSeconds(18 * 60 + 30));
        assertThat(actual.words()).isEqualTo("Last successful refresh ended 18 min ago; the next is due at 13:00 UTC");
    }

    @Test
    void theRefreshDueNowHasItsGraceToRun() {
        assertThat(FullFreshness.grace(HOURLY)).isEqualTo(Duration.ofMinutes(15));
        assertThat(FullFreshness.grace(Freshness.of(2, FreshnessUnit.MINUTE))).isEqualTo(Duration.ofMinutes(1));
        assertThat(FullFreshness.grace(DAILY)).isEqualTo(Duration.ofMinutes(30));
        Instant lastHour = Instant.parse("2026-12-04T11:02:00Z");

        assertThat(judge(HOURLY, lastHour, Instant.parse("2026-12-04T12:14:59Z")).verdict())
                .isEqualTo(Verdict.FRESH);
        ActualFreshness late = judge(HOURLY, lastHour, Instant.parse("2026-12-04T12:15:01Z"));
        assertThat(late.verdict()).isEqualTo(Verdict.STALE);
        assertThat(late.lag()).isEqualTo(Duration.ofSeconds(73 * 60 + 1));
        assertThat(late.words()).isEqualTo(
                "Last successful refresh ended 73 min ago; the refresh due at 12:00 UTC has not succeeded");
    }

    @Test
    void aFailedScheduledRefreshIsNamed() {
        ActualFreshness actual = FullFreshness.judge(HOURLY, "ACTIVATED",
                new FullEvidence(Instant.parse("2026-12-04T11:00:40Z"), Instant.parse("2026-12-04T12:00:41Z"),
                        "Table (or view) ods.orders does not exist", LONG_AGO, null),
                Instant.parse("2026-12-04T12:30:00Z"), UTC);

        assertThat(actual.verdict()).isEqualTo(Verdict.STALE);
        assertThat(actual.words()).endsWith("has not succeeded; a scheduled refresh failed at 12:00:41 UTC:"
                + " Table (or view) ods.orders does not exist");
    }

    @Test
    void aNewTableWaitsForItsFirstScheduledRefresh() {
        Instant now = Instant.parse("2026-12-04T13:30:00Z");
        ActualFreshness actual = FullFreshness.judge(DAILY, "ACTIVATED",
                new FullEvidence(null, null, null, Instant.parse("2026-12-04T13:00:00Z"), null), now, UTC);

        assertThat(actual.verdict()).isEqualTo(Verdict.WAITING);
        assertThat(actual.lag()).isNull();
        assertThat(actual.words()).isEqualTo("No refresh yet: the first is due at 2026-12-05 00:00 UTC");
    }

    @Test
    void neverRefreshedSinceADueScheduleIsStale() {
        ActualFreshness actual = FullFreshness.judge(DAILY, "ACTIVATED", new FullEvidence(null, null, null, LONG_AGO, null),
                Instant.parse("2026-12-04T13:30:00Z"), UTC);

        assertThat(actual.verdict()).isEqualTo(Verdict.STALE);
        assertThat(actual.lag()).isNull();
        assertThat(actual.words()).isEqualTo("No successful refresh recorded; the refresh due at 00:00 UTC has not succeeded");
    }

    @Test
    void withoutFlinksJobListOnlyCommitsCountAndTheWordsSaySo() {
        ActualFreshness actual = FullFreshness.judge(HOURLY, "ACTIVATED",
                new FullEvidence(null, null, null, LONG_AGO, "Freshet has no address for Flink's REST API"),
                Instant.parse("2026-12-04T13:30:00Z"), UTC);

        assertThat(actual.words()).endsWith("; Flink's job list is not available (Freshet has no address for Flink's"
                + " REST API), so only commits count");
    }

    @Test
    void suspendedIsNoAlarm() {
        ActualFreshness actual = FullFreshness.judge(HOURLY, "SUSPENDED", new FullEvidence(null, null, null, LONG_AGO, null),
                Instant.parse("2026-12-04T13:30:00Z"), UTC);
        assertThat(actual.verdict()).isEqualTo(Verdict.SUSPENDED);
        assertThat(actual.alarm()).isFalse();
    }

    @Test
    void schedulePointsCountFromMidnightInTheSchedulersZone() {
        ZoneId india = ZoneId.of("Asia/Kolkata");
        Instant at = Instant.parse("2026-12-04T20:00:00Z");
        // 01:30 in India: the 6-hour schedule fired at local midnight, 18:30 UTC
        assertThat(FullFreshness.floor(at, Duration.ofHours(6), india)).isEqualTo(Instant.parse("2026-12-04T18:30:00Z"));
        assertThat(FullFreshness.floor(at, Duration.ofMinutes(15), UTC)).isEqualTo(at);
        assertThat(FullFreshness.floor(at.plusSeconds(899), Duration.ofMinutes(15), UTC)).isEqualTo(at);
        assertThat(FullFreshness.floor(at, Duration.ofDays(1), UTC)).isEqualTo(Instant.parse("2026-12-04T00:00:00Z"));
        // a period that does not divide a day (no FULL table has one): counted from the epoch
        assertThat(FullFreshness.floor(at, Duration.ofHours(7), UTC).toEpochMilli() % Duration.ofHours(7).toMillis())
                .isZero();
    }

    private static ActualFreshness judge(Freshness target, Instant lastSuccess, Instant now) {
        return FullFreshness.judge(target, "ACTIVATED", new FullEvidence(lastSuccess, null, null, LONG_AGO, null), now,
                UTC);
    }
}
