package io.freshet.ui.catalog;

import io.freshet.ui.common.UserMessages;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * How current a materialized table's data is, judged the same way for the catalog panel, the tree's badges and
 * the lineage overlay: the data lag against the target, or the state of the refresh job when that is the news.
 *
 * @param verdict what to flag
 * @param lag     how far the data is behind (CONTINUOUS: since the running job's latest completed checkpoint;
 *                FULL: since the last successful refresh ended); null when there is no such time
 * @param dataAsOf the time the data is current to (that checkpoint, or the end of that refresh); null when unknown
 * @param words   one sentence saying what is known and why the verdict, e.g. "4 s behind (latest checkpoint of the
 *                running job)" or "Not running: the refresh job failed"
 */
public record ActualFreshness(Verdict verdict, Duration lag, Instant dataAsOf, String words) {

    /** What the freshness means for the user. */
    public enum Verdict {
        /** Within the target (plus a small grace). */
        FRESH("fresh"),
        /** Behind its target by more than the grace: refreshes run, yet too slowly or they fail. */
        STALE("STALE"),
        /** The refresh job that keeps a CONTINUOUS table current is not running (failed, cancelled, gone). */
        NOT_RUNNING("NOT RUNNING"),
        /** Nothing is due yet: the first refresh or the job's start is still ahead. */
        WAITING("waiting"),
        /** Suspended by someone: no refreshes until resumed, on purpose. */
        SUSPENDED("suspended"),
        /** Freshet cannot tell (Flink's REST API is not configured or did not answer). */
        UNKNOWN("unknown");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        /** The badge text: capitals for the two that need someone's attention. */
        public String label() {
            return label;
        }

        /** Whether this is an alarm: the data is, or will soon be, older than promised. */
        public boolean alarm() {
            return this == STALE || this == NOT_RUNNING;
        }
    }

    public ActualFreshness {
        Objects.requireNonNull(verdict, "verdict");
        // the words may quote Flink (a checkpoint's failure, a REST error): they pass the errors' translation
        words = words == null ? "" : UserMessages.translate(words);
    }

    public boolean alarm() {
        return verdict.alarm();
    }
}
