package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.TableId;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.table.catalog.CatalogMaterializedTable.RefreshStatus;

/**
 * What the planner's in-memory catalogs cannot hold: the options users wrote for catalogs and tables
 * before the validation stub connector replaced them (for connectors Freshet does not ship), and the refresh
 * status the session's lifecycle statements left materialized tables in.
 */
final class SessionCatalogs {

    private final Map<String, Map<String, String>> catalogOptions = new HashMap<>();
    private final Map<TableId, Map<String, String>> tableOptions = new HashMap<>();
    private final Map<TableId, RefreshStatus> statuses = new HashMap<>();

    void recordCatalog(String name, Map<String, String> options) {
        catalogOptions.put(name, Map.copyOf(options));
    }

    void recordTable(TableId id, Map<String, String> options) {
        tableOptions.put(id, Map.copyOf(options));
    }

    void forgetTable(TableId id) {
        tableOptions.remove(id);
        statuses.remove(id);
    }

    /** A materialized table's refresh status as a statement of this session left it. */
    void recordStatus(TableId id, RefreshStatus status) {
        statuses.put(id, status);
    }

    /** The refresh status a statement of this session left; empty for tables loaded from the snapshot. */
    Optional<RefreshStatus> status(TableId id) {
        return Optional.ofNullable(statuses.get(id));
    }

    Map<String, String> catalogOptions(String name) {
        return catalogOptions.getOrDefault(name, Map.of());
    }

    Map<String, String> originalOptions(TableId id, Map<String, String> plannerOptions) {
        return tableOptions.getOrDefault(id, plannerOptions);
    }

    /** The options to register with the planner: see {@link Connectors#plannerOptions}. */
    static Map<String, String> stubbed(Map<String, String> options, boolean upsertSource) {
        return Connectors.plannerOptions(options, upsertSource);
    }
}
