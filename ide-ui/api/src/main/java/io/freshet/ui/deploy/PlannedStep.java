package io.freshet.ui.deploy;

/**
 * One statement of a deployment plan, in order: one to one with the steps of the deployment that applies it.
 *
 * @param scriptPath the script it comes from; null for the DROP of a table the project no longer defines
 * @param line       its first line in the script, 0 without a script
 * @param kind       what it does, e.g. CREATE_MATERIALIZED_TABLE, INSERT, DROP_MATERIALIZED_TABLE
 * @param table      the table it creates, writes or drops, else null
 * @param why        what happens to it and why, in words
 * @param sql        the statement as it would be sent
 * @param verdict    the policy's verdict for the deploying user; null for a statement that is not sent
 */
public record PlannedStep(int index, String scriptPath, int line, String kind, String table, Action action,
                          String why, String sql, StatementVerdict verdict) {

    /** What the deployment does with the statement. */
    public enum Action {
        /** Send it. */
        RUN,
        /** Send a DROP Freshet planned: before a re-create, or of a table the project no longer defines. */
        DROP,
        /** Send nothing; {@code why} says why. */
        SKIP
    }

    /** True when the policy refuses a statement the deployment would send. */
    public boolean refused() {
        return verdict != null && !verdict.allowed();
    }

    /**
     * Where it is: "dwd/orders.sql line 3" (for a refused statement the line of the refused text), or the table for
     * a DROP without a script.
     */
    public String where() {
        return scriptPath == null ? "the DROP of " + table
                : scriptPath + " line " + (refused() && verdict.line() > 0 ? verdict.line() : line);
    }
}
