package io.freshet.ui.deploy;

import java.util.List;

/**
 * One table in a deployment plan. For KEEP the cost fields say what re-creating it would cost, so the user can
 * choose.
 *
 * @param table       catalog.database.table
 * @param kind        TABLE, VIEW or MATERIALIZED_TABLE, as the script defines it (as the live table is, for DROP)
 * @param refreshMode CONTINUOUS or FULL for a materialized table, else null
 * @param scriptPath  the script that defines it, null for DROP
 * @param line        the line of its CREATE statement, 0 for DROP
 * @param differs     what differs between the live table and its script (RECREATE, KEEP), else empty
 * @param change      the two canonical definitions for a line diff (RECREATE, KEEP), else null
 * @param dropped     the data the live table holds, lost by a RECREATE or DROP; null when there is none to lose
 *                    (CREATE, UNCHANGED) or the warehouse could not tell
 * @param refill      how it is filled after (CREATE, RECREATE, KEEP), else null
 * @param downstream  the tables built from it, at any depth (project and catalog lineage), for RECREATE, KEEP, DROP
 */
public record TablePlan(String table, TableAction action, String kind, String refreshMode, String scriptPath,
                        int line, List<DefinitionPart> differs, TableChange change, TableData dropped, Refill refill,
                        List<String> downstream) {

    public TablePlan {
        differs = List.copyOf(differs);
        downstream = List.copyOf(downstream);
    }

    /** Why it is re-created: "query, freshness differ". */
    public String reason() {
        if (differs.isEmpty()) {
            return "";
        }
        return String.join(", ", differs.stream().map(DefinitionPart::words).toList())
                + (differs.size() == 1 ? " differs" : " differ");
    }

    /** The name without its catalog, as the pages show it. */
    public String shortName() {
        return table.substring(table.indexOf('.') + 1);
    }
}
