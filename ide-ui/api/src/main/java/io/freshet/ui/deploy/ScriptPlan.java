package io.freshet.ui.deploy;

import java.util.List;

/**
 * One script of a deployment plan.
 *
 * @param tables  the tables it defines (catalog.database.table)
 * @param changes the defined tables that differ from the live ones, empty unless CHANGED
 */
public record ScriptPlan(long scriptId, String path, ScriptStatus status, int statements, List<String> tables,
                         List<TableChange> changes) {

    public ScriptPlan {
        tables = List.copyOf(tables);
        changes = List.copyOf(changes);
    }
}
