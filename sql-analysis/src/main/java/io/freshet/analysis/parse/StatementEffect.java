package io.freshet.analysis.parse;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.apache.flink.sql.parser.ddl.SqlAlterDatabase;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlAlterTable;
import org.apache.flink.sql.parser.ddl.SqlAlterTableRename;
import org.apache.flink.sql.parser.ddl.SqlAlterView;
import org.apache.flink.sql.parser.ddl.SqlAlterViewRename;
import org.apache.flink.sql.parser.ddl.SqlCreateDatabase;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.SqlCreateView;
import org.apache.flink.sql.parser.ddl.SqlDropMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlDropTable;
import org.apache.flink.sql.parser.ddl.SqlDropView;
import org.apache.flink.sql.parser.ddl.SqlReplaceTableAs;
import org.apache.flink.sql.parser.dml.SqlExecute;

/**
 * What a statement leaves behind for the statements after it in one planner session, read on the AST: nothing
 * (queries, INSERTs, SHOW, ... of the kinds known to change no catalog and no setting), only the named tables,
 * views, materialized tables or databases it creates, changes or drops, or anything at all (SET, USE, catalogs,
 * functions, modules, DROP DATABASE, and every kind not known to be one of the other two).
 *
 * @param names for {@link Scope#NAMED}: the simple names (last parts, lower case) of the objects it touches
 */
public record StatementEffect(Scope scope, Set<String> names) {

    /** How far a statement's effect reaches. */
    public enum Scope { NONE, NAMED, SESSION }

    /** Kinds whose statements the planner session only reads: they leave nothing for later statements. */
    private static final Set<StatementKind> READ_ONLY = EnumSet.of(StatementKind.QUERY, StatementKind.INSERT,
            StatementKind.STATEMENT_SET, StatementKind.DELETE, StatementKind.UPDATE, StatementKind.TRUNCATE_TABLE,
            StatementKind.EXPLAIN, StatementKind.SHOW, StatementKind.DESCRIBE, StatementKind.INVALID);
    private static final StatementEffect NONE = new StatementEffect(Scope.NONE, Set.of());
    private static final StatementEffect SESSION = new StatementEffect(Scope.SESSION, Set.of());

    public StatementEffect {
        names = Set.copyOf(names);
    }

    /** The effect of a parsed statement; a statement that did not parse is never run, so it has none. */
    public static StatementEffect of(ParsedStatement statement) {
        if (READ_ONLY.contains(StatementKind.of(statement))) {
            return NONE;
        }
        Object node = statement.node() instanceof SqlExecute execute ? execute.getStatement() : statement.node();
        String[] target = target(node);
        if (target == null || target.length == 0) {
            return SESSION;
        }
        Set<String> names = new HashSet<>();
        names.add(last(target));
        if (node instanceof SqlAlterTableRename rename) {
            names.add(last(rename.fullNewTableName()));
        } else if (node instanceof SqlAlterViewRename rename) {
            names.add(last(rename.fullNewViewName()));
        }
        return new StatementEffect(Scope.NAMED, names);
    }

    /** The name of the one object a statement creates, changes or drops; null for any other statement. */
    private static String[] target(Object node) {
        if (node instanceof SqlCreateMaterializedTable create) {
            return create.fullTableName();
        } else if (node instanceof SqlAlterMaterializedTable alter) {
            return alter.fullTableName();
        } else if (node instanceof SqlDropMaterializedTable drop) {
            return drop.fullTableName();
        } else if (node instanceof SqlCreateTable create) {
            return create.fullTableName();
        } else if (node instanceof SqlReplaceTableAs replace) {
            return replace.fullTableName();
        } else if (node instanceof SqlAlterTable alter) {
            return alter.fullTableName();
        } else if (node instanceof SqlDropTable drop) {
            return drop.fullTableName();
        } else if (node instanceof SqlCreateView create) {
            return create.fullViewName();
        } else if (node instanceof SqlAlterView alter) {
            return alter.fullViewName();
        } else if (node instanceof SqlDropView drop) {
            return drop.fullViewName();
        } else if (node instanceof SqlCreateDatabase create) {
            return create.getDatabaseName().names.toArray(String[]::new);
        } else if (node instanceof SqlAlterDatabase alter) {
            return alter.getDatabaseName().names.toArray(String[]::new);
        }
        return null;
    }

    private static String last(String[] name) {
        return name[name.length - 1].toLowerCase(Locale.ROOT);
    }
}
