package io.freshet.backend.backfill;

import io.freshet.backend.jobaccess.JobOrigin;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementGate;
import io.freshet.gateway.jobs.JobControl;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * A backfill's gateway sessions: refreshes are submitted on sessions of their own, one per submit under way,
 * because a gateway session runs one statement at a time; job states are read and jobs cancelled on another
 * through gateway-bridge's {@link JobControl}. The refreshes pass the statement gate of the user who started the
 * backfill, who owns their jobs; the job control is Freshet's own.
 */
class FlinkJobs implements AutoCloseable {

    private final GatewayClient gateway;
    private final String user;
    private final UserJobs owners;
    private final StatementGate gate;
    private final GatewaySession control;
    private final JobControl jobs;
    private final Queue<GatewaySession> idle = new ConcurrentLinkedQueue<>();
    private final Queue<GatewaySession> opened = new ConcurrentLinkedQueue<>();

    FlinkJobs(GatewayClient gateway, String user, StatementGuard guard, UserJobs owners) {
        this.gateway = gateway;
        this.user = user;
        this.owners = owners;
        this.gate = guard.forUser(user, JobControl::isJobControl);
        this.control = gateway.session(Map.of(), gate);
        this.jobs = JobControl.on(control);
    }

    /**
     * Submits one refresh statement; returns its batch job's id (the gateway answers once the job is submitted).
     * Safe to call from several threads: each call runs on a session no other call is using.
     */
    String submit(String statement) {
        GatewaySession session = idle.poll();
        if (session == null) {
            session = gateway.session(Map.of(), gate);
            opened.add(session);
        }
        try {
            String jobId = session.execute(statement).jobId();
            if (jobId == null || jobId.isBlank()) {
                throw new IllegalStateException("The gateway started no job for: " + statement);
            }
            owners.started(jobId, user, JobOrigin.BACKFILL);
            return jobId;
        } finally {
            idle.add(session);
        }
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
        opened.forEach(GatewaySession::close);
        control.close();
    }
}
