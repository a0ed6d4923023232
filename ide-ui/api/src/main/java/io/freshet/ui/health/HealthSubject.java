package io.freshet.ui.health;

import java.util.Objects;

/**
 * What a health state is about.
 *
 * @param kind what sort of thing it is
 * @param name its name: a table's fully qualified name as the catalog spells it ({@code lakehouse.dwd.order_detail}),
 *             or an ingestion's name
 */
public record HealthSubject(Kind kind, String name) {

    /** The sorts of things that have a health. */
    public enum Kind { MATERIALIZED_TABLE, TABLE, INGESTION }

    public HealthSubject {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
    }

    /** An ingestion as the health model names it: its source and schema, and its number ({@code shop.public #3}). */
    public static HealthSubject ingestion(String source, String schema, long id) {
        return new HealthSubject(Kind.INGESTION, source + "." + schema + " #" + id);
    }
}
