package io.freshet.gateway.flink;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One job of Flink's job list ({@code GET /jobs/overview}).
 *
 * @param startTime when it was submitted
 * @param endTime   when it ended, null while it has not
 */
public record FlinkJob(String id, String name, FlinkJobState state, Instant startTime, Instant endTime) {

    public FlinkJob {
        Objects.requireNonNull(id, "id");
        name = name == null ? "" : name;
        Objects.requireNonNull(state, "state");
    }

    /** Which materialized table this job refreshes and how, when it is one of Flink's refresh jobs. */
    public Optional<RefreshJobName> refresh() {
        return RefreshJobName.parse(name);
    }
}
