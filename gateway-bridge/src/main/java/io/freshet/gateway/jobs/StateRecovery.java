package io.freshet.gateway.jobs;

import java.util.regex.Pattern;

/**
 * The session statements that make the next job a session starts restore from a savepoint or a retained checkpoint
 * ({@code execution.state-recovery.path}), and that clear it again; the only place that writes them.
 */
public final class StateRecovery {

    private static final String KEY = "'execution.state-recovery.path'";
    /** Plain path characters only: the path is spliced into a literal. */
    private static final Pattern PATH = Pattern.compile("[A-Za-z0-9_./:\\-]+");
    private static final Pattern SET = Pattern.compile("SET " + Pattern.quote(KEY) + " = '" + PATH.pattern() + "'");

    /** Clears the restore path: the next job starts without state. */
    public static final String RESET = "RESET " + KEY;

    private StateRecovery() {
    }

    /** Whether a path can be named in {@link #restoreFrom}: plain path characters only. */
    public static boolean usable(String path) {
        return path != null && PATH.matcher(path).matches();
    }

    /** The statement that makes the session's next job restore from {@code path}; refuses an unusable path. */
    public static String restoreFrom(String path) {
        if (!usable(path)) {
            throw new IllegalArgumentException("A restore path may hold letters, digits and _ . / : - only: " + path);
        }
        return "SET " + KEY + " = '" + path + "'";
    }

    /** Whether a statement is exactly one of these two. */
    public static boolean isOwn(String statement) {
        return RESET.equals(statement) || SET.matcher(statement).matches();
    }
}
