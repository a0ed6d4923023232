package io.freshet.gateway.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.script.TextRange;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.GatewayException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Function;
import java.util.function.Supplier;

/** JSON over java.net.http against the gateway, with every failure mapped to a {@link GatewayException}. */
final class GatewayHttp {

    /** Floats as BigDecimal so DECIMAL values keep every digit; DOUBLE columns are converted back later. */
    static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private final RestExchange rest;
    private final RestApiVersion version = new RestApiVersion();

    GatewayHttp(Supplier<GatewayEndpoint> endpoint, Duration requestTimeout) {
        this.rest = new RestExchange(endpoint, requestTimeout, "the Flink SQL Gateway");
    }

    URI baseUri() {
        return rest.baseUri();
    }

    /** The REST API version prefix in use, e.g. {@code /v4}, or {@code /v3} against a Flink 1.20 gateway. */
    String apiPrefix() {
        return version.prefix();
    }

    JsonNode get(String path, Kind errorKind) {
        return send(p -> rest.request(p).GET(), "GET", path, errorKind);
    }

    JsonNode post(String path, Object body, Kind errorKind) {
        String json = toJson(body);
        return send(p -> rest.request(p).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)),
                "POST", path, errorKind);
    }

    /** A GET with a JSON body: the gateway's complete-statement endpoint wants one. */
    JsonNode getWithBody(String path, Object body, Kind errorKind) {
        String json = toJson(body);
        return send(p -> rest.request(p).header("Content-Type", "application/json")
                .method("GET", HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)),
                "GET", path, errorKind);
    }

    JsonNode delete(String path, Kind errorKind) {
        return send(p -> rest.request(p).DELETE(), "DELETE", path, errorKind);
    }


    private JsonNode send(Function<String, HttpRequest.Builder> builder, String method, String requested,
            Kind errorKind) {
        String path = version.apply(requested);
        HttpResponse<String> response = rest.send(builder.apply(path), method, path);
        if (response.statusCode() == 404 && version.worthNegotiating(requested) && negotiated()) {
            path = version.apply(requested);
            response = rest.send(builder.apply(path), method, path);
        }
        if (response.statusCode() == 401 || response.statusCode() == 403) {
            throw rest.refused(response, method, path);
        }
        if (response.statusCode() >= 300) {
            throw httpError(response, method, path, errorKind);
        }
        try {
            return response.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(response.body());
        } catch (JsonProcessingException e) {
            throw new GatewayException(Kind.HTTP, "The Flink SQL Gateway sent an answer that is not JSON.",
                    response.body(), e);
        }
    }

    /** Asks the gateway which API versions it serves; true when the prefix changed and a retry may succeed. */
    private boolean negotiated() {
        HttpResponse<String> answer = rest.send(rest.request(RestApiVersion.VERSIONS_PATH).GET(), "GET",
                RestApiVersion.VERSIONS_PATH);
        try {
            return version.adopt(answer.statusCode() == 200 ? JSON.readTree(answer.body()) : JSON.createObjectNode());
        } catch (JsonProcessingException e) {
            return version.adopt(JSON.createObjectNode());
        }
    }


    private static GatewayException httpError(HttpResponse<String> response, String method, String path,
            Kind errorKind) {
        String cause = GatewayErrorText.userMessage(response.body());
        String details = GatewayErrorText.fullText(response.body());
        if (errorKind == Kind.STATEMENT) {
            return new GatewayException(Kind.STATEMENT, cause, details,
                    TextRange.find(cause).orElse(null), null);
        }
        return new GatewayException(Kind.HTTP, "The Flink SQL Gateway answered HTTP " + response.statusCode()
                + " to " + method + " " + RestExchange.pathOnly(path) + ": " + cause, details, null);
    }



    private static String toJson(Object body) {
        try {
            return JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Cannot write the request body as JSON", e);
        }
    }
}
