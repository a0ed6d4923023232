package io.freshet.backend.ingest.ingestions;

import java.util.Map;

/**
 * Reads the rows per second an ingestion's sources emit from Flink's aggregated subtask metrics
 * ({@code /jobs/<id>/vertices/<vertex>/subtasks/metrics?get=...&agg=sum}): the operator metrics of the source
 * operators ({@code Source__src_<table>....numRecordsOutPerSecond}), summed over subtasks and sources.
 */
final class SourceRates {

    private SourceRates() {
    }

    /** True for the metric ids whose values {@link #sum} adds up. */
    static boolean isSourceRate(String metricId) {
        return metricId.startsWith("Source__") && metricId.endsWith(".numRecordsOutPerSecond");
    }

    /** The sum of the source-rate metrics among the subtask sums, by metric id; null when there is none. */
    static Double sum(Map<String, Double> subtaskSums) {
        Double total = null;
        for (Map.Entry<String, Double> metric : subtaskSums.entrySet()) {
            if (isSourceRate(metric.getKey()) && metric.getValue() != null) {
                total = (total == null ? 0 : total) + metric.getValue();
            }
        }
        return total;
    }

    /** True for the sources' event time lag (FLIP-33 {@code currentEmitEventTimeLag}, milliseconds). */
    static boolean isEmitLag(String metricId) {
        return metricId.startsWith("Source__") && metricId.endsWith(".currentEmitEventTimeLag");
    }

    /** The largest emit lag among the metrics, in seconds; null when there is none. */
    static Double lagSeconds(Map<String, Double> subtaskMax) {
        return subtaskMax.entrySet().stream().filter(m -> isEmitLag(m.getKey()) && m.getValue() != null)
                .map(m -> Math.max(0, m.getValue()) / 1000.0).max(Double::compare).orElse(null);
    }
}
