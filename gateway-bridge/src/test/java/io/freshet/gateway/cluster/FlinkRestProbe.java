package io.freshet.gateway.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads what the tests need from the JobManager's REST API: jobs, where their tasks run, restart counts. */
final class FlinkRestProbe {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    FlinkRestProbe(URI base) {
        this.base = base;
    }

    JsonNode get(String path) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve(path))
                    .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The id of the newest job whose name contains the text and that is in the given state. */
    Optional<String> job(String nameContains, String state) {
        JsonNode newest = null;
        for (JsonNode job : get("/v1/jobs/overview").path("jobs")) {
            if (job.path("name").asText().contains(nameContains) && job.path("state").asText().equals(state)
                    && (newest == null || job.path("start-time").asLong() > newest.path("start-time").asLong())) {
                newest = job;
            }
        }
        return Optional.ofNullable(newest).map(job -> job.path("jid").asText());
    }

    /** Jobs whose name contains the text, started after the given epoch millis. */
    List<String> jobsStartedAfter(String nameContains, long epochMillis) {
        List<String> ids = new ArrayList<>();
        for (JsonNode job : get("/v1/jobs/overview").path("jobs")) {
            if (job.path("name").asText().contains(nameContains) && job.path("start-time").asLong() > epochMillis) {
                ids.add(job.path("jid").asText());
            }
        }
        return ids;
    }

    String state(String jobId) {
        return get("/v1/jobs/" + jobId).path("state").asText();
    }

    /** The resource ids (the process names) of the TaskManagers running the job's running tasks. */
    List<String> taskManagersOf(String jobId) {
        List<String> names = new ArrayList<>();
        for (JsonNode vertex : get("/v1/jobs/" + jobId).path("vertices")) {
            for (JsonNode tm : get("/v1/jobs/" + jobId + "/vertices/" + vertex.path("id").asText() + "/taskmanagers")
                    .path("taskmanagers")) {
                if (tm.path("status").asText().equals("RUNNING")) {
                    names.add(tm.path("taskmanager-id").asText());
                }
            }
        }
        return names.stream().distinct().toList();
    }

    /** Flink's numRestarts job metric. */
    long restarts(String jobId) {
        for (JsonNode metric : get("/v1/jobs/" + jobId + "/metrics?get=numRestarts")) {
            return metric.path("value").asLong();
        }
        return -1;
    }
}
