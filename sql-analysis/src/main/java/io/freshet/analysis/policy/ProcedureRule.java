package io.freshet.analysis.policy;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;

/**
 * CALL: the procedure must be on the role's list, and string arguments are checked like options, because
 * Paimon's procedures take table options as 'k=v,k2=v2' (compact's {@code options} would otherwise set
 * 'data-file.external-paths' outside the warehouse).
 */
final class ProcedureRule {

    private static final Pattern PAIR = Pattern.compile("\\s*([A-Za-z0-9][A-Za-z0-9._#-]*)\\s*=(.*)", Pattern.DOTALL);

    private ProcedureRule() {
    }

    static void check(SqlCall procedureCall, CheckContext ctx) {
        SqlNode inner = procedureCall.getOperandList().get(0);
        if (!(inner instanceof SqlBasicCall call)) {
            ctx.refuseStatement(PolicyRule.PROCEDURE, "This CALL could not be read and is refused for " + ctx.role());
            return;
        }
        String name = name(call);
        if (!ctx.policy().allowsProcedure(name)) {
            String allowed = ctx.policy().procedures().isEmpty() ? "none is"
                    : "allowed: " + String.join(", ", new TreeSet<>(ctx.policy().procedures()));
            ctx.refuse(PolicyRule.PROCEDURE, "Procedure '" + name + "' is not allowed for " + ctx.role() + " ("
                    + allowed + ")", call.getOperator() instanceof SqlFunction f && f.getSqlIdentifier() != null
                    ? f.getSqlIdentifier() : call);
            return;
        }
        List<SqlNode> args = call.getOperandList();
        for (int i = 0; i < args.size(); i++) {
            SqlNode arg = args.get(i);
            String argName = "argument " + (i + 1);
            if (arg instanceof SqlBasicCall assignment && assignment.getKind() == SqlKind.ARGUMENT_ASSIGNMENT) {
                argName = Literals.value(assignment.getOperandList().get(1));
                arg = assignment.getOperandList().get(0);
            }
            String value = Literals.value(arg);
            if (value != null) {
                argument(ctx, argName, value, arg);
            }
        }
    }

    /** The name as written without its catalog: {@code lakehouse.sys.compact} is {@code sys.compact}. */
    static String name(SqlBasicCall call) {
        if (call.getOperator() instanceof SqlFunction function && function.getSqlIdentifier() != null) {
            SqlIdentifier id = function.getSqlIdentifier();
            List<String> names = id.names;
            return String.join(".", names.size() > 2 ? names.subList(names.size() - 2, names.size()) : names);
        }
        return call.getOperator().getName().toLowerCase(Locale.ROOT);
    }

    /** A string argument: as a whole (a location, a JDBC URL) and as 'k=v' pairs split at ',' and ';'. */
    private static void argument(CheckContext ctx, String argName, String value, SqlNode at) {
        OptionRules.checkValue(ctx, argName, value, at);
        boolean afterLocationList = false;
        for (String part : value.split("[,;]")) {
            Matcher m = PAIR.matcher(part);
            if (m.matches()) {
                OptionRules.check(ctx, m.group(1), m.group(2).trim(), at, at);
                afterLocationList = OptionKeys.isPath(m.group(1)) && OptionKeys.isPathList(m.group(1));
            } else if (afterLocationList) {
                // the next entry of a comma-separated location list ('external-paths=a,b')
                OptionRules.checkLocation(ctx, part, at);
            } else {
                OptionRules.checkValue(ctx, argName, part, at);
            }
        }
    }
}
