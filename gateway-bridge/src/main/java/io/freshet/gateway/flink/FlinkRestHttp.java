package io.freshet.gateway.flink;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.GatewayErrorText;
import io.freshet.gateway.client.RestExchange;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/** JSON over java.net.http against Flink's own REST API; every failure is a {@link GatewayException}. */
final class FlinkRestHttp {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final RestExchange rest;

    FlinkRestHttp(GatewayEndpoint endpoint, Duration requestTimeout) {
        this.rest = new RestExchange(endpoint, requestTimeout, "Flink's REST API");
    }

    URI baseUri() {
        return rest.baseUri();
    }

    /** The answer's JSON, or empty when Flink answers 404 (it does not know what the path names). */
    Optional<JsonNode> get(String path) {
        return send(rest.request(path).GET(), "GET", path);
    }

    Optional<JsonNode> patch(String path) {
        return send(rest.request(path).method("PATCH", HttpRequest.BodyPublishers.noBody()), "PATCH", path);
    }

    private Optional<JsonNode> send(HttpRequest.Builder builder, String method, String path) {
        HttpResponse<String> response = rest.send(builder, method, path);
        int status = response.statusCode();
        if (status == 404) {
            return Optional.empty();
        }
        if (status == 401 || status == 403) {
            throw rest.refused(response, method, path);
        }
        if (status >= 300) {
            throw new GatewayException(Kind.HTTP, "Flink's REST API answered HTTP " + status + " to " + method + " "
                    + RestExchange.pathOnly(path) + ": " + GatewayErrorText.userMessage(response.body()),
                    GatewayErrorText.fullText(response.body()), null);
        }
        try {
            return Optional.of(response.body().isBlank() ? JSON.createObjectNode() : JSON.readTree(response.body()));
        } catch (JsonProcessingException e) {
            throw new GatewayException(Kind.HTTP, "Flink's REST API sent an answer that is not JSON.",
                    response.body(), e);
        }
    }
}
