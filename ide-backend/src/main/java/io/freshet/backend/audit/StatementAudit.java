package io.freshet.backend.audit;

import java.time.Duration;

/**
 * What the audit log keeps about one executed statement; the statement runner builds it when the
 * statement ends, successfully or not.
 *
 * @param session the gateway session handle
 * @param operation the gateway operation handle
 * @param jobId the Flink job id, or null when the statement started no job
 * @param statement the statement text (cut to the detail column's size)
 */
public record StatementAudit(String user, String session, String operation, String jobId, Duration duration,
                             boolean succeeded, String statement) {

    /** The detail column's text: every field named, so the admin view's text filter finds any of them. */
    String detail() {
        return "session=" + session + " operation=" + operation + " job=" + (jobId == null ? "-" : jobId)
                + " duration_ms=" + duration.toMillis() + " statement=" + statement;
    }
}
