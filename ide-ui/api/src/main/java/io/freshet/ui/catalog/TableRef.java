package io.freshet.ui.catalog;

import io.freshet.analysis.quoting.SqlQuoting;
import java.util.Objects;

/** A table, view or materialized table by its three-part name. */
public record TableRef(String catalog, String database, String table) {

    public TableRef {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(table, "table");
    }

    /** Reads {@code catalog.database.table} as {@link #toString()} writes it; names with dots are not supported here. */
    public static TableRef parse(String dotted) {
        String[] parts = dotted.split("\\.", -1);
        if (parts.length != 3 || java.util.Arrays.stream(parts).anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("A table is named catalog.database.table, not " + dotted);
        }
        return new TableRef(parts[0], parts[1], parts[2]);
    }

    /** The name quoted for Flink SQL. */
    public String sql() {
        return SqlQuoting.qualified(catalog, database, table);
    }

    @Override
    public String toString() {
        return catalog + "." + database + "." + table;
    }
}
