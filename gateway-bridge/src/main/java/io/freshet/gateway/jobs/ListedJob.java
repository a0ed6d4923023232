package io.freshet.gateway.jobs;

import java.util.Objects;

/**
 * One job as SHOW JOBS lists it.
 *
 * @param status Flink's job status as text, e.g. RUNNING, FINISHED, FAILED, CANCELED
 * @param startTime when it started, as Flink's text gives it; null when the listing has no such column
 */
public record ListedJob(String id, String name, String status, String startTime) {

    public ListedJob {
        Objects.requireNonNull(id, "id");
    }

    /** A job whose start time is not known. */
    public ListedJob(String id, String name, String status) {
        this(id, name, status, null);
    }
}
