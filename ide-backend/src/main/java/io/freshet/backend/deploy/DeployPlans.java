package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.policy.Refusal;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.backend.git.JGitProjectService;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import java.time.Clock;
import java.util.List;
import java.util.function.BiFunction;
import org.springframework.stereotype.Component;

/**
 * Makes a project's deployment plan for a user: the comparison with the warehouse as it is now, the commit of a
 * linked project (read from its clone, no network call), the tables to drop when asked (by the deployments
 * recorded for the project), the policy's verdicts by the gate's own check, and, for a plan to show, the data at
 * stake and the days to refill from the catalog service's readers.
 */
@Component
class DeployPlans {

    private final DeployPlanner planner;
    private final StatementGuard guard;
    private final CatalogService catalog;
    private final DeploymentStore store;
    private final ProjectService projects;
    private final JGitProjectService git;
    private final Clock clock = Clock.systemUTC();

    DeployPlans(DeployPlanner planner, StatementGuard guard, CatalogService catalog, DeploymentStore store,
                ProjectService projects, JGitProjectService git) {
        this.planner = planner;
        this.guard = guard;
        this.catalog = catalog;
        this.store = store;
        this.projects = projects;
        this.git = git;
    }

    /**
     * @param toShow read the data at stake and the days to refill (for the page or a headless plan); a plan made
     *               only to check a shown one before applying it leaves them out, as its fingerprint does
     */
    DeployPlanner.Planned plan(String project, PlanOptions options, String user, boolean toShow) {
        return plan(project, options, user, toShow, null);
    }

    /**
     * The plan of a branch of the project's repository: its newest commit's scripts planned against the live
     * catalog like the project's own, the plan's commit that one. Only to show: an apply plans the server's copy.
     *
     * @throws ServiceException when the project is unknown or not linked to git, or the name is not a branch name
     * @throws io.freshet.ui.common.NotFoundException when the repository has no such branch
     */
    DeployPlanner.Planned planBranch(String project, String branch, PlanOptions options, String user) {
        ProjectInfo info = projects.named(project).orElseThrow(() -> new ServiceException("No project named " + project + "."));
        if (git.linkOf(info.id()).isEmpty()) {
            throw new ServiceException("The project " + project + " is not linked to a git repository, so it has no"
                    + " branch to plan; plan it without a ref.");
        }
        RefScripts at = RefScripts.of(project, git.branchScripts(info.id(), branch),
                projects.contents(info.id()).scripts());
        return plan(project, options, user, true, at);
    }

    private DeployPlanner.Planned plan(String project, PlanOptions options, String user, boolean toShow,
                                       RefScripts at) {
        DeployPlanner.Compared compared = planner.compare(project, options.placement(), at);
        PlanCommit commit = at == null ? commit(project) : new PlanCommit(at.branch(), at.commit(), false);
        // only the tables deployments into this same environment created: a plan for dev_ never drops production's
        List<TableInfo> removed = options.dropRemoved()
                ? DeployPlanner.removed(compared, store.createdTables(project, options.environment())) : List.of();
        ProjectLineage lineage = compared.index() == null ? null : compared.index().lineage();
        BiFunction<String, Boolean, List<Refusal>> judge = guard.judge(user);
        return DeployPlanner.projectPlan(compared, options, commit, user, clock.instant(), removed, lineage,
                toShow ? PlanFacts.of(catalog) : PlanFacts.NONE, judge::apply);
    }

    /** The commit of a linked project, else null. */
    private PlanCommit commit(String project) {
        return projects.named(project).map(ProjectInfo::id).flatMap(git::head)
                .map(head -> new PlanCommit(head.branch(), head.commit(), head.uncommitted())).orElse(null);
    }
}
