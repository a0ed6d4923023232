package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.backend.warehouse.CatalogSnapshotSource;
import io.freshet.backend.config.FreshetProperties;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * The catalog the editor analyses against: the live snapshot when a source is installed, else Freshet's
 * Paimon catalog as an empty one (the scripts of a project still run in it).
 */
@Component
public class LiveCatalog {

    private static final String DEFAULT_DATABASE = "default";

    private final ObjectProvider<CatalogSnapshotSource> source;
    private final CatalogSnapshot empty;

    public LiveCatalog(ObjectProvider<CatalogSnapshotSource> source, FreshetProperties properties) {
        this.source = source;
        String name = properties.catalog() == null || properties.catalog().name() == null
                ? "lakehouse" : properties.catalog().name();
        this.empty = emptyCatalog(name);
    }

    /** An empty catalog of this name, current with its default database. */
    public static CatalogSnapshot emptyCatalog(String name) {
        return new CatalogSnapshot(name, DEFAULT_DATABASE, List.of(new CatalogInfo(name, DEFAULT_DATABASE, Map.of(),
                List.of(new DatabaseInfo(DEFAULT_DATABASE, List.of())))));
    }

    /** The current snapshot; never blocks on the gateway. */
    public CatalogSnapshot current() {
        CatalogSnapshotSource live = source.getIfAvailable();
        CatalogSnapshot snapshot = live == null ? null : live.current();
        // before the first read of the warehouse the source holds only Flink's built-in catalog: names would resolve
        // there and lineage ids would not match the catalog's
        return snapshot == null || snapshot.catalogs().stream().noneMatch(c -> c.name().equals(empty.currentCatalog()))
                ? empty : snapshot;
    }
}
