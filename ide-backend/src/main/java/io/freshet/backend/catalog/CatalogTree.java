package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.FreshnessJudge;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.ui.catalog.ObjectKind;
import io.freshet.ui.catalog.RefreshMode;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.catalog.TableSummary;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.springframework.stereotype.Component;

/** The catalog tree from the background catalog state: the lakehouse catalog's databases and tables with badges. */
@Component
public class CatalogTree {

    private final PaimonCatalogSnapshotSource source;
    private final FreshnessJudge freshness;

    public CatalogTree(PaimonCatalogSnapshotSource source, FreshnessJudge freshness) {
        this.source = source;
        this.freshness = freshness;
    }

    public List<String> catalogs() {
        return lakehouse().stream().map(CatalogInfo::name).toList();
    }

    public List<String> databases(String catalog) {
        return lakehouse().stream().filter(c -> c.name().equals(catalog))
                .flatMap(c -> c.databases().stream()).map(DatabaseInfo::name).sorted().toList();
    }

    /** Tables, views and materialized tables of a database with their badges, by name. */
    public List<TableSummary> tables(String catalog, String database) {
        List<TableSummary> summaries = new ArrayList<>();
        lakehouse().stream().filter(c -> c.name().equals(catalog)).flatMap(c -> c.databases().stream())
                .filter(d -> d.name().equals(database)).flatMap(d -> d.tables().stream())
                .forEach(t -> summaries.add(summary(t)));
        summaries.sort(Comparator.comparing(s -> s.ref().table()));
        return summaries;
    }

    private TableSummary summary(TableInfo table) {
        TableRef ref = new TableRef(table.id().catalog(), table.id().database(), table.id().table());
        return switch (table.kind()) {
            case TABLE -> new TableSummary(ref, ObjectKind.TABLE, null, null, null);
            case VIEW -> new TableSummary(ref, ObjectKind.VIEW, null, null, null);
            case MATERIALIZED_TABLE -> new TableSummary(ref, ObjectKind.MATERIALIZED_TABLE,
                    RefreshMode.valueOf(table.materialized().refreshMode()),
                    freshness.status(table), freshness.judge(table));
        };
    }

    private List<CatalogInfo> lakehouse() {
        String name = state().snapshot().currentCatalog();
        // before the first successful read the snapshot holds only Flink's built-in catalog: nothing to browse
        return state().snapshot().catalogs().stream()
                .filter(c -> c.name().equals(name) && !c.name().equals(CatalogSnapshot.DEFAULT_CATALOG)).toList();
    }

    /** The first page load after a start must not show an empty tree: read once, then serve the cache. */
    CatalogState state() {
        CatalogState state = source.state();
        return state.readAt() == null ? source.readNow() : state;
    }

    /** The reference, when it is in the lakehouse catalog: only that one is browsed. */
    TableRef inLakehouse(TableRef ref) {
        if (!ref.catalog().equals(state().snapshot().currentCatalog())) {
            throw new ServiceException("Only the catalog '" + state().snapshot().currentCatalog()
                    + "' can be browsed here, not '" + ref.catalog() + "'.");
        }
        return ref;
    }
}
