package io.freshet.ui.deploy;

/**
 * One statement of a deployment and its progress.
 *
 * @param kind  what the statement does, e.g. CREATE_MATERIALIZED_TABLE, INSERT, SET
 * @param table the table it creates or writes (catalog.database.table), else null
 * @param error why it failed (with the position in the script), else null
 */
public record DeployStep(int index, String scriptPath, int line, String kind, String table, StepState state,
                         String error, long millis) {
}
