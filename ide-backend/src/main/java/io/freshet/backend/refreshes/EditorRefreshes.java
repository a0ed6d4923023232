package io.freshet.backend.refreshes;

import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Refreshes run as SQL ({@code ALTER MATERIALIZED TABLE ... REFRESH} in the editor) into the refresh history, as
 * the catalog page's Refresh now is: with who ran it, its partition, and its job id or why Flink refused it at
 * planning (then it never appears in Flink's job list).
 */
@Component
public class EditorRefreshes {

    private final RefreshHistoryStore store;
    private final Clock clock;

    @Autowired
    public EditorRefreshes(RefreshHistoryStore store) {
        this(store, Clock.systemUTC());
    }

    EditorRefreshes(RefreshHistoryStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /**
     * Records one refresh that ran; nothing when it neither got a job nor failed (cancelled before Flink answered).
     *
     * @param table     {@code catalog.database.table}
     * @param partition column to value as written; empty for the whole table
     * @param jobId     the job Flink started, null when none
     * @param error     why it failed, for a person; null when it did not
     */
    public void ran(String user, String table, Map<String, String> partition, Instant startedAt, String jobId,
                    String error) {
        if (jobId == null && error == null) {
            return;
        }
        String spec = partition.isEmpty() ? null : partition.entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
        long id = store.asked(new RefreshRecord(table, null, RefreshTrigger.MANUAL, RefreshState.RUNNING, startedAt,
                null, spec, null, null, user));
        if (jobId != null) {
            store.accepted(id, jobId);
        } else {
            store.refused(id, clock.instant(), error);
        }
    }
}
