package io.freshet.backend.run;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * Bounds on running statements ({@code freshet.run.*}); zero or negative values take the defaults.
 *
 * @param windowRows rows of one result kept in memory; older rows live only in the result's spill file
 * @param maxRows a result stops fetching at this many rows and is marked truncated
 * @param maxResultBytes the same for the size of the spill file
 * @param maxConcurrentRuns runs one user may have queued or running at once
 * @param keptResults finished results kept per user; older ones are evicted and their files deleted
 * @param fetchBuffer rows the gateway reader may buffer ahead of the result store
 * @param maxSortRows a result up to this many rows can be sorted (the sort keys of one column are held in memory)
 * @param maxStatements statements one run (a script) may hold; a longer script is refused before any of it is queued,
 *                      since every queued statement holds a result store and a history row
 */
@ConfigurationProperties("freshet.run")
public record RunLimits(int windowRows, long maxRows, long maxResultBytes, int maxConcurrentRuns,
                        int keptResults, int fetchBuffer, long maxSortRows, int maxStatements) {

    public static final int DEFAULT_WINDOW_ROWS = 2_000;
    public static final long DEFAULT_MAX_ROWS = 1_000_000;
    public static final long DEFAULT_MAX_RESULT_BYTES = 512L * 1024 * 1024;
    /** The spill file is addressed with int offsets in places: stay well below 2 GiB. */
    private static final long HARD_MAX_RESULT_BYTES = 1536L * 1024 * 1024;

    public static final long DEFAULT_MAX_SORT_ROWS = 200_000;
    public static final int DEFAULT_MAX_STATEMENTS = 1_000;

    @ConstructorBinding
    public RunLimits {
        windowRows = windowRows > 0 ? windowRows : DEFAULT_WINDOW_ROWS;
        maxRows = maxRows > 0 ? maxRows : DEFAULT_MAX_ROWS;
        maxResultBytes = Math.min(maxResultBytes > 0 ? maxResultBytes : DEFAULT_MAX_RESULT_BYTES, HARD_MAX_RESULT_BYTES);
        maxConcurrentRuns = maxConcurrentRuns > 0 ? maxConcurrentRuns : 4;
        keptResults = keptResults > 0 ? keptResults : 20;
        fetchBuffer = fetchBuffer > 0 ? fetchBuffer : 1_000;
        maxSortRows = maxSortRows > 0 ? maxSortRows : DEFAULT_MAX_SORT_ROWS;
        maxStatements = maxStatements > 0 ? maxStatements : DEFAULT_MAX_STATEMENTS;
    }

    /** The limits without a sort bound or statement cap of their own (the defaults). */
    public RunLimits(int windowRows, long maxRows, long maxResultBytes, int maxConcurrentRuns, int keptResults,
                     int fetchBuffer) {
        this(windowRows, maxRows, maxResultBytes, maxConcurrentRuns, keptResults, fetchBuffer, 0, 0);
    }

    public static RunLimits defaults() {
        return new RunLimits(0, 0, 0, 0, 0, 0);
    }
}
