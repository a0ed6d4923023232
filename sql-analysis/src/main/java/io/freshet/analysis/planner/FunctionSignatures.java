package io.freshet.analysis.planner;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.calcite.sql.SqlFunction;
import org.apache.calcite.sql.SqlOperator;
import org.apache.flink.table.functions.BuiltInFunctionDefinition;
import org.apache.flink.table.functions.BuiltInFunctionDefinitions;
import org.apache.flink.table.planner.functions.sql.FlinkSqlOperatorTable;
import org.apache.flink.table.types.inference.Signature;
import org.apache.flink.table.types.inference.TypeInference;

/**
 * Call signatures of Flink's built-in functions, for the completion popup: from the function's type
 * inference where Flink defines one, else from the Calcite operator the planner uses for it.
 */
final class FunctionSignatures {

    private static final java.util.regex.Pattern SQL_NAME = java.util.regex.Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
    private static final Map<String, String> BY_NAME = load();

    private FunctionSignatures() {
    }

    /** One signature per line, e.g. {@code DATE_FORMAT(timestamp <TIMESTAMP>, format <STRING>)}; or "". */
    static String of(String functionName) {
        return BY_NAME.getOrDefault(functionName.toUpperCase(Locale.ROOT), "");
    }

    /** Upper-case SQL names of every built-in function, signature known or not. */
    static java.util.Set<String> names() {
        return BY_NAME.keySet();
    }

    private static Map<String, String> load() {
        Map<String, String> out = new HashMap<>();
        for (SqlOperator op : FlinkSqlOperatorTable.instance(false).getOperatorList()) {
            if (op instanceof SqlFunction) {
                String name = op.getName().toUpperCase(Locale.ROOT);
                if (SQL_NAME.matcher(name).matches()) {
                    out.putIfAbsent(name, calciteSignatures(op).orElse(""));
                }
            }
        }
        for (BuiltInFunctionDefinition definition : BuiltInFunctionDefinitions.getDefinitions()) {
            if (definition.isInternal()) {
                continue;
            }
            // getName() is the Table API name (dateFormat); SQL calls the function by its SQL name
            String sqlName = definition.getSqlName() != null ? definition.getSqlName() : definition.getName();
            if (!SQL_NAME.matcher(sqlName).matches()) {
                continue;
            }
            String name = sqlName.toUpperCase(Locale.ROOT);
            flinkSignatures(definition, name).ifPresentOrElse(s -> out.put(name, s), () -> out.putIfAbsent(name, ""));
        }
        return Map.copyOf(out);
    }

    private static java.util.Optional<String> flinkSignatures(BuiltInFunctionDefinition definition, String name) {
        try {
            TypeInference inference = definition.getTypeInference(null);
            List<Signature> signatures = inference.getInputTypeStrategy().getExpectedSignatures(definition);
            if (signatures.isEmpty()) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(signatures.stream().map(s -> name + "(" + s.getArguments().stream()
                            .map(a -> a.getName().map(n -> n + " ").orElse("") + a.getType())
                            .collect(Collectors.joining(", ")) + ")")
                    .collect(Collectors.joining("\n")));
        } catch (RuntimeException notDescribable) {
            // some definitions need a real type factory or describe themselves only at call time
            return java.util.Optional.empty();
        }
    }

    private static java.util.Optional<String> calciteSignatures(SqlOperator op) {
        try {
            String allowed = op.getAllowedSignatures();
            return allowed == null || allowed.isBlank() ? java.util.Optional.empty()
                    : java.util.Optional.of(allowed.replace("'", "").replace("\r", "").strip());
        } catch (RuntimeException notDescribable) {
            return java.util.Optional.empty();
        }
    }
}
