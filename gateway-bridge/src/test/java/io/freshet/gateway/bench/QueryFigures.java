package io.freshet.gateway.bench;

import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Percentiles, a child JVM's CPU time and Flink's own view of the batch jobs, for {@link ConcurrentQueryBenchmark}. */
final class QueryFigures {

    /** Linux's USER_HZ: /proc reports CPU time in these ticks. */
    private static final double TICKS_PER_SECOND = 100.0;

    private QueryFigures() {
    }

    /** The nearest-rank percentile: with ten values, p95 is the largest. */
    static double percentile(List<Long> values, double quantile) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int rank = (int) Math.ceil(quantile * sorted.size());
        return sorted.get(Math.max(0, Math.min(sorted.size(), rank) - 1));
    }

    /** User plus system CPU seconds of a process so far, from /proc; NaN where there is none (macOS). */
    static double childCpuSeconds(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // the command name in parentheses may hold spaces: count fields after its closing parenthesis
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /**
     * How long Flink itself took for the finished jobs submitted between {@code from} and {@code to}, from submission
     * to end, next to what the client waited: the rest is planning in the gateway and fetching results.
     */
    static String batchJobs(List<FlinkJob> jobs, Instant from, Instant to) {
        List<Long> millis = jobs.stream()
                .filter(j -> j.state() == FlinkJobState.FINISHED && j.startTime() != null && j.endTime() != null)
                .filter(j -> j.startTime().isAfter(from) && j.startTime().isBefore(to))
                .map(j -> Duration.between(j.startTime(), j.endTime()).toMillis())
                .toList();
        if (millis.isEmpty()) {
            return "none finished";
        }
        return String.format("%d finished, submission to end p50 %.0f ms, p95 %.0f ms, max %.0f ms", millis.size(),
                percentile(millis, 0.5), percentile(millis, 0.95), percentile(millis, 1.0));
    }
}
