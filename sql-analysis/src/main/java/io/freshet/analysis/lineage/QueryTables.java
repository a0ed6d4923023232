package io.freshet.analysis.lineage;

import io.freshet.analysis.parse.StatementParser;
import java.util.ArrayList;
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
        Set<String> resolved = new TreeSet<>();
        for (SqlIdentifier id : tableIdentifiers(node)) {
            List<String> parts = id.names;
            if (parts.size() == 3 && parts.get(0).equals(catalog)) {
                resolved.add(parts.get(1) + "." + parts.get(2));
            } else if (parts.size() == 2) {
                resolved.add(parts.get(0) + "." + parts.get(1));
            } else if (parts.size() == 1) {
                resolved.add(defaultDatabase + "." + parts.get(0));
            }
        }
        return resolved;
    }

    /**
     * The identifiers of a parsed query that name a table it reads (FROM, JOIN, a snapshot, {@code TABLE t} in a
     * window function, MATCH_RECOGNIZE's input), as the parser placed them; names of the query's own WITH items are
     * left out.
     */
    public static List<SqlIdentifier> tableIdentifiers(SqlNode query) {
        List<SqlIdentifier> tables = new ArrayList<>();
        Set<String> ctes = new HashSet<>();
        walk(query, false, tables, ctes);
        tables.removeIf(id -> id.names.size() == 1 && ctes.contains(id.names.get(0)));
        return tables;
    }

    private static void walk(SqlNode node, boolean fromPosition, List<SqlIdentifier> tables, Set<String> ctes) {
        if (node == null) {
            return;
        }
        if (node instanceof SqlIdentifier id) {
            if (fromPosition) {
                tables.add(id);
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
                    || (fromPosition && (call.getKind() == SqlKind.AS || call.getKind() == SqlKind.TABLE_REF
                            || call.getKind() == SqlKind.MATCH_RECOGNIZE));
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
