package io.freshet.analysis.catalog;

import java.util.List;
import java.util.Map;

/**
 * A catalog, its databases and the options it was created with.
 *
 * @param defaultDatabase the database {@code USE CATALOG} switches to
 */
public record CatalogInfo(String name, String defaultDatabase, Map<String, String> options,
                          List<DatabaseInfo> databases) {

    public CatalogInfo {
        options = Map.copyOf(options);
        databases = List.copyOf(databases);
    }
}
