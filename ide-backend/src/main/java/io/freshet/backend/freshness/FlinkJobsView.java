package io.freshet.backend.freshness;

import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.RefreshJobName;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What Freshet last saw in Flink: its job list and the checkpoint statistics of the running continuous refresh
 * jobs. When Flink could not be asked, {@code problem} says why and the maps are empty.
 *
 * @param readAt      when the job list was read; null when it never was
 * @param jobs        job id to job
 * @param checkpoints job id to its latest checkpoint read (running continuous refresh jobs only)
 * @param refreshes   table ({@code catalog.database.table}) to its refresh jobs in Flink's list, oldest first
 */
public record FlinkJobsView(Instant readAt, String problem, Map<String, FlinkJob> jobs,
                            Map<String, CheckpointReading> checkpoints, Map<String, List<FlinkJob>> refreshes) {

    public FlinkJobsView {
        jobs = Map.copyOf(jobs);
        checkpoints = Map.copyOf(checkpoints);
        refreshes = Map.copyOf(refreshes);
    }

    /** Flink could not be asked, for the reason given. */
    public static FlinkJobsView unknown(String why, Instant at) {
        return new FlinkJobsView(at, why, Map.of(), Map.of(), Map.of());
    }

    /** A read of the job list, with the checkpoint reads so far. */
    public static FlinkJobsView of(Instant readAt, Collection<FlinkJob> jobs, Map<String, CheckpointReading> checkpoints) {
        Map<String, FlinkJob> byId = new TreeMap<>();
        Map<String, List<FlinkJob>> refreshes = new TreeMap<>();
        for (FlinkJob job : jobs) {
            byId.put(job.id(), job);
            job.refresh().map(RefreshJobName::table).ifPresent(table ->
                    refreshes.computeIfAbsent(table.toString(), t -> new ArrayList<>()).add(job));
        }
        refreshes.replaceAll((table, list) -> list.stream().sorted(Comparator.comparing(FlinkJob::startTime,
                Comparator.nullsFirst(Comparator.naturalOrder()))).toList());
        return new FlinkJobsView(readAt, null, byId, checkpoints, refreshes);
    }

    public boolean known() {
        return problem == null && readAt != null;
    }

    public Optional<FlinkJob> job(String id) {
        return Optional.ofNullable(jobs.get(id));
    }

    public Optional<CheckpointReading> checkpoints(String jobId) {
        return Optional.ofNullable(checkpoints.get(jobId));
    }

    /** The refresh jobs of one table that Flink still lists, oldest first. */
    public List<FlinkJob> refreshesOf(String table) {
        return refreshes.getOrDefault(table, List.of());
    }
}
