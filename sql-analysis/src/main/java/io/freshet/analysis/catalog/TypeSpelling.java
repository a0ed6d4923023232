package io.freshet.analysis.catalog;

/**
 * A type as the catalog spells it: Flink's planner writes STRING as {@code VARCHAR(2147483647)} and BYTES as
 * {@code VARBINARY(2147483647)}; Paimon, the catalog page and a user's DDL say STRING and BYTES.
 */
public final class TypeSpelling {

    private static final String MAX = "(2147483647)";

    private TypeSpelling() {
    }

    /** The type text with Flink's maximum-length VARCHAR and VARBINARY as STRING and BYTES; null stays null. */
    public static String ofCatalog(String type) {
        return type == null ? null : type.replace("VARCHAR" + MAX, "STRING").replace("VARBINARY" + MAX, "BYTES");
    }
}
