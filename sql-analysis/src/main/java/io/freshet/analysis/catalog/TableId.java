package io.freshet.analysis.catalog;

import io.freshet.analysis.quoting.SqlQuoting;
import java.util.Objects;

/** A fully qualified table name. */
public record TableId(String catalog, String database, String table) {

    public TableId {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(table, "table");
    }

    /** {@code catalog.database.table}, unquoted, as the CLI prints it. */
    @Override
    public String toString() {
        return catalog + "." + database + "." + table;
    }

    /** The name quoted for Flink SQL. */
    public String quoted() {
        return SqlQuoting.qualified(catalog, database, table);
    }
}
