package io.freshet.backend.deploy;

import io.freshet.analysis.script.TextRange;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.jobaccess.JobOrigin;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.StepState;
import java.time.Duration;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends a deployment's statements in order on one gated gateway session and records each as the page shows it; the
 * first failure or refusal stops the deployment with the statement's position in its script. Every statement that
 * reached the gateway is audited (a refused one was audited by the gate); a job is stopped only by its owner.
 */
final class DeployExecutor {

    private static final Logger LOG = LoggerFactory.getLogger(DeployExecutor.class);

    private final AuditLog audit;
    private final CreationSettings creations;
    private final UserJobs jobs;

    DeployExecutor(AuditLog audit, CreationSettings creations, UserJobs jobs) {
        this.audit = audit;
        this.creations = creations;
        this.jobs = jobs;
    }

    /**
     * Runs the work; true when every statement ran (the caller then offers the follow-ups and moves the run to
     * SCRIPTS_DONE in one step), false when the run ended FAILED or CANCELLED.
     */
    boolean run(DeployRun run, List<DeployWork> work, GatewaySession session) {
        for (int i = 0; i < work.size(); i++) {
            DeployWork next = work.get(i);
            if (next.sql() == null) {
                continue;
            }
            if (run.cancelRequested()) {
                skipRest(run, work, i);
                run.moveTo(DeployState.CANCELLED, "Stopped before " + next.where() + ".");
                return false;
            }
            run.step(i, StepState.RUNNING, null, 0);
            long start = System.nanoTime();
            try {
                // the step's one parse: the job check, the gate and the creation settings read it
                ParsedSql step = ParsedSql.of(next.sql());
                jobs.admitIfStop(run.user(), step, JobControl.on(session));
                StatementResult result = session.execute(step);
                jobs.started(result.jobId(), run.user(), JobOrigin.DEPLOY);
                run.step(i, StepState.DONE, null, millisSince(start));
                audit(run, session, next, result.jobId(), start, true);
                step.single().ifPresent(parsed -> creations.succeededQuietly(run.user(), parsed, session));
            } catch (GatewayException e) {
                String message = where(next, e) + ": " + e.userMessage();
                run.step(i, StepState.FAILED, message, millisSince(start));
                if (e.kind() != GatewayException.Kind.REFUSED) {
                    audit(run, session, next, null, start, false);
                }
                skipRest(run, work, i + 1);
                run.moveTo(DeployState.FAILED, message);
                return false;
            }
        }
        return true;
    }

    private static void skipRest(DeployRun run, List<DeployWork> work, int from) {
        for (int j = from; j < work.size(); j++) {
            if (work.get(j).sql() != null) {
                run.step(j, StepState.SKIPPED, null, 0);
            }
        }
    }

    /** The script and line of a statement, and of the error inside it when the gateway named one. */
    static String where(DeployWork work, GatewayException e) {
        PlannedStatement s = work.source();
        TextRange at = e.position().orElse(null);
        if (s == null || at == null || !work.sql().equals(s.statement().text())) {
            return work.where();
        }
        TextRange inScript = at.within(s.statement().range().startLine(), s.statement().range().startColumn());
        return s.script().path() + " " + inScript.describe();
    }

    private void audit(DeployRun run, GatewaySession session, DeployWork work, String jobId, long start,
                       boolean succeeded) {
        try {
            audit.statementExecuted(new StatementAudit(run.user(), session.handle().id(), "deploy " + run.id(), jobId,
                    Duration.ofNanos(System.nanoTime() - start), succeeded, work.sql()));
        } catch (RuntimeException e) {
            LOG.error("Could not audit a statement of deployment {}", run.id(), e);
        }
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
