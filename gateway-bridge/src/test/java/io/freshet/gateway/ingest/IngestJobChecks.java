package io.freshet.gateway.ingest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.testing.Poll;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** What the ingestion Flink's own REST API and checkpoint folder say about a CDC job. */
final class IngestJobChecks {

    private IngestJobChecks() {
    }

    /** The savepoint or checkpoint the job was restored from ({@code GET /jobs/{id}/checkpoints}), if any yet. */
    static Optional<JsonNode> restoredFrom(IngestFlink flink, String job) {
        JsonNode restored = Poll.until(Duration.ofSeconds(30),
                () -> flinkRest(flink, "/jobs/" + job + "/checkpoints").path("latest").path("restored"),
                node -> node.hasNonNull("external_path"));
        return Optional.ofNullable(restored).filter(node -> node.hasNonNull("external_path"));
    }

    /** The failures (each one a restart) in the job's exception history. */
    static List<String> failuresOf(IngestFlink flink, String job) {
        List<String> failures = new ArrayList<>();
        flinkRest(flink, "/jobs/" + job + "/exceptions").path("exceptionHistory").path("entries")
                .forEach(entry -> failures.add(entry.path("exceptionName").asText()));
        return failures;
    }

    /** The checkpoints kept after the job ended, to resume from without a savepoint. */
    static List<Path> retainedCheckpoints(IngestFlink flink, String job) throws Exception {
        try (Stream<Path> files = Files.list(flink.layout().checkpoints().resolve(job))) {
            return files.filter(dir -> dir.getFileName().toString().startsWith("chk-")).toList();
        }
    }

    private static JsonNode flinkRest(IngestFlink flink, String path) {
        GatewayEndpoint rest = flink.flinkRestEndpoint();
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(rest.uri() + path));
        rest.authorization().ifPresent(value -> request.header("Authorization", value));
        try {
            HttpResponse<String> answer = HttpClient.newHttpClient().send(request.build(),
                    HttpResponse.BodyHandlers.ofString());
            return new ObjectMapper().readTree(answer.body());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
