package io.freshet.analysis.policy;

import io.freshet.analysis.parse.StatementKind;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
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
import org.apache.flink.sql.parser.ddl.SqlUseDatabase;
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
    /**
     * Kinds a role's "statements" allow-list may name; jars, catalogs and modules have their own switches, and plans,
     * models and unknown kinds are never allowed.
     */
    static final Set<String> LISTABLE = EnumSet.complementOf(EnumSet.of(StatementKind.JAR, StatementKind.CATALOG,
            StatementKind.MODULE, StatementKind.PLAN, StatementKind.CREATE_MODEL, StatementKind.ALTER_MODEL,
            StatementKind.INVALID, StatementKind.OTHER)).stream().map(Enum::name).collect(Collectors.toUnmodifiableSet());
    private static final String SYSTEM_DATABASE = "sys";

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
        if (LISTABLE.contains(kind.name()) && !ctx.policy().statements().contains(kind.name())) {
            ctx.refuseStatement(PolicyRule.STATEMENT, "Statement kind " + kind.name() + " is not on the allow-list for "
                    + ctx.role() + " (ask an admin to add it to \"statements\")");
            return false;
        }
        // a lifecycle step refused for its role still has its parts judged: a caller that decided the role itself
        // (a button's own step) sets the ROLE refusal aside and must still see a bad name
        lifecycle(node, ctx);
        if (!useOfSystemDatabase(node, ctx)) {
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
            default -> LISTABLE.contains(kind.name()) || refuse(ctx, "This kind of statement ("
                    + node.getClass().getSimpleName() + ")", "the statement policy does not know what it does");
        };
    }

    /** A materialized table's lifecycle step typed as SQL needs the role its button needs. */
    private static void lifecycle(SqlNode node, CheckContext ctx) {
        MaterializedTableAction action = MaterializedTableAction.of(node);
        if (action != null && !action.allows(ctx.role())) {
            ctx.refuseStatement(PolicyRule.ROLE, "The materialized-table step " + action + " needs the role "
                    + action.minimumRole() + ", as its button on the table page does; " + ctx.role()
                    + " may not take it");
        }
    }

    /** USE of Paimon's system database: unqualified calls would then reach its system functions. */
    private static boolean useOfSystemDatabase(SqlNode node, CheckContext ctx) {
        if (node instanceof SqlUseDatabase use && !use.getDatabaseName().names.isEmpty() && SYSTEM_DATABASE
                .equalsIgnoreCase(use.getDatabaseName().names.get(use.getDatabaseName().names.size() - 1))) {
            ctx.refuseStatement(PolicyRule.FUNCTION, "USE of the system database 'sys' is not allowed for " + ctx.role()
                    + ": unqualified calls would reach Paimon's system functions");
            return false;
        }
        return true;
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
