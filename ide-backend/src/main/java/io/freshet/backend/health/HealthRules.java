package io.freshet.backend.health;

import io.freshet.backend.freshness.FullEvidence;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.common.UserMessages;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.ingest.IngestionSummary;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * The state rules of one subject on its own, on the verdicts Freshet already makes (the freshness judge's
 * {@link ActualFreshness}, a FULL table's refresh evidence, an ingestion's summary); no second freshness computation.
 * A table is LATE when the judge calls it STALE (behind its target by more than the judge's grace, a quarter of the
 * target, at least 10 s for CONTINUOUS and 1 min for FULL tables).
 */
final class HealthRules {

    /**
     * A FULL table's failed refresh is the news while it is the latest one due: a refresh that failed longer ago
     * than this many periods (at least {@link #MIN_FAILURE_WINDOW}) says nothing of the refreshes due since.
     */
    static final int FAILURE_PERIODS = 2;
    static final Duration MIN_FAILURE_WINDOW = Duration.ofMinutes(2);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private HealthRules() {
    }

    /** A CONTINUOUS table: its job not running is FAILING, a stale checkpoint LATE. */
    static OwnHealth continuous(ActualFreshness actual, Duration target) {
        return new OwnHealth(byVerdict(actual), actual.words(), actual.lag(), target);
    }

    /**
     * A FULL table: FAILING while its latest due scheduled refresh failed (even before the data is late), else by the
     * judge's verdict.
     *
     * @param evidence the same evidence the judge weighed; null when none was gathered
     */
    static OwnHealth full(ActualFreshness actual, FullEvidence evidence, Duration target, Instant now) {
        if (actual.verdict() == ActualFreshness.Verdict.SUSPENDED || evidence == null || evidence.failedAt() == null
                || !recent(evidence.failedAt(), target, now)) {
            return new OwnHealth(byVerdict(actual), actual.words(), actual.lag(), target);
        }
        String why = evidence.failure() == null || evidence.failure().isBlank() ? ""
                : ": " + UserMessages.translate(evidence.failure());
        return new OwnHealth(HealthState.FAILING, "Its scheduled refresh failed at " + TIME.format(evidence.failedAt())
                + why, actual.lag(), target);
    }

    /** A plain table: FRESH once it has a snapshot; its freshness is its writer's (an ingestion's, upstream). */
    static OwnHealth plain(Instant latestCommit, boolean warehouseRead, Instant now) {
        if (!warehouseRead) {
            return OwnHealth.of(HealthState.UNKNOWN, "The warehouse was not read yet");
        }
        if (latestCommit == null) {
            return OwnHealth.of(HealthState.UNKNOWN, "No snapshot committed yet");
        }
        Duration age = Duration.between(latestCommit, now);
        return OwnHealth.of(HealthState.FRESH, "Latest commit " + TIME.format(latestCommit)
                + (age.isNegative() ? "" : " (" + age.toMinutes() + " min ago)"));
    }

    /** An ingestion: RUNNING is FRESH unless Flink says its job is not running; STOPPED is SUSPENDED. */
    static OwnHealth ingestion(IngestionSummary i) {
        String message = i.message() == null || i.message().isBlank() ? "" : ": " + UserMessages.translate(i.message());
        String job = i.jobStatus() == null ? "" : i.jobStatus().strip();
        return switch (i.state()) {
            case RUNNING -> job.isEmpty() || job.equals("RUNNING") ? OwnHealth.of(HealthState.FRESH, "Running")
                    : job.equals("UNKNOWN") ? OwnHealth.of(HealthState.UNKNOWN, "Its job's state cannot be read")
                    : OwnHealth.of(HealthState.FAILING, "Flink reports its job " + job);
            case STOPPED -> OwnHealth.of(HealthState.SUSPENDED, "Stopped" + message);
            case STOPPING -> OwnHealth.of(HealthState.SUSPENDED, "Stopping");
            case CREATING -> OwnHealth.of(HealthState.UNKNOWN, "Starting");
            // FAILED, and any state added later that is neither running nor stopped on purpose
            default -> OwnHealth.of(HealthState.FAILING, stateWords(i) + message);
        };
    }

    private static String stateWords(IngestionSummary i) {
        String name = i.state().name().toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    static HealthState byVerdict(ActualFreshness actual) {
        return switch (actual.verdict()) {
            case NOT_RUNNING -> HealthState.FAILING;
            case STALE -> HealthState.LATE;
            case SUSPENDED -> HealthState.SUSPENDED;
            case UNKNOWN -> HealthState.UNKNOWN;
            case FRESH, WAITING -> HealthState.FRESH;
        };
    }

    static boolean recent(Instant failedAt, Duration period, Instant now) {
        Duration window = period == null ? MIN_FAILURE_WINDOW : period.multipliedBy(FAILURE_PERIODS);
        window = window.compareTo(MIN_FAILURE_WINDOW) < 0 ? MIN_FAILURE_WINDOW : window;
        return !failedAt.plus(window).isBefore(now);
    }
}
