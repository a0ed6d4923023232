package io.freshet.ui.deploy;

/**
 * How a table created (or re-created) by a deployment gets its data afterwards.
 *
 * @param partitions the partitions (days) a backfill covers, else 0
 * @param range      the days a backfill covers, e.g. "2024-06-01 .. 2024-06-05", else null
 */
public record Refill(Kind kind, int partitions, String range) {

    /** Where the data comes from. */
    public enum Kind {
        /** A FULL partitioned materialized table: a backfill of the days its sources hold (the deploy offers it). */
        BACKFILL,
        /** A FULL materialized table without days to backfill: its first refresh computes the whole table. */
        REFRESH,
        /** A CONTINUOUS materialized table: its job recomputes it from the sources. */
        CONTINUOUS,
        /** A plain table the project's INSERT statements load in the same deployment. */
        INSERT,
        /** Nothing fills it: a view holds no data, a plain table stays empty until something writes it. */
        NONE
    }

    public static Refill of(Kind kind) {
        return new Refill(kind, 0, null);
    }

    public static Refill backfill(int days, String range) {
        return new Refill(Kind.BACKFILL, days, range);
    }

    /** The refill in a few words for the page and the headless plan. */
    public String words() {
        return switch (kind) {
            case BACKFILL -> "backfill of " + partitions + (partitions == 1 ? " day" : " days") + " (" + range + ")";
            case REFRESH -> "the first refresh computes the whole table";
            case CONTINUOUS -> "its job recomputes it from the sources";
            case INSERT -> "the project's INSERT statements load it";
            case NONE -> "nothing: it holds no data until something writes it";
        };
    }
}
