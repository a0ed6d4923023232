package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * One background read of the warehouse: the snapshot the editor analyses against, plus the latest commit
 * time of every table and the times of materialized tables (evidence for their actual freshness).
 *
 * @param readAt when the read finished; null before the first read
 * @param problem why the last read failed (the previous snapshot is kept), else null
 */
public record CatalogState(CatalogSnapshot snapshot, Map<TableId, Instant> latestCommits,
                           Map<TableId, TableTimes> materializedTimes, Instant readAt, Duration readTook,
                           String problem) {

    public CatalogState {
        latestCommits = Map.copyOf(latestCommits);
        materializedTimes = Map.copyOf(materializedTimes);
    }

    static CatalogState initial() {
        return new CatalogState(CatalogSnapshot.empty(), Map.of(), Map.of(), null, Duration.ZERO, null);
    }

    public Optional<Instant> latestCommit(TableId id) {
        return Optional.ofNullable(latestCommits.get(id));
    }

    /** A materialized table's times; both unknown for another table or one not read yet. */
    public TableTimes times(TableId id) {
        return materializedTimes.getOrDefault(id, new TableTimes(null, null));
    }

    /** The same picture with a failed read's reason. */
    CatalogState failed(String why) {
        return new CatalogState(snapshot, latestCommits, materializedTimes, readAt, readTook, why);
    }
}
