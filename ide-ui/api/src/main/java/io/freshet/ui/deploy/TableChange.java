package io.freshet.ui.deploy;

import io.freshet.ui.projects.LineDiff;
import java.util.List;

/**
 * A table whose live definition differs from the project script that defines it: "changed since deploy".
 *
 * @param table    catalog.database.table
 * @param scriptId the defining script
 * @param line     the line of the CREATE statement in that script
 * @param deployed the live definition in canonical form (freshness, partitioning, keys, options, query)
 * @param script   the script's definition in the same form
 */
public record TableChange(String table, long scriptId, String scriptPath, int line, String deployed, String script) {

    /** The live definition against the script's, line by line. */
    public List<LineDiff.Line> diff() {
        return LineDiff.diff(deployed, script);
    }

    /** One line for a message: where and what. */
    public String describe() {
        return scriptPath + " line " + line + ": " + table.substring(table.indexOf('.') + 1) + " changed since deploy";
    }
}
