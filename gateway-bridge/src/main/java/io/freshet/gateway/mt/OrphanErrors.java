package io.freshet.gateway.mt;

import java.util.regex.Pattern;

/** Recognises the gateway's errors for a refresh job that the cluster no longer knows. */
final class OrphanErrors {

    /**
     * DESCRIBE JOB inside DROP/RESUME and stop-with-savepoint inside SUSPEND of a continuous table, and
     * the embedded scheduler's lost Quartz job behind SUSPEND/RESUME of a full table, as seen on Flink 2.0.0.
     */
    private static final Pattern MISSING_JOB = Pattern.compile("Described job \\w+ does not exist in the cluster"
            + "|FlinkJobNotFoundException|Could not find Flink job|non-existent quartz schedule job");

    private OrphanErrors() {
    }

    static boolean isMissingJob(String serverText) {
        return serverText != null && MISSING_JOB.matcher(serverText).find();
    }
}
