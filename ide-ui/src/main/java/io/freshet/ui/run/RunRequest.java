package io.freshet.ui.run;

/**
 * One statement to run.
 *
 * @param scriptId the script it comes from, or null for ad-hoc text
 * @param statement the statement text, without the trailing semicolon
 * @param startLine 1-based line of the statement's first character in the script, so a gateway error's
 *                  position can be moved back to script coordinates
 * @param startColumn 1-based column of that character
 */
public record RunRequest(Long scriptId, String statement, int startLine, int startColumn) {

    /** A statement that is a whole script of its own. */
    public static RunRequest adHoc(String statement) {
        return new RunRequest(null, statement, 1, 1);
    }
}
