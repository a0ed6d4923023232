package io.freshet.gateway.jobs;

import java.util.Objects;

/**
 * One job as SHOW JOBS lists it.
 *
 * @param status Flink's job status as text, e.g. RUNNING, FINISHED, FAILED, CANCELED
 */
public record ListedJob(String id, String name, String status) {

    public ListedJob {
        Objects.requireNonNull(id, "id");
    }
}
