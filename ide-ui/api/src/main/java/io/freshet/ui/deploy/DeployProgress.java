package io.freshet.ui.deploy;

import java.time.Instant;
import java.util.List;

/**
 * A deployment as the page shows it while it runs and after.
 *
 * @param offered the follow-ups offered once the scripts ran (pre-checked), or those running or done
 * @param message why it failed or was cancelled, or what it did; never null
 * @param commit      the git commit of the plan it applied, null for a project without git
 * @param environment the database prefix it deployed into ({@link PlanOptions#environment()}), empty for production
 */
public record DeployProgress(long id, String project, String startedBy, Instant startedAt, Instant finishedAt,
                             DeployState state, List<DeployStep> steps, List<FollowUp> offered, String message,
                             PlanCommit commit, String environment) {

    public DeployProgress {
        steps = List.copyOf(steps);
        offered = List.copyOf(offered);
        environment = environment == null ? "" : environment;
    }

    /** A deployment to production. */
    public DeployProgress(long id, String project, String startedBy, Instant startedAt, Instant finishedAt,
                          DeployState state, List<DeployStep> steps, List<FollowUp> offered, String message,
                          PlanCommit commit) {
        this(id, project, startedBy, startedAt, finishedAt, state, steps, offered, message, commit, "");
    }
}
