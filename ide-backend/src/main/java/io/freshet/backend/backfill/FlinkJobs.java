package io.freshet.backend.backfill;

import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.jobs.JobControl;
import java.util.Map;

/**
 * A backfill's own gateway session: submits refreshes, reads job states and cancels jobs through gateway-bridge's
 * {@link JobControl}. The refreshes pass the statement gate of the user who started the backfill; the job control
 * is Freshet's own.
 */
class FlinkJobs implements AutoCloseable {

    private final GatewaySession session;
    private final JobControl jobs;

    FlinkJobs(GatewayClient gateway, String user, StatementGuard guard) {
        this.session = gateway.session(Map.of(), guard.forUser(user, JobControl::isJobControl));
        this.jobs = JobControl.on(session);
    }

    /** Submits one refresh statement; returns its batch job's id (the gateway answers once the job is submitted). */
    String submit(String statement) {
        String jobId = session.execute(statement).jobId();
        if (jobId == null || jobId.isBlank()) {
            throw new IllegalStateException("The gateway started no job for: " + statement);
        }
        return jobId;
    }

    /** Every job the cluster knows (running and recently finished), id to Flink status, e.g. RUNNING or FINISHED. */
    Map<String, String> statuses() {
        return jobs.statuses();
    }

    /** Cancels the job, without a savepoint. */
    void cancel(String jobId) {
        jobs.cancel(jobId);
    }

    @Override
    public void close() {
        session.close();
    }
}
