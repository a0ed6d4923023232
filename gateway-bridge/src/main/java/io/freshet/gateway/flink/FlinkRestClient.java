package io.freshet.gateway.flink;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.GatewayErrorText;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A small typed client of Flink's own REST API (the JobManager's, not the SQL Gateway's): the job list,
 * a job's checkpoint statistics, failure, subtask metrics and execution config, and cancelling a job. Thread-safe;
 * every failure is a {@link GatewayException}.
 * The embedded Flink wants its per-start secret: build it from {@code EmbeddedFlink.flinkRestEndpoint()}.
 */
public final class FlinkRestClient {

    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(10);
    private static final Pattern JOB_ID = Pattern.compile("[0-9a-f]{32}");

    private final FlinkRestHttp http;

    public FlinkRestClient(GatewayEndpoint endpoint) {
        this(endpoint, DEFAULT_REQUEST_TIMEOUT);
    }

    public FlinkRestClient(GatewayEndpoint endpoint, Duration requestTimeout) {
        this.http = new FlinkRestHttp(Objects.requireNonNull(endpoint, "endpoint"),
                Objects.requireNonNull(requestTimeout, "requestTimeout"));
    }

    public URI baseUri() {
        return http.baseUri();
    }

    /** Every job the cluster knows: running ones and those that ended within its job store's retention. */
    public List<FlinkJob> jobs() {
        JsonNode overview = http.get("/jobs/overview").orElseThrow(() -> new GatewayException(
                GatewayException.Kind.HTTP, "Flink's REST API at " + baseUri() + " has no job list.", "", null));
        List<FlinkJob> jobs = new ArrayList<>();
        for (JsonNode job : overview.path("jobs")) {
            jobs.add(new FlinkJob(job.path("jid").asText(), job.path("name").asText(""),
                    FlinkJobState.of(job.path("state").asText(null)), time(job.path("start-time")),
                    time(job.path("end-time"))));
        }
        return jobs;
    }

    /** The checkpoint statistics of a job; empty when Flink does not know the job. */
    public Optional<CheckpointStats> checkpoints(String jobId) {
        return http.get("/jobs/" + checked(jobId) + "/checkpoints").map(FlinkRestClient::checkpointStats);
    }

    /** The job's checkpoint interval and its latest checkpoint's duration; empty when Flink does not know the job. */
    public Optional<CheckpointCycle> checkpointCycle(String jobId) {
        return http.get("/jobs/" + checked(jobId) + "/checkpoints/config").flatMap(config -> {
            long interval = config.path("interval").asLong(-1);
            if (interval <= 0) {
                return Optional.empty();
            }
            JsonNode latest = http.get("/jobs/" + jobId + "/checkpoints").orElse(MissingNode.getInstance())
                    .path("latest").path("completed");
            long duration = latest.path("end_to_end_duration").asLong(-1);
            return Optional.of(new CheckpointCycle(Duration.ofMillis(interval),
                    duration >= 0 ? Duration.ofMillis(duration) : null));
        });
    }

    /** The completed checkpoints in the job's recent history (Flink keeps the latest 10), oldest first. */
    public List<CompletedCheckpoint> completedCheckpoints(String jobId) {
        List<CompletedCheckpoint> completed = new ArrayList<>();
        http.get("/jobs/" + checked(jobId) + "/checkpoints").ifPresent(stats -> stats.path("history").forEach(c -> {
            Instant triggered = time(c.path("trigger_timestamp"));
            Instant acknowledged = time(c.path("latest_ack_timestamp"));
            if ("COMPLETED".equals(c.path("status").asText()) && triggered != null && acknowledged != null) {
                completed.add(new CompletedCheckpoint(c.path("id").asLong(), triggered, acknowledged));
            }
        }));
        completed.sort(java.util.Comparator.comparingLong(CompletedCheckpoint::id));
        return completed;
    }

    /**
     * How often Flink restarted the job after a failure, e.g. a lost TaskManager (its {@code numRestarts} metric);
     * empty when Flink does not know the job or reports no such number.
     */
    public OptionalLong restarts(String jobId) {
        Optional<JsonNode> metrics = http.get("/jobs/" + checked(jobId) + "/metrics?get=numRestarts");
        for (JsonNode metric : metrics.orElse(MissingNode.getInstance())) {
            if (metric.path("id").asText("").equals("numRestarts")) {
                try {
                    return OptionalLong.of(Long.parseLong(metric.path("value").asText("").strip()));
                } catch (NumberFormatException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }

    /**
     * Why a job failed, as one line (the deepest cause's message of its latest exception, without class names);
     * empty when Flink does not know the job or recorded no exception.
     */
    public Optional<String> failure(String jobId) {
        return http.get("/jobs/" + checked(jobId) + "/exceptions").flatMap(exceptions -> {
            JsonNode entries = exceptions.path("exceptionHistory").path("entries");
            if (!entries.isArray() || entries.isEmpty()) {
                return Optional.empty();
            }
            JsonNode latest = entries.get(0);
            for (JsonNode entry : entries) {
                if (entry.path("timestamp").asLong() > latest.path("timestamp").asLong()) {
                    latest = entry;
                }
            }
            String stack = latest.path("stacktrace").asText("");
            return Optional.of(GatewayErrorText.rootCauseLine(stack.isBlank()
                    ? latest.path("exceptionName").asText("") : stack));
        });
    }

    /**
     * The metrics of a job's subtasks that {@code wanted} accepts, each summed over the subtasks of its vertex
     * ({@code /jobs/<id>/vertices/<vertex>/subtasks/metrics?get=...&agg=sum}), by metric id; empty when Flink does
     * not know the job. Operator metrics are named after their operator, so callers select them by pattern.
     */
    public Map<String, Double> subtaskMetricSums(String jobId, Predicate<String> wanted) {
        return subtaskMetrics(jobId, wanted, "sum", Double::sum);
    }

    /**
     * The same metrics, each the largest over the subtasks of its vertex (and over vertices), e.g. a lag where the
     * slowest subtask is what counts.
     */
    public Map<String, Double> subtaskMetricMax(String jobId, Predicate<String> wanted) {
        return subtaskMetrics(jobId, wanted, "max", Math::max);
    }

    private Map<String, Double> subtaskMetrics(String jobId, Predicate<String> wanted, String agg,
            java.util.function.BinaryOperator<Double> merge) {
        Map<String, Double> values = new TreeMap<>();
        Optional<JsonNode> job = http.get("/jobs/" + checked(jobId));
        for (JsonNode vertex : job.map(j -> j.path("vertices")).orElse(MissingNode.getInstance())) {
            String path = "/jobs/" + jobId + "/vertices/" + vertexId(vertex) + "/subtasks/metrics";
            List<String> ids = new ArrayList<>();
            http.get(path).ifPresent(all -> all.forEach(m -> {
                String id = m.path("id").asText("");
                if (wanted.test(id)) {
                    ids.add(id);
                }
            }));
            if (ids.isEmpty()) {
                continue;
            }
            String get = URLEncoder.encode(String.join(",", ids), StandardCharsets.UTF_8);
            http.get(path + "?agg=" + agg + "&get=" + get).ifPresent(found -> found.forEach(m -> {
                if (ids.contains(m.path("id").asText()) && m.path(agg).isNumber()) {
                    values.merge(m.path("id").asText(), m.path(agg).asDouble(), merge);
                }
            }));
        }
        return values;
    }

    /**
     * The descriptions of the job's plan nodes ({@code /jobs/<id>/plan}), one line each: the operators with their
     * filters and literals, e.g. which partition a refresh job writes; empty when Flink does not know the job.
     */
    public Optional<List<String>> planDescriptions(String jobId) {
        return http.get("/jobs/" + checked(jobId) + "/plan").map(plan -> {
            List<String> descriptions = new ArrayList<>();
            plan.path("plan").path("nodes").forEach(node -> descriptions.add(node.path("description").asText("")));
            return descriptions;
        });
    }

    /** The parallelism and job parameters the job runs with; empty when Flink does not know the job. */
    public Optional<JobExecutionConfig> executionConfig(String jobId) {
        return http.get("/jobs/" + checked(jobId) + "/config").map(config -> {
            JsonNode execution = config.path("execution-config");
            Map<String, String> parameters = new TreeMap<>();
            execution.path("user-config").fields()
                    .forEachRemaining(parameter -> parameters.put(parameter.getKey(), parameter.getValue().asText()));
            return new JobExecutionConfig(execution.path("job-parallelism").asInt(1), parameters);
        });
    }

    /** Cancels a job (no savepoint); returns false when Flink does not know the job. */
    public boolean cancel(String jobId) {
        return http.patch("/jobs/" + checked(jobId) + "?mode=cancel").isPresent();
    }

    private static CheckpointStats checkpointStats(JsonNode stats) {
        JsonNode counts = stats.path("counts");
        JsonNode completed = stats.path("latest").path("completed");
        JsonNode failed = stats.path("latest").path("failed");
        String failure = failed.path("failure_message").asText(null);
        return new CheckpointStats(counts.path("completed").asLong(), counts.path("failed").asLong(),
                counts.path("in_progress").asLong(), time(completed.path("latest_ack_timestamp")),
                time(failed.path("failure_timestamp")), failed.isObject() ? failure : null);
    }

    /** Flink writes epoch milliseconds, and -1 or 0 (or nothing) for "not yet". */
    private static Instant time(JsonNode millis) {
        long value = millis.asLong(-1);
        return value > 0 ? Instant.ofEpochMilli(value) : null;
    }

    /** A vertex id goes into a path: like a job id, 32 hex digits. */
    private static String vertexId(JsonNode vertex) {
        String id = vertex.path("id").asText("");
        if (!JOB_ID.matcher(id).matches()) {
            throw new GatewayException(GatewayException.Kind.HTTP, "Flink's REST API named a job vertex " + id
                    + ", not an id.", "", null);
        }
        return id;
    }

    /** A job id goes into a path: only Flink's 32 hex digits are accepted. */
    private static String checked(String jobId) {
        if (jobId == null || !JOB_ID.matcher(jobId).matches()) {
            throw new IllegalArgumentException("Not a Flink job id: " + jobId);
        }
        return jobId;
    }
}
