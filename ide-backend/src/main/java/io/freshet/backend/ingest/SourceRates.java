package io.freshet.backend.ingest;

import com.fasterxml.jackson.databind.JsonNode;

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

    /** The sum over the answer's source-rate metrics; null when the answer holds none. */
    static Double sum(JsonNode aggregated) {
        Double total = null;
        for (JsonNode metric : aggregated) {
            if (isSourceRate(metric.path("id").asText("")) && metric.path("sum").isNumber()) {
                total = (total == null ? 0 : total) + metric.path("sum").asDouble();
            }
        }
        return total;
    }
}
