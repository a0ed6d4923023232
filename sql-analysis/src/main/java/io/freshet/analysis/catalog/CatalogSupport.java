package io.freshet.analysis.catalog;

import java.util.Map;
import java.util.Optional;

/**
 * The one owner of what a catalog, known by its options, can store (issue 39): Paimon's catalog on its default
 * filesystem metastore has no views and no functions, cannot alter databases or add a primary key to a table; its Hive
 * and JDBC metastores store more. The planner's execution checks refuse statements with it, and whoever writes a
 * statement for a user asks it first, so that no one is offered what the checks refuse.
 */
public final class CatalogSupport {

    private static final String VIEW_REFUSED =
            "Could not execute CreateTable in path %s: Paimon's filesystem catalog cannot store views";

    private CatalogSupport() {
    }

    /** A Paimon catalog on its default (filesystem) metastore. */
    public static boolean isPaimonFilesystem(Map<String, String> catalogOptions) {
        return "paimon".equals(catalogOptions.get("type"))
                && "filesystem".equals(catalogOptions.getOrDefault("metastore", "filesystem"));
    }

    /**
     * Why a (not temporary) view cannot be created in the catalog, or empty when it can.
     *
     * @param path the view's quoted path as Flink prints it, e.g. {@code `lake`.`shop`.`v`}
     */
    public static Optional<String> viewRefusal(String path, Map<String, String> catalogOptions) {
        return isPaimonFilesystem(catalogOptions) ? Optional.of(String.format(VIEW_REFUSED, path)) : Optional.empty();
    }
}
