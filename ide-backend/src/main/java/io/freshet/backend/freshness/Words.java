package io.freshet.backend.freshness;

import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.ui.catalog.Sizes;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** How the freshness sentences write durations, times and job states (times in UTC, as the catalog pages show them). */
final class Words {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter DATED =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("HH:mm 'UTC'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter DATED_MINUTE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private Words() {
    }

    static String age(Duration duration) {
        return Sizes.ago(duration.isNegative() ? Duration.ZERO : duration);
    }

    /** A moment, with its date only when it is not today's (UTC). */
    static String time(Instant at, Instant now) {
        return (sameDay(at, now) ? CLOCK : DATED).format(at);
    }

    /** A schedule point, to the minute. */
    static String schedule(Instant at, Instant now) {
        return (sameDay(at, now) ? MINUTE : DATED_MINUTE).format(at);
    }

    /** What a job that does not run is doing, e.g. "the refresh job failed at 12:00:03 UTC". */
    static String notRunning(FlinkJobState state, Instant endTime, Instant now) {
        String what = switch (state) {
            case FAILED -> "failed";
            case CANCELED -> "was cancelled";
            case FINISHED -> "finished (a continuous job should never end)";
            case SUSPENDED -> "was suspended by Flink";
            case FAILING -> "is failing";
            case CANCELLING -> "is being cancelled";
            case RESTARTING -> "is restarting after a failure";
            default -> "is " + state.name().toLowerCase(java.util.Locale.ROOT);
        };
        return "the refresh job " + what + (endTime != null && state.ended() ? " at " + time(endTime, now) : "");
    }

    private static boolean sameDay(Instant a, Instant b) {
        return a.atZone(ZoneOffset.UTC).toLocalDate().equals(b.atZone(ZoneOffset.UTC).toLocalDate());
    }
}
