package io.freshet.ui.run;

/**
 * One statement to run.
 *
 * @param scriptId the script it comes from, or null for ad-hoc text
 * @param statement the statement text, without the trailing semicolon
 * @param startLine 1-based line of the statement's first character in the script, so a gateway error's
 *                  position can be moved back to script coordinates
 * @param startColumn 1-based column of that character
 * @param mode the runtime mode to run it in (the editor tab's), or null for whatever the session has
 */
public record RunRequest(Long scriptId, String statement, int startLine, int startColumn, RuntimeMode mode) {

    /** A statement run in the session's current mode. */
    public RunRequest(Long scriptId, String statement, int startLine, int startColumn) {
        this(scriptId, statement, startLine, startColumn, null);
    }

    /** A statement that is a whole script of its own. */
    public static RunRequest adHoc(String statement) {
        return new RunRequest(null, statement, 1, 1);
    }

    /** The same statement in another runtime mode. */
    public RunRequest withMode(RuntimeMode runtimeMode) {
        return new RunRequest(scriptId, statement, startLine, startColumn, runtimeMode);
    }
}
