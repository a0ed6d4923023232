package io.freshet.analysis.parse;

import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.SqlCreateView;
import org.apache.flink.sql.parser.ddl.SqlUseCatalog;
import org.apache.flink.sql.parser.ddl.SqlUseDatabase;
import org.apache.flink.sql.parser.dml.SqlExecute;

/**
 * What a statement does to names, as written: the catalog or database it switches the session to, or the catalog
 * table, view or materialized table it creates or writes; callers resolve the name against their session.
 *
 * @param effect  which of these the statement is
 * @param name    the catalog name (USE CATALOG), the database name parts (USE) or the object's name parts, else empty
 * @param defines a CREATE without IF NOT EXISTS of a catalog (not temporary) object: the statement is its definition
 */
public record StatementNames(Effect effect, List<String> name, boolean defines) {

    /** The kind of name a statement touches. */
    public enum Effect { USE_CATALOG, USE_DATABASE, TARGET, NONE }

    private static final StatementNames NONE = new StatementNames(Effect.NONE, List.of(), false);

    public StatementNames {
        name = List.copyOf(name);
    }

    /** The names {@code statement} switches to, creates or writes; {@link Effect#NONE} for anything else. */
    public static StatementNames of(ParsedStatement statement) {
        if (!statement.parsed()) {
            return NONE;
        }
        Object node = statement.node() instanceof SqlExecute execute ? execute.getStatement() : statement.node();
        if (node instanceof SqlUseCatalog use) {
            return new StatementNames(Effect.USE_CATALOG, List.of(use.catalogName()), false);
        } else if (node instanceof SqlUseDatabase use) {
            return new StatementNames(Effect.USE_DATABASE, List.of(use.fullDatabaseName()), false);
        } else if (node instanceof SqlCreateMaterializedTable create) {
            return target(create.fullTableName(), true);
        } else if (node instanceof SqlCreateTable create) {
            return create.isTemporary() ? NONE : target(create.fullTableName(), !create.isIfNotExists());
        } else if (node instanceof SqlCreateView create) {
            return create.isTemporary() ? NONE : target(create.fullViewName(), !create.isIfNotExists());
        } else if (node instanceof SqlInsert insert && insert.getTargetTable() instanceof SqlIdentifier id) {
            return new StatementNames(Effect.TARGET, id.names, false);
        }
        return NONE;
    }

    private static StatementNames target(String[] parts, boolean defines) {
        return new StatementNames(Effect.TARGET, List.of(parts), defines);
    }
}
