package io.freshet.backend.definitions;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.scripts.ScriptDocument;

/**
 * One statement of a project's scripts with the table it creates or writes, its name resolved against the
 * catalog and database the statements before it chose.
 *
 * @param target    the table a CREATE TABLE/MATERIALIZED TABLE/VIEW creates or an INSERT writes, else null
 * @param defines   a CREATE without IF NOT EXISTS of a catalog (not temporary) table, view or materialized table:
 *                  the script is that object's definition, and it fails when the object exists
 */
public record PlannedStatement(ScriptDocument script, Statement statement, StatementKind kind, TableId target,
                               boolean defines) {

    /** The statement's first line in its script. */
    public int line() {
        return statement.range().startLine();
    }

    /** A statement that changes only the session (SET, USE, temporary objects) or creates a database if missing. */
    public boolean sessionOnly() {
        return switch (kind) {
            case SET, RESET, USE, USE_CATALOG, CREATE_DATABASE, CREATE_FUNCTION, JAR, MODULE -> true;
            case CREATE_TABLE, CREATE_VIEW -> target == null;
            default -> false;
        };
    }
}
