package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.jobs.ListedJob;
import io.freshet.gateway.jobs.StateRecovery;
import io.freshet.ui.common.ServiceException;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A session on the ingestion gateway, opened with the statement gate of the user who acts: the ingestion's statements
 * pass that user's policy, each is audited (password options redacted by the audit log); job control and the
 * restore path are Freshet's own statements, recognised exactly.
 */
final class IngestionJobs implements AutoCloseable {

    private final GatewaySession session;
    private final JobControl jobs;
    private final AuditLog audit;
    private final String user;

    /** @param own statements of the plan that are Freshet's own, recognised exactly (the catalog bootstrap) */
    IngestionJobs(GatewayClient gateway, String user, StatementGuard guard, AuditLog audit, Set<String> own) {
        // every statement here is Freshet's plan for an ingestion the service's role allowed (an undo drops what it
        // created), so the policy's role rule for materialized-table steps is not applied twice
        this.session = gateway.session(Map.of(), guard.forUser(user, s -> own.contains(s) || isOwn(s), s -> true));
        this.jobs = JobControl.on(session);
        this.audit = audit;
        this.user = user;
    }

    static boolean isOwn(String statement) {
        return JobControl.isJobControl(statement) || StateRecovery.isOwn(statement);
    }

    /** Runs one statement and audits it; returns the job id it started, or null. */
    String run(String statement) {
        long start = System.nanoTime();
        boolean ok = false;
        String jobId = null;
        try {
            StatementResult result = session.execute(statement);
            jobId = result.jobId();
            ok = true;
            return jobId;
        } finally {
            audit.statementExecuted(new StatementAudit(user, session.handle().id(), "ingestion", jobId,
                    Duration.ofNanos(System.nanoTime() - start), ok, statement));
        }
    }

    /** Resumes the next job from the savepoint (null: a fresh start). */
    void restoreFrom(String savepoint) {
        session.execute(savepoint == null ? StateRecovery.RESET : StateRecovery.restoreFrom(savepoint));
    }

    /** Every job the ingestion Flink knows, running and recently ended. */
    List<ListedJob> list() {
        return jobs.list();
    }

    Map<String, String> statuses() {
        return jobs.statuses();
    }

    Optional<String> status(String jobId) {
        return jobs.status(jobId);
    }

    String stopWithSavepoint(String jobId) {
        return jobs.stopWithSavepoint(jobId);
    }

    void cancel(String jobId) {
        jobs.cancel(jobId);
    }

    /** How an ingestion is named in the audit log. */
    static String target(long id, String source) {
        return "ingestion " + id + " (" + source + ")";
    }

    /** The user's words for a failure on the way to Flink. */
    static String message(RuntimeException e) {
        if (e instanceof ServiceException s) {
            return s.userMessage();
        }
        if (e instanceof GatewayException g) {
            return g.userMessage();
        }
        return String.valueOf(e.getMessage());
    }

    @Override
    public void close() {
        session.close();
    }
}
