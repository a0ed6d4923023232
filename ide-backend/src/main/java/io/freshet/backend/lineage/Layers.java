package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.TableId;
import java.util.Locale;
import java.util.Set;

/** The warehouse layer of a table: by its database name, else by its table-name prefix ({@code dwd_...}). */
final class Layers {

    /** Layers in data order; a graph places them left to right. */
    static final java.util.List<String> ORDER = java.util.List.of("ODS", "DIM", "DWD", "DWS", "ADS", "OTHER");
    private static final Set<String> KNOWN = Set.of("ODS", "DIM", "DWD", "DWS", "ADS");

    private Layers() {
    }

    /** The layer of a {@code catalog.database.table} name. */
    static String of(String table) {
        String[] parts = table.split("\\.", 3);
        return parts.length == 3 ? of(new TableId(parts[0], parts[1], parts[2])) : "OTHER";
    }

    static String of(TableId table) {
        String database = table.database().toUpperCase(Locale.ROOT);
        if (KNOWN.contains(database)) {
            return database;
        }
        String name = table.table().toUpperCase(Locale.ROOT);
        int underscore = name.indexOf('_');
        String prefix = underscore > 0 ? name.substring(0, underscore) : name;
        return KNOWN.contains(prefix) ? prefix : "OTHER";
    }
}
