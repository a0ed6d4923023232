package io.freshet.ui.deploy;

import java.util.List;
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

    /** Compares the project's scripts with the live catalog; nothing runs. Its scripts' part of the default plan. */
    DeployPlan plan(String project);

    /**
     * The deployment plan as one object: per table, per statement, with the policy's verdicts; nothing runs. In the
     * options' environment the project's own databases and tables have the environment's names; a project the
     * environment cannot place is refused with the reason.
     */
    ProjectPlan plan(String project, PlanOptions options);

    /**
     * The plan of a branch of a project linked to git, before it is merged: the scripts of the branch's newest commit
     * on the remote, planned against the live catalog like {@link #plan(String, PlanOptions)} (the plan's commit is
     * that one); the project's own scripts, branch and clone stay as they are. Only to show: {@link #apply} plans the
     * project's own scripts, so such a plan never applies.
     *
     * @throws io.freshet.ui.common.ServiceException when the project is not linked to git or {@code branch} is not a
     *                                               plain branch name
     * @throws io.freshet.ui.common.NotFoundException when the repository has no such branch
     */
    ProjectPlan planBranch(String project, String branch, PlanOptions options);

    /**
     * Applies a plan exactly as it was shown, in the background: refused when the policy refuses one of its
     * statements, or when the live catalog (or the scripts, or the policy) changed so that planning again would give
     * a different plan.
     */
    DeployProgress apply(ProjectPlan plan);

    /**
     * Starts a deployment in the background: plans with these re-creates and applies that plan.
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

    /** The latest deployment of the project, running or ended (recorded, so it survives a restart). */
    Optional<DeployProgress> latest(String project);

    /** The project's recorded deployments, newest first, at most {@code limit}. */
    List<DeployProgress> history(String project, int limit);

    /**
     * The newest deployment of the project to production whose statements all ran: what is deployed, from which
     * commit, by whom and when (deployments into an environment are in the history).
     */
    Optional<DeployProgress> lastApplied(String project);
}
