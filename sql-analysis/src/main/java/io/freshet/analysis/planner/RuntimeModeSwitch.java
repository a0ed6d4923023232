package io.freshet.analysis.planner;

import java.util.Locale;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.sql.parser.ddl.SqlReset;
import org.apache.flink.sql.parser.ddl.SqlSet;

/**
 * Recognises statements that change {@code execution.runtime-mode}. The SQL Gateway builds a new
 * TableEnvironment per statement from the session's configuration, so such a SET takes effect for the
 * statements after it; a planner created in one mode refuses a later change, so the session must be rebuilt.
 */
final class RuntimeModeSwitch {

    private static final String KEY = ExecutionOptions.RUNTIME_MODE.key();

    private RuntimeModeSwitch() {
    }

    /** The mode the statement switches to, or empty when it does not switch (or names an unknown mode). */
    static Optional<RuntimeExecutionMode> of(SqlNode node) {
        if (node instanceof SqlSet set && KEY.equals(set.getKeyString()) && set.getValue() != null) {
            return parse(set.getValueString());
        }
        if (node instanceof SqlReset reset && (reset.getKey() == null || KEY.equals(reset.getKeyString()))) {
            return Optional.of(ExecutionOptions.RUNTIME_MODE.defaultValue());
        }
        return Optional.empty();
    }

    private static Optional<RuntimeExecutionMode> parse(String value) {
        try {
            return Optional.of(RuntimeExecutionMode.valueOf(value.trim().toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException unknown) {
            // left to the planner, which reports the bad value the way Flink does
            return Optional.empty();
        }
    }
}
