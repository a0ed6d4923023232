package io.freshet.analysis.policy;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.calcite.sql.SqlHint;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.flink.sql.parser.ddl.SqlAlterCatalog;
import org.apache.flink.sql.parser.ddl.SqlAlterModel;
import org.apache.flink.sql.parser.ddl.SqlCreateCatalog;
import org.apache.flink.sql.parser.ddl.SqlCreateModel;
import org.apache.flink.sql.parser.ddl.SqlCreateTableLike;
import org.apache.flink.sql.parser.ddl.SqlTableOption;
import org.apache.flink.sql.parser.dql.SqlLoadModule;

/** Which allow-list scope a WITH list or hint is judged in, and the key-value hints Flink knows. */
final class OptionLists {

    /** Flink's LOOKUP join hint: its keys are Flink's own, and its values are numbers, durations and words. */
    private static final Set<String> LOOKUP_KEYS = Set.of("table", "async", "output-mode", "capacity", "timeout",
            "retry-predicate", "retry-strategy", "fixed-delay", "max-attempts");
    private static final ValueRule SCALAR = ValueRule.parse("scalar");

    private OptionLists() {
    }

    /** A statement's own WITH lists: a catalog, module or model holds no table options, a LIKE copy any table's. */
    static OptionScope fallbackScope(SqlNode root) {
        if (root instanceof SqlCreateCatalog || root instanceof SqlAlterCatalog || root instanceof SqlLoadModule
                || root instanceof SqlCreateModel || root instanceof SqlAlterModel) {
            return OptionScope.NONE;
        }
        return root instanceof SqlCreateTableLike ? OptionScope.ANY : OptionScope.TABLE;
    }

    static boolean isOptionList(SqlNodeList list) {
        return !list.isEmpty() && list.get(0) instanceof SqlTableOption
                && list.getList().stream().allMatch(SqlTableOption.class::isInstance);
    }

    /** The list's own 'connector' names the scope; without one it is the statement's fallback (a Paimon table). */
    static OptionScope scope(SqlNodeList list, OptionScope fallback) {
        if (fallback.kind() == OptionScope.Kind.NONE) {
            return fallback;
        }
        for (SqlNode node : list) {
            SqlTableOption option = (SqlTableOption) node;
            String key = Literals.value(option.getKey());
            String value = Literals.value(option.getValue());
            if (key != null && value != null && OptionKeys.isConnector(key)) {
                return OptionScope.connector(value.trim().toLowerCase(Locale.ROOT));
            }
        }
        return fallback;
    }

    /** OPTIONS hints merge into the table's options (whose connector is not known here); LOOKUP has its own keys. */
    static void hint(SqlHint hint, CheckContext ctx) {
        if (hint.getOptionFormat() != SqlHint.HintOptionFormat.KV_LIST) {
            return;
        }
        String name = hint.getName().toUpperCase(Locale.ROOT);
        List<SqlNode> kv = ((SqlNodeList) hint.getOperandList().get(1)).getList();
        for (int i = 0; i + 1 < kv.size(); i += 2) {
            if (name.equals("OPTIONS")) {
                OptionRules.check(ctx, kv.get(i), kv.get(i + 1), OptionScope.ANY);
            } else if (!ctx.namesOnly()) {
                lookup(ctx, name, kv.get(i), kv.get(i + 1));
            }
        }
    }

    private static void lookup(CheckContext ctx, String hint, SqlNode keyNode, SqlNode valueNode) {
        String key = Literals.value(keyNode);
        String value = Literals.value(valueNode);
        if (!hint.equals("LOOKUP") || key == null || !LOOKUP_KEYS.contains(key)) {
            ctx.refuse(PolicyRule.OPTION, "Hint " + hint + "('" + (key == null ? keyNode : NameRule.printable(key))
                    + "') is not allowed for " + ctx.role() + ": only OPTIONS and LOOKUP("
                    + String.join(", ", new TreeSet<>(LOOKUP_KEYS)) + ") are", keyNode);
        } else if (value == null || OptionRules.hasControlCharacter(value)) {
            ctx.refuse(PolicyRule.OPTION, "Hint LOOKUP('" + key + "') must be a plain literal for " + ctx.role(),
                    valueNode);
        } else {
            SCALAR.check(ctx, key, value, valueNode);
        }
    }
}
