package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * One background read of the warehouse: the snapshot the editor analyses against, plus the latest commit
 * time of every table (for actual freshness and stale badges).
 *
 * @param readAt when the read finished; null before the first read
 * @param problem why the last read failed (the previous snapshot is kept), else null
 */
public record CatalogState(CatalogSnapshot snapshot, Map<TableId, Instant> latestCommits, Instant readAt,
                           Duration readTook, String problem) {

    public CatalogState {
        latestCommits = Map.copyOf(latestCommits);
    }

    static CatalogState initial() {
        return new CatalogState(CatalogSnapshot.empty(), Map.of(), null, Duration.ZERO, null);
    }

    public Optional<Instant> latestCommit(TableId id) {
        return Optional.ofNullable(latestCommits.get(id));
    }

    /** The same picture with a failed read's reason. */
    CatalogState failed(String why) {
        return new CatalogState(snapshot, latestCommits, readAt, readTook, why);
    }
}
