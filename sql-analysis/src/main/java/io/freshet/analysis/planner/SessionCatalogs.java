package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.TableId;
import java.util.HashMap;
import java.util.Map;

/**
 * What the planner's in-memory catalogs cannot hold: the options users wrote for catalogs and tables
 * before the validation stub connector replaced them.
 */
final class SessionCatalogs {

    private final Map<String, Map<String, String>> catalogOptions = new HashMap<>();
    private final Map<TableId, Map<String, String>> tableOptions = new HashMap<>();

    void recordCatalog(String name, Map<String, String> options) {
        catalogOptions.put(name, Map.copyOf(options));
    }

    void recordTable(TableId id, Map<String, String> options) {
        tableOptions.put(id, Map.copyOf(options));
    }

    void forgetTable(TableId id) {
        tableOptions.remove(id);
    }

    Map<String, String> catalogOptions(String name) {
        return catalogOptions.getOrDefault(name, Map.of());
    }

    Map<String, String> originalOptions(TableId id, Map<String, String> plannerOptions) {
        return tableOptions.getOrDefault(id, plannerOptions);
    }

    /** The options to register with the planner: the user's, with the stub connector. */
    static Map<String, String> stubbed(Map<String, String> options, boolean upsertSource) {
        Map<String, String> result = new HashMap<>(options);
        result.put("connector", StubConnectorFactory.IDENTIFIER);
        if (upsertSource) {
            result.put(StubConnectorFactory.CHANGELOG_OPTION, "upsert");
        }
        return result;
    }
}
