package io.freshet.ui.deploy;

import java.util.Optional;
import java.util.Set;

/**
 * Deploys a project in one action: its scripts in run order on one gateway session (every statement through the
 * statement policy), then the first refresh of its FULL materialized tables and a backfill of their days. Running
 * it again runs only what changed: a script whose tables match the live ones is up to date. Every failure is a
 * {@link io.freshet.ui.common.ServiceException} with a message for the user.
 */
public interface DeployService {

    /** The landing page's facts. */
    Welcome welcome();

    /**
     * Why a deployment cannot start yet (the Flink SQL Gateway or Freshet's catalog on it is still starting or
     * failed), else empty.
     */
    Optional<String> notReady();

    /** Compares the project's scripts with the live catalog; nothing runs. */
    DeployPlan plan(String project);

    /**
     * Starts a deployment in the background.
     *
     * @param recreate the changed tables (catalog.database.table) to drop and create again from the script;
     *                 every other changed table is skipped
     */
    DeployProgress start(String project, Set<String> recreate);

    /** Runs the chosen follow-ups of a deployment in state SCRIPTS_DONE, or ends it when none is chosen. */
    DeployProgress followUp(long deployId, boolean refresh, boolean backfill);

    /** Stops a running deployment after its current statement. */
    DeployProgress cancel(long deployId);

    DeployProgress progress(long deployId);

    /** The latest deployment of the project in this instance, running or ended. */
    Optional<DeployProgress> latest(String project);
}
