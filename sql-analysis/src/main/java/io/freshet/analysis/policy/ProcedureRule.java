package io.freshet.analysis.policy;

import java.util.ArrayList;
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
 * CALL: the procedure must be on the role's list and have a known signature ({@link ProcedureSignatures}), and
 * every argument, positional or named ({@code name => value}), is judged by what its parameter is: a table
 * identifier is a plain 'db.table', tag and branch names are names, partitions' values are names, options strings
 * go through the option allow-list. An argument the signature does not have is refused.
 */
final class ProcedureRule {

    private static final Pattern PAIR = Pattern.compile("\\s*([A-Za-z0-9][A-Za-z0-9._#-]*)\\s*=(.*)", Pattern.DOTALL);
    private static final ValueRule SCALAR = ValueRule.parse("scalar");

    private ProcedureRule() {
    }

    static void check(SqlCall procedureCall, CheckContext ctx) {
        SqlNode inner = procedureCall.getOperandList().get(0);
        if (!(inner instanceof SqlBasicCall call)) {
            if (!ctx.namesOnly()) {
                ctx.refuseStatement(PolicyRule.PROCEDURE, "This CALL could not be read and is refused for "
                        + ctx.role());
            }
            return;
        }
        String name = name(call);
        List<ProcedureSignatures.Param> params = ProcedureSignatures.of(name);
        if (!ctx.namesOnly() && (!ctx.policy().allowsProcedure(name) || params == null)) {
            String allowed = ctx.policy().procedures().isEmpty() ? "none is"
                    : "allowed: " + String.join(", ", new TreeSet<>(ctx.policy().procedures()));
            String why = params == null && ctx.policy().allowsProcedure(name)
                    ? "its arguments cannot be judged (no known signature)" : allowed;
            ctx.refuse(PolicyRule.PROCEDURE, "Procedure '" + name + "' is not allowed for " + ctx.role() + " ("
                    + why + ")", call.getOperator() instanceof SqlFunction f && f.getSqlIdentifier() != null
                    ? f.getSqlIdentifier() : call);
            return;
        }
        if (params == null) {
            return;
        }
        List<SqlNode> args = call.getOperandList();
        for (int i = 0; i < args.size(); i++) {
            argument(ctx, name, params, i, args.get(i));
        }
    }

    private static void argument(CheckContext ctx, String procedure, List<ProcedureSignatures.Param> params, int index,
                                 SqlNode arg) {
        ProcedureSignatures.Param param = index < params.size() ? params.get(index) : null;
        String written = null;
        if (arg instanceof SqlBasicCall assignment && assignment.getKind() == SqlKind.ARGUMENT_ASSIGNMENT) {
            written = Literals.value(assignment.getOperandList().get(1));
            arg = assignment.getOperandList().get(0);
            String wanted = written;
            param = params.stream().filter(p -> p.name().equalsIgnoreCase(wanted)).findFirst().orElse(null);
        }
        String value = Literals.value(arg);
        if (ctx.namesOnly() && (param == null || value == null)) {
            return;
        }
        String where = (param != null ? "Argument '" + param.name() + "'"
                : written == null ? "Argument " + (index + 1) : "Argument '" + written + "'")
                + " of " + procedure;
        if (param == null) {
            ctx.refuse(PolicyRule.PROCEDURE, where + " is not a known argument, which is not allowed for " + ctx.role(),
                    arg);
        } else if (value == null || OptionRules.hasControlCharacter(value)) {
            ctx.refuse(PolicyRule.PROCEDURE, where + " must be a plain literal for " + ctx.role(), arg);
        } else {
            judge(ctx, where, param, value, arg);
        }
    }

    private static void judge(CheckContext ctx, String where, ProcedureSignatures.Param param, String value,
                              SqlNode at) {
        switch (param.kind()) {
            case TABLE -> table(ctx, where, value, at);
            case NAME -> names(ctx, where, value.isEmpty() ? List.of() : List.of(value), at);
            case NAMES -> names(ctx, where, List.of(value.split(",")), at);
            case PARTITIONS -> partitions(ctx, where, value, at);
            case OPTIONS -> options(ctx, value, at);
            case SCALAR -> {
                if (!ctx.namesOnly()) {
                    SCALAR.check(ctx, where, param.name(), value, at);
                }
            }
            case PREDICATE -> { }
        }
    }

    /** 'db.table' (optionally 'db.table$branch_b'): Paimon resolves it against the warehouse. */
    private static void table(CheckContext ctx, String where, String value, SqlNode at) {
        String[] parts = value.split("\\.", -1);
        String problem = parts.length != 2 ? "is not a 'database.table' identifier" : null;
        for (int i = 0; problem == null && i < parts.length; i++) {
            problem = NameRule.tablePartProblem(parts[i]);
        }
        if (problem != null) {
            ctx.refuse(PolicyRule.NAME, NameRule.message(where + " names table", value, problem, ctx), at);
        }
    }

    private static void names(CheckContext ctx, String where, List<String> names, SqlNode at) {
        for (String n : names) {
            if (n.isBlank()) {
                continue;
            }
            String problem = NameRule.problem(n.trim());
            if (problem != null) {
                ctx.refuse(PolicyRule.NAME, NameRule.message(where + " names", n.trim(), problem, ctx), at);
                return;
            }
        }
    }

    /** 'k=v,k2=v2;k=v3': keys are column names, values become directory names. */
    private static void partitions(CheckContext ctx, String where, String value, SqlNode at) {
        for (String part : value.split("[;,]")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            String problem = eq <= 0 ? "is not a 'column=value' pair" : NameRule.problem(part.substring(0, eq).trim());
            if (problem == null) {
                problem = NameRule.problem(part.substring(eq + 1).trim(), true);
            }
            if (problem != null) {
                ctx.refuse(PolicyRule.NAME, NameRule.message(where + " partition", part.trim(), problem, ctx), at);
                return;
            }
        }
    }

    /** 'k=v,k2=v2' of Paimon table options; an entry without '=' continues the previous value ('a,b'). */
    private static void options(CheckContext ctx, String value, SqlNode at) {
        List<String[]> pairs = new ArrayList<>();
        for (String part : value.split("[,;]")) {
            Matcher m = PAIR.matcher(part);
            if (m.matches()) {
                pairs.add(new String[] {m.group(1), m.group(2).trim()});
            } else if (!pairs.isEmpty()) {
                String[] last = pairs.get(pairs.size() - 1);
                last[1] = last[1] + "," + part.trim();
            } else if (!part.isBlank() && !ctx.namesOnly()) {
                ctx.refuse(PolicyRule.OPTION, "Options argument entry '" + NameRule.printable(part.trim())
                        + "' is not a 'key=value' pair, which is not allowed for " + ctx.role(), at);
            }
        }
        for (String[] pair : pairs) {
            OptionRules.check(ctx, pair[0], pair[1], at, at, OptionScope.TABLE);
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
}
