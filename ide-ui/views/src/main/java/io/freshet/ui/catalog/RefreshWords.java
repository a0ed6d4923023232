package io.freshet.ui.catalog;

import java.time.Duration;

/** How the refresh history says things: durations, partitions, one line per refresh. */
final class RefreshWords {

    private RefreshWords() {
    }

    /** One line about a refresh, for a tooltip. */
    static String describe(RefreshEntry r) {
        return TablePanel.TIME.format(r.startedAt()) + " · " + r.trigger().name().toLowerCase(java.util.Locale.ROOT)
                + " · " + outcomeText(r) + (r.duration() == null ? "" : " · " + duration(r.duration()))
                + (r.partition() == null ? "" : " · " + r.partition()) + (r.jobId() == null ? "" : " · job " + r.jobId());
    }

    /** The end's time of day, with its date only when that is not the start's. */
    static String end(RefreshEntry r) {
        if (r.endedAt() == null) {
            return "";
        }
        String end = RefreshHistorySection.SHORT_TIME.format(r.endedAt());
        return end.substring(0, 5).equals(RefreshHistorySection.SHORT_TIME.format(r.startedAt()).substring(0, 5))
                ? end.substring(6) : end;
    }

    static String duration(Duration d) {
        if (d == null) {
            return "";
        }
        long s = Math.max(0, d.toSeconds());
        return s < 60 ? s + " s" : s < 3600 ? s / 60 + " min " + s % 60 + " s" : s / 3600 + " h " + s % 3600 / 60 + " min";
    }

    /** Flink's job name does not say which partition a scheduled refresh wrote: not known, not "whole table". */
    static String partition(RefreshEntry r) {
        return r.partition() != null ? r.partition() : r.trigger() == RefreshEntry.Trigger.SCHEDULED ? "" : "whole table";
    }

    static String outcomeText(RefreshEntry r) {
        return r.starting() ? "starting" : r.outcome().name().toLowerCase(java.util.Locale.ROOT);
    }
}
