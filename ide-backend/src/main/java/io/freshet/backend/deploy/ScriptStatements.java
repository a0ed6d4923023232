package io.freshet.backend.deploy;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.SqlCreateView;
import org.apache.flink.sql.parser.ddl.SqlUseCatalog;
import org.apache.flink.sql.parser.ddl.SqlUseDatabase;
import org.apache.flink.sql.parser.dml.SqlExecute;

/**
 * Splits a project's scripts (in run order, one session) into statements and resolves the table each creates or
 * writes, following USE CATALOG and USE as the gateway session would.
 */
public final class ScriptStatements {

    private ScriptStatements() {
    }

    /** Every statement of the scripts, in order, starting in {@code catalog}.{@code database}. */
    public static List<PlannedStatement> of(List<ScriptDocument> ordered, String catalog, String database) {
        List<PlannedStatement> result = new ArrayList<>();
        String[] current = {catalog, database};
        for (ScriptDocument script : ordered) {
            for (Statement statement : SqlScript.of(script.content()).statements()) {
                result.add(plan(script, statement, current));
            }
        }
        return result;
    }

    private static PlannedStatement plan(ScriptDocument script, Statement statement, String[] current) {
        ParsedStatement parsed = StatementParser.parse(statement);
        StatementKind kind = StatementKind.of(parsed);
        if (!parsed.parsed()) {
            return new PlannedStatement(script, statement, kind, null, false);
        }
        SqlNode node = parsed.node() instanceof SqlExecute execute ? execute.getStatement() : parsed.node();
        if (node instanceof SqlUseCatalog use) {
            current[0] = use.catalogName();
            // USE CATALOG switches to that catalog's default database; for Paimon it is `default`
            current[1] = "default";
        } else if (node instanceof SqlUseDatabase use) {
            String[] parts = use.fullDatabaseName();
            if (parts.length == 2) {
                current[0] = parts[0];
            }
            current[1] = parts[parts.length - 1];
        } else if (node instanceof SqlCreateMaterializedTable create) {
            return new PlannedStatement(script, statement, kind, resolve(create.fullTableName(), current), true);
        } else if (node instanceof SqlCreateTable create) {
            TableId target = create.isTemporary() ? null : resolve(create.fullTableName(), current);
            return new PlannedStatement(script, statement, kind, target, target != null && !create.isIfNotExists());
        } else if (node instanceof SqlCreateView create) {
            TableId target = create.isTemporary() ? null : resolve(create.fullViewName(), current);
            return new PlannedStatement(script, statement, kind, target, target != null && !create.isIfNotExists());
        } else if (node instanceof SqlInsert insert && insert.getTargetTable() instanceof SqlIdentifier id) {
            return new PlannedStatement(script, statement, kind, resolve(id.names.toArray(String[]::new), current),
                    false);
        }
        return new PlannedStatement(script, statement, kind, null, false);
    }

    private static TableId resolve(String[] parts, String[] current) {
        return switch (parts.length) {
            case 1 -> new TableId(current[0], current[1], parts[0]);
            case 2 -> new TableId(current[0], parts[0], parts[1]);
            default -> new TableId(parts[parts.length - 3], parts[parts.length - 2], parts[parts.length - 1]);
        };
    }
}
