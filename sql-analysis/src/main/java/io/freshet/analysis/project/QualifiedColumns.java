package io.freshet.analysis.project;

import io.freshet.analysis.catalog.TableId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * Column references of a query that name their table with its database ({@code dwd.order_detail.amount},
 * {@code lake.dwd.order_detail.amount}, {@code dwd.order_detail.*}): Flink resolves such a prefix as a table name and
 * matches it with the table the query reads, so when an environment moves that table the prefix must move with it.
 * A reference of one or two parts ({@code amount}, {@code order_detail.amount}) names no database and never changes.
 */
final class QualifiedColumns {

    private QualifiedColumns() {
    }

    /**
     * The identifiers of three or more parts in the query that are not its table names, in the parser's order.
     *
     * @param tables the query's table names ({@code QueryTables.tableIdentifiers}), left out by identity
     */
    static List<SqlIdentifier> of(SqlNode query, List<SqlIdentifier> tables) {
        Set<SqlIdentifier> skip = Collections.newSetFromMap(new IdentityHashMap<>());
        skip.addAll(tables);
        List<SqlIdentifier> found = new ArrayList<>();
        query.accept(new SqlBasicVisitor<Void>() {
            @Override
            public Void visit(SqlIdentifier id) {
                if (id.names.size() >= 3 && !skip.contains(id)) {
                    found.add(id);
                }
                return null;
            }
        });
        return found;
    }

    /**
     * Makes a column named with its table's database follow the table, when that is one the statement reads.
     *
     * @param statement the statement's names, whose tables it reads are resolved in {@code written}
     * @param place     where the environment puts a table as written
     */
    static void place(SqlIdentifier id, NameNodes.Found statement, NameEdits edits, SessionPlace written,
                      SessionPlace here, UnaryOperator<TableId> place) {
        Set<TableId> read = new HashSet<>();
        statement.names().stream().filter(n -> n.role() == NameNodes.Role.TABLE)
                .forEach(n -> read.add(written.table(n.id().names)));
        int parts = tableParts(id.names, prefix -> read.contains(written.table(prefix)));
        if (parts > 0) {
            TableId to = place.apply(written.table(id.names.subList(0, parts)));
            edits.table(id, parts, to.catalog(), to.database(), here.catalog(), here.database());
        }
    }

    /**
     * How many leading parts of a qualified column name its table: 3 ({@code catalog.database.table}) or 2
     * ({@code database.table}), the longer first as Flink tries them; 0 when neither is a table the statement reads
     * (then the reference is a column's field, {@code alias.column.field}, and stays as written).
     *
     * @param readTable whether a leading part list names, resolved in the session, a table of the statement
     */
    static int tableParts(List<String> parts, Predicate<List<String>> readTable) {
        for (int n = Math.min(3, parts.size() - 1); n >= 2; n--) {
            if (readTable.test(parts.subList(0, n))) {
                return n;
            }
        }
        return 0;
    }
}
