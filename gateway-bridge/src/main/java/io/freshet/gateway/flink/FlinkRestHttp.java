package io.freshet.gateway.flink;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.GatewayErrorText;

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
import java.util.Optional;

/** JSON over java.net.http against Flink's own REST API; every failure is a {@link GatewayException}. */
final class FlinkRestHttp {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** One selector thread for all clients; HTTP/1.1 as Flink's REST server speaks no h2c. */
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final URI baseUri;
    private final String authorization;
    private final Duration requestTimeout;

    FlinkRestHttp(GatewayEndpoint endpoint, Duration requestTimeout) {
        this.baseUri = endpoint.uri();
        this.authorization = endpoint.authorization().orElse(null);
        this.requestTimeout = requestTimeout;
    }

    URI baseUri() {
        return baseUri;
    }

    /** The answer's JSON, or empty when Flink answers 404 (it does not know what the path names). */
    Optional<JsonNode> get(String path) {
        return send(request(path).GET(), "GET", path);
    }

    Optional<JsonNode> patch(String path) {
        return send(request(path).method("PATCH", HttpRequest.BodyPublishers.noBody()), "PATCH", path);
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(baseUri.resolve(path)).timeout(requestTimeout)
                .header("Accept", "application/json");
        return authorization == null ? builder : builder.header("Authorization", authorization);
    }

    private Optional<JsonNode> send(HttpRequest.Builder builder, String method, String path) {
        HttpResponse<String> response;
        try {
            response = HTTP.send(builder.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (HttpConnectTimeoutException | ConnectException e) {
            throw new GatewayException(Kind.UNREACHABLE, "Cannot reach Flink's REST API at " + baseUri
                    + ". Is Flink running?", String.valueOf(e.getMessage()), e);
        } catch (HttpTimeoutException e) {
            throw new GatewayException(Kind.TIMEOUT, "Flink's REST API at " + baseUri + " did not answer " + method
                    + " " + pathOnly(path) + " within " + requestTimeout.toSeconds() + " s.", "", e);
        } catch (IOException e) {
            throw new GatewayException(Kind.UNREACHABLE, "Lost the connection to Flink's REST API at " + baseUri
                    + ".", String.valueOf(e.getMessage()), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GatewayException(Kind.TIMEOUT, "Interrupted while waiting for Flink's REST API.", "", e);
        }
        int status = response.statusCode();
        if (status == 404) {
            return Optional.empty();
        }
        if (status == 401 || status == 403) {
            throw new GatewayException(Kind.HTTP, "Flink's REST API at " + baseUri + " refused " + method + " "
                    + pathOnly(path) + " (HTTP " + status + "): " + (authorization == null
                    ? "it wants a token and none is configured." : "it does not accept the configured token."),
                    GatewayErrorText.fullText(response.body()), null);
        }
        if (status >= 300) {
            throw new GatewayException(Kind.HTTP, "Flink's REST API answered HTTP " + status + " to " + method + " "
                    + pathOnly(path) + ": " + GatewayErrorText.userMessage(response.body()),
                    GatewayErrorText.fullText(response.body()), null);
        }
        try {
            return Optional.of(response.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(response.body()));
        } catch (JsonProcessingException e) {
            throw new GatewayException(Kind.HTTP, "Flink's REST API sent an answer that is not JSON.",
                    response.body(), e);
        }
    }

    private static String pathOnly(String path) {
        int query = path.indexOf('?');
        return query < 0 ? path : path.substring(0, query);
    }
}
