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
}
