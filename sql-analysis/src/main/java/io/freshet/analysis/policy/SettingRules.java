package io.freshet.analysis.policy;

import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;

/** SET and RESET: only the role's allow-listed keys; a bare SET (which lists every setting) is refused. */
final class SettingRules {

    private SettingRules() {
    }

    static boolean set(SqlSet set, CheckContext ctx) {
        if (set.getKey() == null) {
            ctx.refuseStatement(PolicyRule.SETTING, "SET without a key is not allowed for " + ctx.role()
                    + ": it lists internal settings (ports, paths); see the session settings instead");
            return false;
        }
        if (!key(set.getKey(), "SET", ctx)) {
            return false;
        }
        String value = Literals.value(set.getValue());
        if (value == null || OptionRules.hasControlCharacter(value)) {
            ctx.refuse(PolicyRule.SETTING, "SET of '" + Literals.value(set.getKey()) + "' must be a plain literal "
                    + "without control characters (line breaks, NUL) for " + ctx.role() + ": they could forge log lines",
                    set.getValue());
            return false;
        }
        return true;
    }

    /** A bare RESET only returns the session to the settings the platform configured: allowed. */
    static boolean reset(SqlReset reset, CheckContext ctx) {
        return reset.getKey() == null || key(reset.getKey(), "RESET", ctx);
    }

    private static boolean key(org.apache.calcite.sql.SqlNode keyNode, String verb, CheckContext ctx) {
        String key = Literals.value(keyNode);
        if (key == null || !ctx.policy().allowsSetting(key)) {
            ctx.refuse(PolicyRule.SETTING, verb + " of '" + (key == null ? keyNode : key) + "' is not allowed for "
                    + ctx.role() + ": only the settings the statement policy lists (ask an admin to add one)", keyNode);
            return false;
        }
        return true;
    }
}
