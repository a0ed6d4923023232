package io.freshet.backend.backfill;

import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A backfill's own gateway session: submits refreshes, reads job states with SHOW JOBS, cancels jobs with STOP JOB.
 * The refreshes pass the statement gate of the user who started the backfill; the job control is Freshet's own.
 */
class FlinkJobs implements AutoCloseable {

    private static final String SHOW_JOBS = "SHOW JOBS";
    private static final Pattern STOP_JOB = Pattern.compile("STOP JOB '[0-9a-f]{32}'");

    private final GatewaySession session;

    FlinkJobs(GatewayClient gateway, String user, StatementGuard guard) {
        this.session = gateway.session(Map.of(), guard.forUser(user, FlinkJobs::isJobControl));
    }

    /** The statements this class writes itself, recognised exactly. */
    static boolean isJobControl(String statement) {
        return SHOW_JOBS.equals(statement) || STOP_JOB.matcher(statement).matches();
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
        Map<String, String> statuses = new HashMap<>();
        for (ResultRow row : session.execute(SHOW_JOBS).rows()) {
            statuses.put(String.valueOf(row.fields().get(0)), String.valueOf(row.fields().get(2)));
        }
        return statuses;
    }

    /** STOP JOB without a savepoint cancels the job. */
    void cancel(String jobId) {
        if (!jobId.matches("[0-9a-f]{32}")) {
            throw new IllegalArgumentException("Not a Flink job id: " + jobId);
        }
        session.execute("STOP JOB '" + jobId + "'");
    }

    @Override
    public void close() {
        session.close();
    }
}
