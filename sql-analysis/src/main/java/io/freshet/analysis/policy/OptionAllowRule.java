package io.freshet.analysis.policy;

import java.util.List;
import org.apache.calcite.sql.SqlNode;

/**
 * The option allow-list (issue 32): a key must be listed for its scope (the table's connector, Paimon tables, or any
 * allowed one for a hint) and its value must pass every rule listed with it. Runs after the shape rules of
 * {@link OptionRules}, so a path or class keeps its more telling refusal.
 */
final class OptionAllowRule {

    private OptionAllowRule() {
    }

    static void check(CheckContext ctx, String key, String value, SqlNode keyAt, SqlNode valueAt, OptionScope scope) {
        List<ValueRule> rules = ctx.allowList().rules(scope, key);
        if (rules.isEmpty()) {
            ctx.refuse(PolicyRule.OPTION, "Option '" + NameRule.printable(key) + "' is not on the allow-list "
                    + scope.describe() + " for " + ctx.role() + " (ask an admin to add it)", keyAt);
            return;
        }
        for (ValueRule rule : rules) {
            int before = ctx.refusalCount();
            rule.check(ctx, key, value, valueAt);
            if (ctx.refusalCount() > before) {
                return;
            }
        }
    }

    /**
     * A value the allow-list says is a name (a tag, branch, consumer, file prefix) is judged as a name before the
     * shape rules, so its refusal says NAME; true when it was refused.
     */
    static boolean namesFirst(CheckContext ctx, String key, String value, SqlNode valueAt, OptionScope scope) {
        int before = ctx.refusalCount();
        names(ctx, key, value, valueAt, scope);
        return ctx.refusalCount() > before;
    }

    /** For a role whose statements are not checked: only values that name a tag, branch or file must be names. */
    static void names(CheckContext ctx, String key, String value, SqlNode valueAt, OptionScope scope) {
        for (ValueRule rule : ctx.allowList().rules(scope, key)) {
            if (rule.kind() == ValueRule.Kind.NAME || rule.kind() == ValueRule.Kind.NAMES) {
                rule.check(ctx, key, value, valueAt);
                return;
            }
        }
    }
}
