package io.freshet.analysis.policy;

import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlIdentifier;

/**
 * Calls of catalog functions: a function named with its database ('db.f', 'catalog.db.f') must be on the role's
 * "functions" allow-list, and none of Paimon's system database 'sys' is ever allowed ({@code sys.path_to_descriptor}
 * reads any file or URL). Unqualified names are Flink's built-ins, temporary functions (whose classes are on the
 * class allow-list) or functions of the current database, which cannot be 'sys' ({@link StatementRules}).
 */
final class FunctionCallRule {

    private static final String SYSTEM_DATABASE = "sys";

    private FunctionCallRule() {
    }

    static void check(SqlCall call, CheckContext ctx) {
        if (!(call.getOperator() instanceof SqlFunction function) || function.getSqlIdentifier() == null) {
            return;
        }
        SqlIdentifier id = function.getSqlIdentifier();
        List<String> names = id.names;
        if (names.size() < 2) {
            return;
        }
        String name = String.join(".", names);
        if (names.get(names.size() - 2).equalsIgnoreCase(SYSTEM_DATABASE)) {
            ctx.refuse(PolicyRule.FUNCTION, "Function '" + name + "' is not allowed for " + ctx.role()
                    + ": the functions of the system database 'sys' read files and URLs", id);
        } else if (!ctx.policy().allowsFunction(name)) {
            ctx.refuse(PolicyRule.FUNCTION, "Function '" + name + "' is not on the allow-list for " + ctx.role()
                    + " (ask an admin to add it to \"functions\")", id);
        }
    }
}
