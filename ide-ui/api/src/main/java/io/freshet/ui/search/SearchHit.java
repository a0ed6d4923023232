package io.freshet.ui.search;

import java.util.Objects;

/**
 * One object the search found.
 *
 * @param kind   table, column or script
 * @param name   what the user typed against: a table's {@code catalog.database.table}, a column's name, a script's path
 * @param detail where it lives: a column's table and type, a script's project
 * @param route  the page that shows it, relative to the application's root ({@code catalog/...}, {@code editor/...})
 */
public record SearchHit(Kind kind, String name, String detail, String route) {

    /** What was found; the order is the order of the results. */
    public enum Kind { TABLE, COLUMN, SCRIPT }

    public SearchHit {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(route, "route");
        detail = detail == null ? "" : detail;
    }
}
