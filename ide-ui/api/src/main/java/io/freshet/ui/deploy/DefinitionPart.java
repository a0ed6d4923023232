package io.freshet.ui.deploy;

/**
 * One clause of a table's canonical definition, as the comparison of a live table with its script names what
 * differs (the reason a table is re-created).
 */
public enum DefinitionPart {
    /** A table became a view or a materialized table, or the other way round. */
    KIND("kind"),
    COLUMNS("columns"),
    KEYS("primary key"),
    PARTITIONING("partitioning"),
    OPTIONS("options"),
    FRESHNESS("freshness"),
    REFRESH_MODE("refresh mode"),
    QUERY("query"),
    /** The script's statement could not be analysed, so it cannot be compared clause by clause. */
    STATEMENT("the statement (it does not analyse)");

    private final String words;

    DefinitionPart(String words) {
        this.words = words;
    }

    /** The part as a sentence names it, e.g. "refresh mode". */
    public String words() {
        return words;
    }
}
