package io.freshet.analysis.parse;

import java.util.Optional;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlDropMaterializedTable;
import org.apache.flink.sql.parser.dml.SqlExecute;

/** The materialized table a statement creates, changes or drops, as written (e.g. {@code dws.daily}), for audit records. */
public final class StatementTarget {

    private StatementTarget() {
    }

    /** The table's name parts joined by dots, or empty for any other statement. */
    public static Optional<String> materializedTable(ParsedStatement statement) {
        if (!statement.parsed()) {
            return Optional.empty();
        }
        Object node = statement.node() instanceof SqlExecute execute ? execute.getStatement() : statement.node();
        String[] name = null;
        if (node instanceof SqlCreateMaterializedTable create) {
            name = create.fullTableName();
        } else if (node instanceof SqlAlterMaterializedTable alter) {
            name = alter.fullTableName();
        } else if (node instanceof SqlDropMaterializedTable drop) {
            name = drop.fullTableName();
        }
        return Optional.ofNullable(name).map(parts -> String.join(".", parts));
    }
}
