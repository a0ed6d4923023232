package io.freshet.backend.freshness;

import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * The actual freshness of a FULL table, against its schedule: Flink's scheduler starts a refresh at every multiple
 * of the freshness from midnight (its cron, in the gateway's time zone). The table is stale when the refresh due at
 * the latest such point, given a grace to run, has not ended successfully.
 */
public final class FullFreshness {

    static final Duration MIN_GRACE = Duration.ofMinutes(1);
    static final Duration MAX_GRACE = Duration.ofMinutes(30);

    private FullFreshness() {
    }

    /** The time a refresh may take: a quarter of the period, between 1 and 30 minutes. */
    static Duration grace(Freshness target) {
        Duration quarter = target.duration().dividedBy(4);
        return quarter.compareTo(MIN_GRACE) < 0 ? MIN_GRACE : quarter.compareTo(MAX_GRACE) > 0 ? MAX_GRACE : quarter;
    }

    static ActualFreshness judge(Freshness target, String status, FullEvidence evidence, Instant now, ZoneId zone) {
        if ("SUSPENDED".equals(status)) {
            return of(Verdict.SUSPENDED, "Suspended: no scheduled refreshes until it is resumed");
        }
        if ("INITIALIZING".equals(status)) {
            return of(Verdict.WAITING, "Being created: its schedule is not set up yet");
        }
        Duration period = target.duration();
        Instant due = floor(now.minus(grace(target)), period, zone);
        Instant next = floor(now, period, zone).plus(period);
        Instant success = evidence.lastSuccess();
        Duration lag = success == null ? null : Duration.between(success, now);
        String onlyCommits = evidence.jobListProblem() == null ? ""
                : "; Flink's job list is not available (" + evidence.jobListProblem() + "), so only commits count";
        if (success != null && !success.isBefore(due)) {
            return new ActualFreshness(Verdict.FRESH, lag, success, "Last successful refresh ended "
                    + Words.age(lag) + " ago; the next is due at " + Words.schedule(next, now));
        }
        if (evidence.definedAt() != null && !evidence.definedAt().isBefore(due)) {
            Instant first = floor(evidence.definedAt(), period, zone).plus(period);
            String firstDue = Words.schedule(first.isAfter(now) ? first : next, now);
            return new ActualFreshness(Verdict.WAITING, lag, success, success == null
                    ? "No refresh yet: the first is due at " + firstDue
                    : "Last successful refresh ended " + Words.age(lag) + " ago; the next is due at " + firstDue);
        }
        String last = success == null ? "No successful refresh recorded"
                : "Last successful refresh ended " + Words.age(lag) + " ago";
        String failed = evidence.failedAt() == null ? "" : "; a scheduled refresh failed at "
                + Words.time(evidence.failedAt(), now) + (evidence.failure() == null ? "" : ": " + evidence.failure());
        return new ActualFreshness(Verdict.STALE, lag, success, last + "; the refresh due at "
                + Words.schedule(due, now) + " has not succeeded" + failed + onlyCommits);
    }

    /**
     * The latest schedule point at or before a moment: midnight plus a whole number of periods (for a period that
     * divides a day, which is all Flink's scheduler accepts); any other period counts from the epoch.
     */
    public static Instant floor(Instant at, Duration period, ZoneId zone) {
        long periodMillis = period.toMillis();
        if (periodMillis <= 0) {
            return at;
        }
        if (Duration.ofDays(1).toMillis() % periodMillis != 0) {
            return Instant.ofEpochMilli(Math.floorDiv(at.toEpochMilli(), periodMillis) * periodMillis);
        }
        LocalDate day = at.atZone(zone).toLocalDate();
        Instant midnight = day.atStartOfDay(zone).toInstant();
        long since = Duration.between(midnight, at).toMillis();
        return midnight.plusMillis(Math.floorDiv(since, periodMillis) * periodMillis);
    }

    private static ActualFreshness of(Verdict verdict, String words) {
        return new ActualFreshness(verdict, null, null, words);
    }
}
