package io.freshet.backend.run;

import static io.freshet.analysis.quoting.SqlQuoting.literal;

import io.freshet.ui.common.ServiceException;
import java.util.regex.Pattern;

/** SET and RESET statements for one session option, with the key and value quoted as Flink string literals. */
final class SessionSettingSql {

    /** Flink option keys are dotted words; anything else is refused rather than quoted into SQL. */
    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_.\\-]{1,200}");
    private static final int MAX_VALUE = 10_000;

    private SessionSettingSql() {
    }

    static String set(String key, String value) {
        if (value == null || value.length() > MAX_VALUE || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
            throw new ServiceException("The value must be a single line of at most " + MAX_VALUE + " characters.");
        }
        return "SET " + literal(checkedKey(key)) + " = " + literal(value);
    }

    static String reset(String key) {
        return "RESET " + literal(checkedKey(key));
    }

    private static String checkedKey(String key) {
        String trimmed = key == null ? "" : key.strip();
        if (!KEY.matcher(trimmed).matches()) {
            throw new ServiceException("'" + (trimmed.length() > 60 ? trimmed.substring(0, 60) + "…" : trimmed)
                    + "' is not an option name: use letters, digits, '.', '-' and '_', such as execution.runtime-mode.");
        }
        return trimmed;
    }
}
