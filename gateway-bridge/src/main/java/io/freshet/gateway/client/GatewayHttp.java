package io.freshet.gateway.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.script.TextRange;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Function;

/** JSON over java.net.http against the gateway, with every failure mapped to a {@link GatewayException}. */
final class GatewayHttp {

    /** Floats as BigDecimal so DECIMAL values keep every digit; DOUBLE columns are converted back later. */
    static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /**
     * One client for all: each HttpClient owns a selector thread, and callers create a GatewayClient
     * per probe. HTTP/1.1 because the default h2c upgrade attempt buys nothing against Flink's REST server.
     */
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final URI baseUri;
    private final String authorization;
    private final Duration requestTimeout;
    private final RestApiVersion version = new RestApiVersion();

    GatewayHttp(GatewayEndpoint endpoint, Duration requestTimeout) {
        this.baseUri = endpoint.uri();
        this.authorization = endpoint.authorization().orElse(null);
        this.requestTimeout = requestTimeout;
    }

    URI baseUri() {
        return baseUri;
    }

    /** The REST API version prefix in use, e.g. {@code /v4}, or {@code /v3} against a Flink 1.20 gateway. */
    String apiPrefix() {
        return version.prefix();
    }

    JsonNode get(String path, Kind errorKind) {
        return send(p -> request(p).GET(), "GET", path, errorKind);
    }

    JsonNode post(String path, Object body, Kind errorKind) {
        String json = toJson(body);
        return send(p -> request(p).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)),
                "POST", path, errorKind);
    }

    /** A GET with a JSON body: the gateway's complete-statement endpoint wants one. */
    JsonNode getWithBody(String path, Object body, Kind errorKind) {
        String json = toJson(body);
        return send(p -> request(p).header("Content-Type", "application/json")
                .method("GET", HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)),
                "GET", path, errorKind);
    }

    JsonNode delete(String path, Kind errorKind) {
        return send(p -> request(p).DELETE(), "DELETE", path, errorKind);
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(baseUri.resolve(path)).timeout(requestTimeout)
                .header("Accept", "application/json");
        return authorization == null ? builder : builder.header("Authorization", authorization);
    }

    private JsonNode send(Function<String, HttpRequest.Builder> builder, String method, String requested,
            Kind errorKind) {
        String path = version.apply(requested);
        HttpResponse<String> response = exchange(builder.apply(path), method, path);
        if (response.statusCode() == 404 && version.worthNegotiating(requested) && negotiated()) {
            path = version.apply(requested);
            response = exchange(builder.apply(path), method, path);
        }
        if (response.statusCode() == 401 || response.statusCode() == 403) {
            throw refused(response, method, path);
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
        HttpResponse<String> answer = exchange(request(RestApiVersion.VERSIONS_PATH).GET(), "GET",
                RestApiVersion.VERSIONS_PATH);
        try {
            return version.adopt(answer.statusCode() == 200 ? JSON.readTree(answer.body()) : JSON.createObjectNode());
        } catch (JsonProcessingException e) {
            return version.adopt(JSON.createObjectNode());
        }
    }

    private HttpResponse<String> exchange(HttpRequest.Builder builder, String method, String path) {
        try {
            return HTTP.send(builder.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (HttpConnectTimeoutException | ConnectException e) {
            throw unreachable("Cannot reach the Flink SQL Gateway at " + baseUri + ".", e);
        } catch (HttpTimeoutException e) {
            throw new GatewayException(Kind.TIMEOUT, "The Flink SQL Gateway at " + baseUri
                    + " did not answer " + method + " " + pathOnly(path) + " within "
                    + requestTimeout.toSeconds() + " s.", "", e);
        } catch (IOException e) {
            throw unreachable("Lost the connection to the Flink SQL Gateway at " + baseUri + ".", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GatewayException(Kind.TIMEOUT, "Interrupted while waiting for the Flink SQL Gateway.", "", e);
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
                + " to " + method + " " + pathOnly(path) + ": " + cause, details, null);
    }

    /** A lock in front of the gateway (the embedded Flink's, or a reverse proxy's) said no: never a statement error. */
    private GatewayException refused(HttpResponse<String> response, String method, String path) {
        return new GatewayException(Kind.HTTP, "The Flink SQL Gateway at " + baseUri + " refused " + method + " "
                + pathOnly(path) + " (HTTP " + response.statusCode() + "): "
                + (authorization == null ? "it wants a token and none is configured."
                        : "it does not accept the configured token."),
                GatewayErrorText.fullText(response.body()), null);
    }

    private static GatewayException unreachable(String message, Exception e) {
        String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new GatewayException(Kind.UNREACHABLE, message + " Is it running?", reason, e);
    }

    private static String pathOnly(String path) {
        int query = path.indexOf('?');
        return query < 0 ? path : path.substring(0, query);
    }

    private static String toJson(Object body) {
        try {
            return JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Cannot write the request body as JSON", e);
        }
    }
}
