package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.project.ProjectAnalyzer;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.ui.catalog.TableRef;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Which materialized tables read a table, from lineage over the catalog's definition queries. Each query
 * is analysed by sql-analysis as {@code INSERT INTO <mt> <query>} against the catalog with materialized
 * tables registered as plain tables, so every statement's target and sources are known. Flink stores the
 * queries expanded (fully qualified, quoted), so a query that names a table also counts: a query the
 * planner cannot analyse still never hides a dependent table.
 */
@Component
public class DownstreamLineage {

    private static final Logger LOG = LoggerFactory.getLogger(DownstreamLineage.class);

    private CatalogSnapshot analysed;
    private ProjectLineage lineage;
    private boolean fromPlanner;

    /** Every table downstream of {@code ref}, nearest first. */
    public synchronized List<TableRef> downstream(CatalogSnapshot snapshot, TableRef ref, Duration threshold) {
        if (snapshot != analysed) {
            lineage = analyse(snapshot, threshold);
            fromPlanner = lineage != null;
            analysed = snapshot;
        }
        List<TableInfo> materialized = snapshot.tables().filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE).toList();
        Set<String> found = new LinkedHashSet<>();
        Deque<String> queue = new ArrayDeque<>(List.of(ref.toString()));
        while (!queue.isEmpty()) {
            String table = queue.removeFirst();
            Set<String> next = new LinkedHashSet<>();
            if (lineage != null) {
                next.addAll(lineage.downstreamTables(table, 1));
            }
            for (TableInfo mt : materialized) {
                if (mt.materialized().definitionQuery().contains(TableRef.parse(table).sql())) {
                    next.add(mt.id().toString());
                }
            }
            for (String child : next) {
                if (!child.equals(ref.toString()) && found.add(child)) {
                    queue.addLast(child);
                }
            }
        }
        return found.stream().map(TableRef::parse).toList();
    }

    /** Whether the last analysis came from the planner, not only from the queries' table names. */
    public synchronized boolean fromPlanner() {
        return fromPlanner;
    }

    private static ProjectLineage analyse(CatalogSnapshot snapshot, Duration threshold) {
        Map<String, String> scripts = new LinkedHashMap<>();
        snapshot.tables().filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE).forEach(mt -> scripts.put(
                mt.id().toString(), "INSERT INTO " + mt.id().quoted() + "\n" + mt.materialized().definitionQuery()));
        if (scripts.isEmpty()) {
            return null;
        }
        try {
            return ProjectAnalyzer.analyze(scripts, asPlainTables(snapshot), threshold).lineage();
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("Lineage of the materialized tables could not be computed, using their queries' table names: {}",
                    e.toString());
            return null;
        }
    }

    private static CatalogSnapshot asPlainTables(CatalogSnapshot snapshot) {
        List<CatalogInfo> catalogs = snapshot.catalogs().stream().map(c -> new CatalogInfo(c.name(), c.defaultDatabase(),
                c.options(), c.databases().stream().map(d -> new DatabaseInfo(d.name(), d.tables().stream()
                        .map(DownstreamLineage::plain).toList())).toList())).toList();
        return new CatalogSnapshot(snapshot.currentCatalog(), snapshot.currentDatabase(), catalogs);
    }

    private static TableInfo plain(TableInfo t) {
        return t.kind() != TableKind.MATERIALIZED_TABLE ? t : new TableInfo(t.id(), TableKind.TABLE, t.columns(),
                t.primaryKey(), t.partitionKeys(), t.watermarks(), t.options(), t.comment(), null, null);
    }
}
