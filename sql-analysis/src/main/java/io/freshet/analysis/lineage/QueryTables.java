package io.freshet.analysis.lineage;

import io.freshet.analysis.parse.StatementParser;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlSnapshot;
import org.apache.calcite.sql.SqlWith;
import org.apache.calcite.sql.SqlWithItem;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;

/**
 * Table-level lineage from Flink's own parser: which tables a query reads, and which tables read a table.
 * A cascade needs no more, and parsing takes well under a millisecond where starting the planner takes seconds.
 */
public final class QueryTables {

    private QueryTables() {
    }

    /**
     * For each table (database.table) the tables whose definition query reads it. {@code queryByTable} maps
     * database.table to its query; a query that cannot be parsed is handed to {@code onUnreadable} (table, reason)
     * and left out.
     */
    public static Map<String, Set<String>> readers(Map<String, String> queryByTable, String catalog,
                                                   BiConsumer<String, String> onUnreadable) {
        Map<String, Set<String>> readers = new HashMap<>();
        queryByTable.forEach((table, query) -> {
            Set<String> sources;
            try {
                sources = of(query, catalog, table.split("\\.")[0]);
            } catch (IllegalArgumentException e) {
                onUnreadable.accept(table, e.getMessage());
                return;
            }
            sources.forEach(source -> readers.computeIfAbsent(source, s -> new HashSet<>()).add(table));
        });
        return readers;
    }

    /**
     * Tables read by {@code query}, as database.table. Flink stores definition queries with fully qualified
     * names; names in another catalog are left out, unqualified ones resolve to {@code defaultDatabase}.
     *
     * @throws IllegalArgumentException if the query cannot be parsed
     */
    public static Set<String> of(String query, String catalog, String defaultDatabase) {
        SqlNode node;
        try {
            node = SqlParser.create(query, StatementParser.CONFIG).parseQuery();
        } catch (SqlParseException e) {
            throw new IllegalArgumentException("The query cannot be parsed: " + e.getMessage(), e);
        }
        Set<String> tables = new TreeSet<>();
        Set<String> ctes = new HashSet<>();
        walk(node, false, tables, ctes);
        tables.removeIf(t -> ctes.contains(t));
        Set<String> resolved = new TreeSet<>();
        for (String table : tables) {
            String[] parts = table.split("\u0000");
            if (parts.length == 3 && parts[0].equals(catalog)) {
                resolved.add(parts[1] + "." + parts[2]);
            } else if (parts.length == 2) {
                resolved.add(parts[0] + "." + parts[1]);
            } else if (parts.length == 1 && !ctes.contains(parts[0])) {
                resolved.add(defaultDatabase + "." + parts[0]);
            }
        }
        return resolved;
    }

    private static void walk(SqlNode node, boolean fromPosition, Set<String> tables, Set<String> ctes) {
        if (node == null) {
            return;
        }
        if (node instanceof SqlIdentifier id) {
            if (fromPosition) {
                tables.add(String.join("\u0000", id.names));
            }
        } else if (node instanceof SqlNodeList list) {
            list.forEach(n -> walk(n, false, tables, ctes));
        } else if (node instanceof SqlSelect select) {
            walk(select.getFrom(), true, tables, ctes);
            for (SqlNode other : List.of(nonNull(select.getSelectList()), nonNull(select.getWhere()),
                    nonNull(select.getHaving()))) {
                walk(other, false, tables, ctes);
            }
        } else if (node instanceof SqlJoin join) {
            walk(join.getLeft(), true, tables, ctes);
            walk(join.getRight(), true, tables, ctes);
            walk(join.getCondition(), false, tables, ctes);
        } else if (node instanceof SqlSnapshot snapshot) {
            walk(snapshot.getTableRef(), fromPosition, tables, ctes);
        } else if (node instanceof SqlWith with) {
            for (SqlNode item : with.withList) {
                SqlWithItem withItem = (SqlWithItem) item;
                ctes.add(withItem.name.getSimple());
                walk(withItem.query, false, tables, ctes);
            }
            walk(with.body, false, tables, ctes);
        } else if (node instanceof SqlCall call) {
            boolean tablePosition = call.getKind() == SqlKind.EXPLICIT_TABLE
                    || (fromPosition && (call.getKind() == SqlKind.AS || call.getKind() == SqlKind.TABLE_REF));
            List<SqlNode> operands = call.getOperandList();
            for (int i = 0; i < operands.size(); i++) {
                walk(operands.get(i), tablePosition && i == 0, tables, ctes);
            }
        }
    }

    private static SqlNode nonNull(SqlNode node) {
        return node == null ? SqlNodeList.EMPTY : node;
    }
}
