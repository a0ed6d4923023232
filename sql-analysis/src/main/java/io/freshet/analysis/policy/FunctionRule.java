package io.freshet.analysis.policy;

import java.util.Locale;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlAlterFunction;
import org.apache.flink.sql.parser.ddl.SqlCreateFunction;

/**
 * CREATE/ALTER [TEMPORARY] [SYSTEM] FUNCTION: the class must be on the role's allow-list; Python functions
 * also need jars allowed (a Python function runs arbitrary code in a Python worker). USING JAR is
 * {@link OptionWalker}'s.
 */
final class FunctionRule {

    private FunctionRule() {
    }

    static void check(SqlNode node, CheckContext ctx) {
        SqlCharStringLiteral classNode;
        String language;
        if (node instanceof SqlCreateFunction create) {
            classNode = create.getFunctionClassName();
            language = create.getFunctionLanguage();
        } else {
            SqlAlterFunction alter = (SqlAlterFunction) node;
            classNode = alter.getFunctionClassName();
            language = alter.getFunctionLanguage();
        }
        String className = Literals.value(classNode);
        boolean listed = className != null && ctx.policy().functionClasses().contains(className.trim());
        if (language != null && language.toUpperCase(Locale.ROOT).contains("PYTHON")
                && !(listed && ctx.policy().jars())) {
            ctx.refuse(PolicyRule.FUNCTION, "Python functions are not allowed for " + ctx.role()
                    + ": their code runs on the Flink cluster as its OS user", classNode);
            return;
        }
        if (!listed) {
            ctx.refuse(PolicyRule.FUNCTION, "Function class '" + className + "' is not on the allow-list for "
                    + ctx.role() + ": a function's code runs on the Flink cluster as its OS user", classNode);
        }
    }
}
