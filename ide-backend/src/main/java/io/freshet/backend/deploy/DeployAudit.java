package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.StepState;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The audit records of a deployment: who started it with which choices, and how it ended. */
final class DeployAudit {

    private static final Logger LOG = LoggerFactory.getLogger(DeployAudit.class);

    private final AuditLog audit;

    DeployAudit(AuditLog audit) {
        this.audit = audit;
    }

    void started(DeployRun run, Set<TableId> recreate) {
        audit.record(run.user(), AuditAction.PROJECT_DEPLOY_STARTED, run.project(), AuditLog.SUCCESS,
                "deployment " + run.id() + (recreate.isEmpty() ? "" : "; re-create " + recreate));
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
