package io.freshet.backend.deploy;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.TableAction;
import io.freshet.ui.deploy.TablePlan;
import io.freshet.ui.deploy.StepState;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The audit records of a deployment: who started it from which commit with which choices, and how it ended. */
final class DeployAudit {

    private static final Logger LOG = LoggerFactory.getLogger(DeployAudit.class);

    private final AuditLog audit;

    DeployAudit(AuditLog audit) {
        this.audit = audit;
    }

    void started(DeployRun run, ProjectPlan plan) {
        List<String> recreate = plan.tables(TableAction.RECREATE).stream().map(TablePlan::table).toList();
        List<String> drop = plan.tables(TableAction.DROP).stream().map(TablePlan::table).toList();
        audit.record(run.user(), AuditAction.PROJECT_DEPLOY_STARTED, run.project(), AuditLog.SUCCESS,
                "deployment " + run.id() + (plan.commit() == null ? "" : " of " + plan.commit().words())
                        + (plan.options().environment().isEmpty() ? ""
                                : " into environment " + plan.options().environment())
                        + (recreate.isEmpty() ? "" : "; re-create " + recreate)
                        + (drop.isEmpty() ? "" : "; drop " + drop));
    }

    /** Records the end of a deployment whose state is final. */
    void ended(DeployRun run) {
        DeployProgress progress = run.progress();
        long ran = progress.steps().stream().filter(s -> s.state() == StepState.DONE).count();
        long upToDate = progress.steps().stream().filter(s -> s.state() == StepState.UP_TO_DATE).count();
        try {
            audit.record(run.user(), AuditAction.PROJECT_DEPLOYED, run.project(),
                    progress.state() == DeployState.DONE ? AuditLog.SUCCESS : AuditLog.FAILURE,
                    "deployment " + run.id() + " " + progress.state() + ": " + ran + " statements run, " + upToDate
                            + " up to date" + (progress.message().isEmpty() ? "" : "; " + progress.message()));
        } catch (RuntimeException e) {
            LOG.error("Could not audit the end of deployment {}", run.id(), e);
        }
    }
}
