package io.freshet.ui.run;

/**
 * The bounds on results that a user can run into, and where an administrator sets them.
 *
 * @param maxRows a result stops fetching at this many rows ({@code freshet.run.max-rows})
 * @param maxResultBytes or at this size of its result file ({@code freshet.run.max-result-bytes})
 * @param maxSortRows results up to this many rows can be sorted ({@code freshet.run.max-sort-rows})
 */
public record ResultLimits(long maxRows, long maxResultBytes, long maxSortRows) {

    /** A sentence for a result cut at a limit: how many rows are shown and what to change. */
    public String reached(long rows) {
        return String.format(java.util.Locale.ROOT, "Showing the first %,d rows: limit reached, the query has more."
                + " Freshet keeps at most %,d rows or %,d MiB per result (freshet.run.max-rows,"
                + " freshet.run.max-result-bytes; set by an administrator). Add a LIMIT or a filter to see other rows.",
                rows, maxRows, maxResultBytes / (1024 * 1024));
    }
}
