package io.freshet.analysis.catalog;

import java.util.Objects;

/**
 * A column of a table or view.
 *
 * @param type Flink's serializable type string, e.g. {@code DECIMAL(10, 2) NOT NULL}
 * @param expression the SQL expression of a computed column, else null
 * @param metadataKey the metadata key of a metadata column (null when it equals the name or for other kinds)
 * @param virtual whether a metadata column is read-only
 */
public record ColumnInfo(String name, String type, boolean nullable, ColumnKind kind, String expression,
                         String metadataKey, boolean virtual, String comment) {

    public ColumnInfo {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(kind, "kind");
    }

    /** A physical column. */
    public static ColumnInfo physical(String name, String type, boolean nullable) {
        return new ColumnInfo(name, type, nullable, ColumnKind.PHYSICAL, null, null, false, null);
    }
}
