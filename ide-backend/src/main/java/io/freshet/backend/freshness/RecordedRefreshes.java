package io.freshet.backend.freshness;

import java.time.Instant;

/** What Freshet recorded of FULL tables' scheduled refreshes, beyond what Flink's job list still holds. */
public interface RecordedRefreshes {

    /** Nothing recorded. */
    RecordedRefreshes NONE = table -> Summary.NONE;

    /** The latest recorded successful and failed scheduled refreshes of a table ({@code catalog.database.table}). */
    Summary scheduled(String table);

    /**
     * @param lastSuccess when the latest successful scheduled refresh ended; null when none is recorded
     * @param failedAt    when the latest failed scheduled refresh ended; null when none is recorded
     * @param failure     why it failed, in Flink's words without class names; null when none
     */
    record Summary(Instant lastSuccess, Instant failedAt, String failure) {
        public static final Summary NONE = new Summary(null, null, null);
    }
}
