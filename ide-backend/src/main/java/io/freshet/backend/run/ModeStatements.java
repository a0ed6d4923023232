package io.freshet.backend.run;

import io.freshet.analysis.script.SqlLexer;
import io.freshet.ui.run.RuntimeMode;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Recognises the statements of a script that change the session's runtime mode themselves. */
final class ModeStatements {

    private static final Pattern SET_MODE = Pattern.compile(
            "SET\\s+'execution\\.runtime-mode'\\s*=\\s*'([^']*)'\\s*;?\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern RESET_MODE = Pattern.compile(
            "RESET(\\s+'execution\\.runtime-mode')?\\s*;?\\s*", Pattern.CASE_INSENSITIVE);

    private ModeStatements() {
    }

    /** The mode a {@code SET 'execution.runtime-mode' = '...'} sets; empty for any other statement. */
    static Optional<RuntimeMode> setBy(String sql) {
        Matcher set = SET_MODE.matcher(strip(sql));
        return set.matches() ? RuntimeMode.of(set.group(1)) : Optional.empty();
    }

    /** True for a statement after which the mode is not the run's to choose: a RESET of it, or a SET Flink knows otherwise. */
    static boolean changesMode(String sql) {
        String statement = strip(sql);
        return SET_MODE.matcher(statement).matches() || RESET_MODE.matcher(statement).matches();
    }

    private static String strip(String sql) {
        return SqlLexer.withoutLeadingComments(sql == null ? "" : sql).strip();
    }
}
