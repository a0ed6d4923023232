package io.freshet.analysis.project;

import io.freshet.analysis.lineage.QueryTables;
import io.freshet.analysis.parse.StatementKind;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlAlterDatabase;
import org.apache.flink.sql.parser.ddl.SqlAlterFunction;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTableAsQuery;
import org.apache.flink.sql.parser.ddl.SqlAlterTable;
import org.apache.flink.sql.parser.ddl.SqlAlterTableRename;
import org.apache.flink.sql.parser.ddl.SqlAlterView;
import org.apache.flink.sql.parser.ddl.SqlAlterViewAs;
import org.apache.flink.sql.parser.ddl.SqlAlterViewRename;
import org.apache.flink.sql.parser.ddl.SqlCreateDatabase;
import org.apache.flink.sql.parser.ddl.SqlCreateFunction;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.SqlCreateTableLike;
import org.apache.flink.sql.parser.ddl.SqlCreateView;
import org.apache.flink.sql.parser.ddl.SqlDropDatabase;
import org.apache.flink.sql.parser.ddl.SqlDropFunction;
import org.apache.flink.sql.parser.ddl.SqlDropTable;
import org.apache.flink.sql.parser.ddl.SqlDropView;
import org.apache.flink.sql.parser.ddl.SqlReplaceTableAs;
import org.apache.flink.sql.parser.ddl.SqlUseCatalog;
import org.apache.flink.sql.parser.ddl.SqlUseDatabase;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlStatementSet;
import org.apache.flink.sql.parser.dql.SqlRichExplain;

/**
 * The names a parsed statement gives to databases and tables, each as the parser's identifier node (so its parts'
 * positions are exact), with the part it plays: what an environment must place. A statement whose names this does
 * not know how to place (a procedure's names are string literals, a rename names a second table, a catalog function
 * lives in a database) is {@link Found#refused} with the reason.
 */
final class NameNodes {

    /** The part a name plays in its statement. */
    enum Role {
        /** CREATE DATABASE. */
        CREATE_DATABASE,
        /** USE [catalog.]database: the session's database from here on. */
        USE_DATABASE,
        /** ALTER or DROP DATABASE. */
        DATABASE,
        /** USE CATALOG: {@link Found#catalog} is its name. */
        USE_CATALOG,
        /** CREATE TABLE / MATERIALIZED TABLE / VIEW (also AS, LIKE, REPLACE AS) of a catalog object. */
        CREATE_TABLE,
        /** CREATE TEMPORARY TABLE / VIEW: lives in the session only. */
        CREATE_TEMPORARY,
        /** The table an INSERT writes. */
        WRITE,
        /** Any other mention of a table: read, altered, refreshed, dropped. */
        TABLE,
        /**
         * A column named with its table's database ({@code dwd.t.c}, {@code lake.dwd.t.c}) in a query: follows its
         * table when that is one the statement reads ({@link QualifiedColumns}).
         */
        COLUMN
    }

    /** One name. */
    record Name(SqlIdentifier id, Role role) {
    }

    /**
     * What a statement names.
     *
     * @param catalog the catalog of a USE CATALOG, else null
     * @param refused why an environment cannot place this statement, else null
     */
    record Found(List<Name> names, String catalog, String refused) {

        Found {
            names = List.copyOf(names);
        }
    }

    private NameNodes() {
    }

    /** The names of one parsed statement's root node. */
    static Found of(SqlNode root) {
        List<Name> names = new ArrayList<>();
        String[] catalog = {null};
        String refused = collect(root, false, names, catalog);
        return new Found(names, catalog[0], refused);
    }

    /** Adds the statement's names; returns why it is refused, or null. */
    private static String collect(SqlNode node, boolean explained, List<Name> out, String[] catalog) {
        if (node instanceof SqlExecute execute) {
            return collect(execute.getStatement(), explained, out, catalog);
        }
        if (node instanceof SqlRichExplain explain) {
            return collect(explain.getStatement(), true, out, catalog);
        }
        if (node instanceof SqlStatementSet set) {
            for (SqlNode insert : set.getInserts()) {
                String refused = collect(insert, explained, out, catalog);
                if (refused != null) {
                    return refused;
                }
            }
            return null;
        }
        String refused = refused(node);
        if (refused != null) {
            return refused;
        }
        if (node instanceof SqlUseCatalog use) {
            catalog[0] = use.catalogName();
        } else if (node instanceof SqlUseDatabase use) {
            out.add(new Name(use.getDatabaseName(), Role.USE_DATABASE));
        } else if (node instanceof SqlCreateDatabase create) {
            out.add(new Name(create.getDatabaseName(), explained ? Role.DATABASE : Role.CREATE_DATABASE));
        } else if (node instanceof SqlAlterDatabase alter) {
            out.add(new Name(alter.getDatabaseName(), Role.DATABASE));
        } else if (node instanceof SqlDropDatabase drop) {
            out.add(new Name(drop.getDatabaseName(), Role.DATABASE));
        } else {
            tables(node, explained, out);
        }
        return null;
    }

    private static void tables(SqlNode node, boolean explained, List<Name> out) {
        if (node instanceof SqlCreateMaterializedTable create) {
            out.add(new Name(create.getTableName(), created(false, explained)));
            query(create.getAsQuery(), out);
        } else if (node instanceof SqlReplaceTableAs replace) {
            out.add(new Name(replace.getTableName(), created(replace.isTemporary(), explained)));
            query(replace.getAsQuery(), out);
        } else if (node instanceof SqlCreateTable create) {
            out.add(new Name(create.getTableName(), created(create.isTemporary(), explained)));
            if (create instanceof SqlCreateTableAs as) {
                query(as.getAsQuery(), out);
            } else if (create instanceof SqlCreateTableLike like) {
                out.add(new Name(like.getTableLike().getSourceTable(), Role.TABLE));
            }
        } else if (node instanceof SqlCreateView create) {
            out.add(new Name(create.getViewName(), created(create.isTemporary(), explained)));
            query(create.getQuery(), out);
        } else if (node instanceof SqlAlterView alter) {
            out.add(new Name(alter.getViewIdentifier(), Role.TABLE));
            if (alter instanceof SqlAlterViewAs as) {
                query(as.getNewQuery(), out);
            }
        } else if (node instanceof SqlDropView drop) {
            out.add(new Name(drop.getViewName(), Role.TABLE));
        } else if (node instanceof SqlDropTable drop) {
            out.add(new Name(drop.getTableName(), Role.TABLE));
        } else if (node instanceof SqlAlterMaterializedTable alter) {
            out.add(new Name(alter.getTableName(), Role.TABLE));
            if (alter instanceof SqlAlterMaterializedTableAsQuery as) {
                query(as.getAsQuery(), out);
            }
        } else if (node instanceof SqlAlterTable alter) {
            out.add(new Name(alter.getTableName(), Role.TABLE));
        } else if (node instanceof SqlInsert insert) {
            SqlIdentifier target = identifier(insert.getTargetTable());
            if (target != null) {
                out.add(new Name(target, explained ? Role.TABLE : Role.WRITE));
            }
            query(insert.getSource(), out);
        } else if (node instanceof SqlCall call && firstIdentifierNamesTable(node)) {
            // DROP MATERIALIZED TABLE, ANALYZE TABLE, TRUNCATE TABLE: the table is the first identifier operand
            call.getOperandList().stream().filter(SqlIdentifier.class::isInstance).map(SqlIdentifier.class::cast)
                    .findFirst().ifPresent(id -> out.add(new Name(id, Role.TABLE)));
        } else if (StatementKind.of(node) == StatementKind.QUERY) {
            query(node, out);
        }
    }

    private static boolean firstIdentifierNamesTable(SqlNode node) {
        StatementKind kind = StatementKind.of(node);
        return kind == StatementKind.DROP_MATERIALIZED_TABLE || kind == StatementKind.ANALYZE_TABLE
                || kind == StatementKind.TRUNCATE_TABLE;
    }

    private static Role created(boolean temporary, boolean explained) {
        if (explained) {
            return Role.TABLE;
        }
        return temporary ? Role.CREATE_TEMPORARY : Role.CREATE_TABLE;
    }

    private static void query(SqlNode query, List<Name> out) {
        if (query != null) {
            List<SqlIdentifier> tables = QueryTables.tableIdentifiers(query);
            tables.forEach(id -> out.add(new Name(id, Role.TABLE)));
            QualifiedColumns.of(query, tables).forEach(id -> out.add(new Name(id, Role.COLUMN)));
        }
    }

    /** An INSERT's target: a name, or a name with hints. */
    private static SqlIdentifier identifier(SqlNode target) {
        if (target instanceof SqlIdentifier id) {
            return id;
        }
        if (target instanceof SqlCall call && !call.getOperandList().isEmpty()
                && call.getOperandList().get(0) instanceof SqlIdentifier id) {
            return id;
        }
        return null;
    }

    /** Why an environment cannot place the statement, or null when it can (or it names no table). */
    private static String refused(SqlNode node) {
        if (node instanceof SqlAlterTableRename || node instanceof SqlAlterViewRename) {
            return "a rename names a second table, which an environment does not place yet";
        }
        if (node instanceof SqlCreateFunction f && !f.isTemporary()
                || node instanceof SqlAlterFunction a && !a.isTemporary()
                || node instanceof SqlDropFunction d && !d.isTemporary()) {
            return "a catalog function lives in a database, which an environment does not place yet"
                    + " (a TEMPORARY function can be used)";
        }
        return switch (StatementKind.of(node)) {
            case CALL -> "a procedure names its tables in string literals, which an environment cannot place";
            case DELETE, UPDATE -> "DELETE and UPDATE are not placed in an environment yet";
            case CREATE_MODEL, ALTER_MODEL, DROP_MODEL -> "a model lives in a database, which an environment does not"
                    + " place yet";
            case PLAN -> "a compiled plan holds its table names, which an environment cannot place";
            case OTHER -> "Freshet does not know where this statement's names point";
            default -> null;
        };
    }
}
