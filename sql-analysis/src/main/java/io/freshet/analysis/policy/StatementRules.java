package io.freshet.analysis.policy;

import io.freshet.analysis.parse.StatementKind;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlAddJar;
import org.apache.flink.sql.parser.ddl.SqlAlterCatalog;
import org.apache.flink.sql.parser.ddl.SqlAlterModel;
import org.apache.flink.sql.parser.ddl.SqlCompilePlan;
import org.apache.flink.sql.parser.ddl.SqlCreateCatalog;
import org.apache.flink.sql.parser.ddl.SqlCreateModel;
import org.apache.flink.sql.parser.ddl.SqlDropCatalog;
import org.apache.flink.sql.parser.ddl.SqlRemoveJar;
import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.SqlUseModules;
import org.apache.flink.sql.parser.dml.SqlCompileAndExecutePlan;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlExecutePlan;
import org.apache.flink.sql.parser.dml.SqlStatementSet;
import org.apache.flink.sql.parser.dql.SqlDescribeCatalog;
import org.apache.flink.sql.parser.dql.SqlLoadModule;
import org.apache.flink.sql.parser.dql.SqlRichExplain;
import org.apache.flink.sql.parser.dql.SqlShowCreateCatalog;
import org.apache.flink.sql.parser.dql.SqlUnloadModule;

/**
 * The statement-level rules: which kinds a role may run at all (read-only roles, jars, catalogs, modules,
 * plans, models, unknown kinds), SET/RESET keys, functions and procedures. Wrappers (EXPLAIN, EXECUTE,
 * statement sets) are judged by what they wrap. Options inside the statement are {@link OptionWalker}'s.
 */
final class StatementRules {

    private static final Set<StatementKind> READ_ONLY = EnumSet.of(StatementKind.QUERY, StatementKind.SHOW,
            StatementKind.DESCRIBE, StatementKind.EXPLAIN, StatementKind.USE, StatementKind.USE_CATALOG);
    /** Kinds any non-read-only role may run (their parts are still checked); everything else is decided below. */
    private static final Set<StatementKind> ORDINARY = EnumSet.of(StatementKind.QUERY, StatementKind.INSERT,
            StatementKind.STATEMENT_SET, StatementKind.DELETE, StatementKind.UPDATE, StatementKind.TRUNCATE_TABLE,
            StatementKind.ANALYZE_TABLE, StatementKind.CREATE_TABLE, StatementKind.CREATE_TABLE_AS,
            StatementKind.REPLACE_TABLE_AS, StatementKind.ALTER_TABLE, StatementKind.DROP_TABLE,
            StatementKind.CREATE_VIEW, StatementKind.ALTER_VIEW, StatementKind.DROP_VIEW,
            StatementKind.CREATE_MATERIALIZED_TABLE, StatementKind.ALTER_MATERIALIZED_TABLE,
            StatementKind.DROP_MATERIALIZED_TABLE, StatementKind.CREATE_DATABASE, StatementKind.ALTER_DATABASE,
            StatementKind.DROP_DATABASE, StatementKind.DROP_FUNCTION, StatementKind.DROP_MODEL, StatementKind.USE,
            StatementKind.USE_CATALOG, StatementKind.SHOW, StatementKind.DESCRIBE, StatementKind.JOB);

    private static final Map<Class<? extends SqlNode>, String> NAMES = Map.ofEntries(
            Map.entry(SqlAddJar.class, "ADD JAR"), Map.entry(SqlRemoveJar.class, "REMOVE JAR"),
            Map.entry(SqlCreateCatalog.class, "CREATE CATALOG"), Map.entry(SqlAlterCatalog.class, "ALTER CATALOG"),
            Map.entry(SqlDropCatalog.class, "DROP CATALOG"), Map.entry(SqlLoadModule.class, "LOAD MODULE"),
            Map.entry(SqlUnloadModule.class, "UNLOAD MODULE"), Map.entry(SqlUseModules.class, "USE MODULES"),
            Map.entry(SqlCompilePlan.class, "COMPILE PLAN"), Map.entry(SqlExecutePlan.class, "EXECUTE PLAN"),
            Map.entry(SqlCompileAndExecutePlan.class, "COMPILE AND EXECUTE PLAN"),
            Map.entry(SqlCreateModel.class, "CREATE MODEL"), Map.entry(SqlAlterModel.class, "ALTER MODEL"));

    private StatementRules() {
    }

    /** Checks one statement's root; returns false when it was refused as a whole (its parts need no look). */
    static boolean check(SqlNode node, CheckContext ctx) {
        StatementKind kind = StatementKind.of(node);
        if (ctx.policy().readOnly() && !READ_ONLY.contains(kind)) {
            ctx.refuseStatement(PolicyRule.READ_ONLY, "Only read-only statements (SELECT, SHOW, DESCRIBE, EXPLAIN, "
                    + "USE) are allowed for " + ctx.role() + ": this is " + describe(kind, node));
            return false;
        }
        if (node instanceof SqlRichExplain explain) {
            return check(explain.getStatement(), ctx);
        }
        if (node instanceof SqlExecute execute) {
            return check(execute.getStatement(), ctx);
        }
        if (node instanceof SqlStatementSet set) {
            boolean allowed = true;
            for (SqlNode insert : set.getInserts()) {
                allowed &= check(insert, ctx);
            }
            return allowed;
        }
        if (catalogOptions(node, ctx)) {
            return false;
        }
        return switch (kind) {
            case SET -> SettingRules.set((SqlSet) node, ctx);
            case RESET -> SettingRules.reset((SqlReset) node, ctx);
            case CREATE_FUNCTION, ALTER_FUNCTION -> {
                FunctionRule.check(node, ctx);
                yield true;
            }
            case CALL -> {
                ProcedureRule.check((SqlCall) node, ctx);
                yield true;
            }
            case JAR -> allowedIf(ctx.policy().jars(), PolicyRule.JAR, name(node),
                    "code on the Flink cluster runs as its OS user", ctx);
            case CATALOG -> allowedIf(ctx.policy().catalogs(), PolicyRule.CATALOG, name(node),
                    "catalogs reach storage and services with the cluster's rights", ctx);
            case MODULE -> allowedIf(ctx.policy().modules(), PolicyRule.MODULE, name(node),
                    "modules bring functions that run with the cluster's rights", ctx);
            case PLAN -> refuse(ctx, name(node), "a plan file carries table options the policy cannot check");
            case CREATE_MODEL, ALTER_MODEL -> refuse(ctx, name(node),
                    "model providers call services outside the cluster");
            default -> ORDINARY.contains(kind) || refuse(ctx, "This kind of statement ("
                    + node.getClass().getSimpleName() + ")", "the statement policy does not know what it does");
        };
    }

    /** SHOW CREATE CATALOG and DESCRIBE CATALOG print the catalog's options, which can hold credentials. */
    private static boolean catalogOptions(SqlNode node, CheckContext ctx) {
        if ((node instanceof SqlShowCreateCatalog || node instanceof SqlDescribeCatalog) && !ctx.policy().catalogs()) {
            ctx.refuseStatement(PolicyRule.CATALOG, "Showing a catalog's definition is not allowed for " + ctx.role()
                    + ": its options can hold credentials");
            return true;
        }
        return false;
    }

    private static boolean allowedIf(boolean allowed, PolicyRule rule, String what, String why, CheckContext ctx) {
        if (!allowed) {
            ctx.refuseStatement(rule, what + " is not allowed for " + ctx.role() + ": " + why);
        }
        return allowed;
    }

    private static boolean refuse(CheckContext ctx, String what, String why) {
        ctx.refuseStatement(PolicyRule.STATEMENT, what + " is not allowed for " + ctx.role() + ": " + why);
        return false;
    }

    /** The statement's keywords, for messages ("ADD JAR is not allowed ..."). */
    private static String name(SqlNode node) {
        for (Map.Entry<Class<? extends SqlNode>, String> entry : NAMES.entrySet()) {
            if (entry.getKey().isInstance(node)) {
                return entry.getValue();
            }
        }
        return node.getClass().getSimpleName();
    }

    private static String describe(StatementKind kind, SqlNode node) {
        return switch (kind) {
            case JAR, CATALOG, MODULE, PLAN, CREATE_MODEL, ALTER_MODEL -> name(node);
            case INSERT, STATEMENT_SET, DELETE, UPDATE, TRUNCATE_TABLE -> "a statement that writes ("
                    + kind.name().replace('_', ' ') + ")";
            case SET, RESET -> "a change of a setting (" + kind.name() + ")";
            case INVALID, OTHER -> "a statement the policy does not know";
            default -> kind.name().replace('_', ' ');
        };
    }
}
