package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.gateway.GatewayException.Kind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The operation and session endpoints that are one request each: status, cancel, close, completion, config. */
final class GatewayOperations {

    private final GatewayHttp http;

    GatewayOperations(GatewayHttp http) {
        this.http = http;
    }

    OperationStatus status(OperationHandle operation) {
        return statusOf(http.get(operation.path() + "/status", Kind.HTTP));
    }

    OperationStatus cancel(OperationHandle operation) {
        return statusOf(http.post(operation.path() + "/cancel", Map.of(), Kind.HTTP));
    }

    OperationStatus close(OperationHandle operation) {
        return statusOf(http.delete(operation.path() + "/close", Kind.HTTP));
    }

    /** {@code GET .../complete-statement} with a JSON body; position is the 0-based cursor offset. */
    List<String> complete(SessionHandle session, String statement, int position) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("statement", statement);
        body.put("position", position);
        JsonNode answer = http.getWithBody(sessionPath(session) + "/complete-statement", body, Kind.HTTP);
        List<String> candidates = new ArrayList<>();
        answer.path("candidates").forEach(candidate -> candidates.add(candidate.asText()));
        return candidates;
    }

    /** The session's effective configuration ({@code GET /sessions/{s}}). */
    Map<String, String> sessionConfig(SessionHandle session) {
        Map<String, String> config = new LinkedHashMap<>();
        http.get(sessionPath(session), Kind.HTTP).path("properties").fields()
                .forEachRemaining(entry -> config.put(entry.getKey(), entry.getValue().asText()));
        return config;
    }

    static String sessionPath(SessionHandle session) {
        return "/v4/sessions/" + session.id();
    }

    private static OperationStatus statusOf(JsonNode answer) {
        return OperationStatus.fromGateway(answer.path("status").asText(null));
    }
}
