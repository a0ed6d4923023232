package io.freshet.analysis.parse;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.sql.parser.SqlPartitionUtils;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTableRefresh;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlDropMaterializedTable;
import org.apache.flink.sql.parser.dml.SqlExecute;

/** The materialized table a statement creates, changes or drops, as written (e.g. {@code dws.daily}), for audit records. */
public final class StatementTarget {

    private StatementTarget() {
    }

    /** The table's name parts joined by dots, or empty for any other statement. */
    public static Optional<String> materializedTable(ParsedStatement statement) {
        Object node = node(statement);
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

    /** The name parts of the materialized table a CREATE MATERIALIZED TABLE creates, as written; else empty. */
    public static Optional<List<String>> created(ParsedStatement statement) {
        Object node = node(statement);
        return node instanceof SqlCreateMaterializedTable create ? Optional.of(List.of(create.fullTableName()))
                : Optional.empty();
    }

    /** The name parts of the materialized table a DROP MATERIALIZED TABLE drops, as written; else empty. */
    public static Optional<List<String>> dropped(ParsedStatement statement) {
        Object node = node(statement);
        return node instanceof SqlDropMaterializedTable drop ? Optional.of(List.of(drop.fullTableName()))
                : Optional.empty();
    }

    /** The statement's node, inside an EXECUTE; null when it did not parse. */
    private static Object node(ParsedStatement statement) {
        if (!statement.parsed()) {
            return null;
        }
        return statement.node() instanceof SqlExecute execute ? execute.getStatement() : statement.node();
    }

    /** A refresh as written: the table's name parts and the partition (column to value, in order; empty for all). */
    public record Refresh(List<String> name, Map<String, String> partition) {

        public Refresh {
            name = List.copyOf(name);
            partition = Collections.unmodifiableMap(new LinkedHashMap<>(partition));
        }
    }

    /** The refresh an {@code ALTER MATERIALIZED TABLE ... REFRESH [PARTITION (...)]} asks for, else empty. */
    public static Optional<Refresh> refresh(ParsedStatement statement) {
        if (!(node(statement) instanceof SqlAlterMaterializedTableRefresh refresh)) {
            return Optional.empty();
        }
        Map<String, String> partition = refresh.getPartitionSpec() == null ? Map.of()
                : SqlPartitionUtils.getPartitionKVs(refresh.getPartitionSpec());
        return Optional.of(new Refresh(List.of(refresh.fullTableName()), partition));
    }
}
