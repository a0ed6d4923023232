package io.freshet.analysis.parse;

import java.util.Map;
import org.apache.calcite.sql.SqlDelete;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlUpdate;
import org.apache.flink.sql.parser.ddl.SqlAddJar;
import org.apache.flink.sql.parser.ddl.SqlAlterCatalog;
import org.apache.flink.sql.parser.ddl.SqlAlterDatabase;
import org.apache.flink.sql.parser.ddl.SqlAlterFunction;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlAlterModel;
import org.apache.flink.sql.parser.ddl.SqlAlterTable;
import org.apache.flink.sql.parser.ddl.SqlAlterView;
import org.apache.flink.sql.parser.ddl.SqlAnalyzeTable;
import org.apache.flink.sql.parser.ddl.SqlCompilePlan;
import org.apache.flink.sql.parser.ddl.SqlCreateCatalog;
import org.apache.flink.sql.parser.ddl.SqlCreateDatabase;
import org.apache.flink.sql.parser.ddl.SqlCreateFunction;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateModel;
import org.apache.flink.sql.parser.ddl.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.SqlCreateView;
import org.apache.flink.sql.parser.ddl.SqlDropCatalog;
import org.apache.flink.sql.parser.ddl.SqlDropDatabase;
import org.apache.flink.sql.parser.ddl.SqlDropFunction;
import org.apache.flink.sql.parser.ddl.SqlDropMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlDropModel;
import org.apache.flink.sql.parser.ddl.SqlDropTable;
import org.apache.flink.sql.parser.ddl.SqlDropView;
import org.apache.flink.sql.parser.ddl.SqlRemoveJar;
import org.apache.flink.sql.parser.ddl.SqlReplaceTableAs;
import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.SqlStopJob;
import org.apache.flink.sql.parser.ddl.SqlUseCatalog;
import org.apache.flink.sql.parser.ddl.SqlUseDatabase;
import org.apache.flink.sql.parser.ddl.SqlUseModules;
import org.apache.flink.sql.parser.dml.SqlBeginStatementSet;
import org.apache.flink.sql.parser.dml.SqlCompileAndExecutePlan;
import org.apache.flink.sql.parser.dml.SqlEndStatementSet;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlExecutePlan;
import org.apache.flink.sql.parser.dml.SqlStatementSet;
import org.apache.flink.sql.parser.dml.SqlTruncateTable;
import org.apache.flink.sql.parser.dql.SqlLoadModule;
import org.apache.flink.sql.parser.dql.SqlRichExplain;
import org.apache.flink.sql.parser.dql.SqlUnloadModule;

/**
 * What a parsed statement does, classified on the AST (never on text): the statement policy decides on
 * it, and the IDE uses it to audit what SQL created. {@code EXECUTE x} has the kind of {@code x}.
 */
public enum StatementKind {
    QUERY, INSERT, STATEMENT_SET, DELETE, UPDATE, TRUNCATE_TABLE, ANALYZE_TABLE,
    CREATE_TABLE, CREATE_TABLE_AS, REPLACE_TABLE_AS, ALTER_TABLE, DROP_TABLE,
    CREATE_VIEW, ALTER_VIEW, DROP_VIEW,
    CREATE_MATERIALIZED_TABLE, ALTER_MATERIALIZED_TABLE, DROP_MATERIALIZED_TABLE,
    CREATE_DATABASE, ALTER_DATABASE, DROP_DATABASE,
    CREATE_FUNCTION, ALTER_FUNCTION, DROP_FUNCTION,
    CREATE_MODEL, ALTER_MODEL, DROP_MODEL,
    SET, RESET, USE, USE_CATALOG, SHOW, DESCRIBE, EXPLAIN, CALL,
    /** ADD JAR, REMOVE JAR. */
    JAR,
    /** CREATE, ALTER, DROP CATALOG. */
    CATALOG,
    /** LOAD MODULE, UNLOAD MODULE, USE MODULES. */
    MODULE,
    /** COMPILE PLAN, EXECUTE PLAN, COMPILE AND EXECUTE PLAN. */
    PLAN,
    /** STOP JOB. */
    JOB,
    /** A statement that did not parse. */
    INVALID,
    /** Parsed, but of a kind this enum does not know: the policy refuses it. */
    OTHER;

    /** Exact classes first; subclasses (CREATE TABLE AS) are listed before their parents. */
    private static final Map<Class<? extends SqlNode>, StatementKind> BY_CLASS = Map.ofEntries(
            Map.entry(SqlStatementSet.class, STATEMENT_SET), Map.entry(SqlBeginStatementSet.class, STATEMENT_SET),
            Map.entry(SqlEndStatementSet.class, STATEMENT_SET), Map.entry(SqlTruncateTable.class, TRUNCATE_TABLE),
            Map.entry(SqlAnalyzeTable.class, ANALYZE_TABLE), Map.entry(SqlReplaceTableAs.class, REPLACE_TABLE_AS),
            Map.entry(SqlCreateDatabase.class, CREATE_DATABASE), Map.entry(SqlAlterDatabase.class, ALTER_DATABASE),
            Map.entry(SqlDropDatabase.class, DROP_DATABASE), Map.entry(SqlCreateFunction.class, CREATE_FUNCTION),
            Map.entry(SqlAlterFunction.class, ALTER_FUNCTION), Map.entry(SqlDropFunction.class, DROP_FUNCTION),
            Map.entry(SqlAlterModel.class, ALTER_MODEL), Map.entry(SqlDropModel.class, DROP_MODEL),
            Map.entry(SqlSet.class, SET), Map.entry(SqlReset.class, RESET), Map.entry(SqlUseDatabase.class, USE),
            Map.entry(SqlUseCatalog.class, USE_CATALOG), Map.entry(SqlRichExplain.class, EXPLAIN),
            Map.entry(SqlAddJar.class, JAR), Map.entry(SqlRemoveJar.class, JAR),
            Map.entry(SqlCreateCatalog.class, CATALOG), Map.entry(SqlDropCatalog.class, CATALOG),
            Map.entry(SqlLoadModule.class, MODULE), Map.entry(SqlUnloadModule.class, MODULE),
            Map.entry(SqlUseModules.class, MODULE), Map.entry(SqlCompilePlan.class, PLAN),
            Map.entry(SqlExecutePlan.class, PLAN), Map.entry(SqlCompileAndExecutePlan.class, PLAN),
            Map.entry(SqlStopJob.class, JOB), Map.entry(SqlDropTable.class, DROP_TABLE),
            Map.entry(SqlDropView.class, DROP_VIEW), Map.entry(SqlCreateView.class, CREATE_VIEW),
            Map.entry(SqlCreateMaterializedTable.class, CREATE_MATERIALIZED_TABLE),
            Map.entry(SqlDropMaterializedTable.class, DROP_MATERIALIZED_TABLE));

    /** The kind of a parsed statement; INVALID when it did not parse. */
    public static StatementKind of(ParsedStatement statement) {
        return statement.parsed() ? of(statement.node()) : INVALID;
    }

    /** The kind of a statement's root node. */
    public static StatementKind of(SqlNode node) {
        if (node instanceof SqlExecute execute) {
            return of(execute.getStatement());
        }
        StatementKind exact = BY_CLASS.get(node.getClass());
        if (exact != null) {
            return exact;
        }
        if (node.getKind().belongsTo(SqlKind.QUERY)) {
            return QUERY;
        }
        if (node.getKind() == SqlKind.PROCEDURE_CALL) {
            return CALL;
        }
        return bySuperclass(node);
    }

    private static StatementKind bySuperclass(SqlNode node) {
        if (node instanceof SqlInsert) {
            return INSERT;
        } else if (node instanceof SqlDelete) {
            return DELETE;
        } else if (node instanceof SqlUpdate) {
            return UPDATE;
        } else if (node instanceof SqlCreateTableAs) {
            return CREATE_TABLE_AS;
        } else if (node instanceof SqlCreateTable) {
            return CREATE_TABLE;
        } else if (node instanceof SqlAlterMaterializedTable) {
            return ALTER_MATERIALIZED_TABLE;
        } else if (node instanceof SqlAlterTable) {
            return ALTER_TABLE;
        } else if (node instanceof SqlAlterView) {
            return ALTER_VIEW;
        } else if (node instanceof SqlCreateModel) {
            return CREATE_MODEL;
        } else if (node instanceof SqlAlterCatalog) {
            return CATALOG;
        }
        return readOnlyByName(node);
    }

    /** Flink's SHOW and DESCRIBE statements are many small classes in its dql package. */
    private static StatementKind readOnlyByName(SqlNode node) {
        Class<?> type = node.getClass();
        if (!type.getPackageName().equals("org.apache.flink.sql.parser.dql")) {
            return OTHER;
        }
        String name = type.getSimpleName();
        if (name.startsWith("SqlShow")) {
            return SHOW;
        }
        if (name.startsWith("SqlDescribe") || name.startsWith("SqlRichDescribe")) {
            return DESCRIBE;
        }
        return OTHER;
    }
}
