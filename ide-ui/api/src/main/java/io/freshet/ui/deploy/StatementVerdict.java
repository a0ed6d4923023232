package io.freshet.ui.deploy;

/**
 * The statement policy's verdict on one statement a deployment would send, for the user who deploys.
 *
 * @param rule    the rule that refuses it (e.g. ROLE, PATH), null when allowed
 * @param message why it is refused, null when allowed
 * @param line    the script line of the refused text (e.g. a path option inside the statement), 0 when unknown
 */
public record StatementVerdict(boolean allowed, String rule, String message, int line) {

    public static final StatementVerdict ALLOWED = new StatementVerdict(true, null, null, 0);

    public static StatementVerdict refused(String rule, String message, int line) {
        return new StatementVerdict(false, rule, message, line);
    }
}
