package io.freshet.ui.ingest;

/**
 * A column of a source table and its mapping into the lakehouse.
 *
 * @param sourceType the type as the source names it, e.g. {@code numeric(10,2)}, {@code int4[]}
 * @param flinkType the Flink/Paimon SQL type it becomes; null when it cannot be mapped
 * @param remark why it cannot be mapped, or what the mapping loses; null when nothing
 */
public record SourceColumn(String name, String sourceType, boolean nullable, boolean primaryKey, String flinkType,
                           String remark) {

    public boolean mapped() {
        return flinkType != null;
    }
}
