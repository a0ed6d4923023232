package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The client speaks v4, and falls back to the newest version a Flink 1.20 gateway lists after a 404 on v4. */
class GatewayApiVersionTest {

    private final FakeGateway gateway = startFake();

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @Test
    void aFlink120GatewayIsSpokenToInV3AfterOneQuestion() {
        gateway.on("GET /api_versions", "{\"versions\":[\"V1\",\"V2\",\"V3\"]}")
                .on("GET /v3/info", "{\"productName\":\"Apache Flink\",\"version\":\"1.20.3\"}")
                .on("POST /v3/sessions", "{\"sessionHandle\":\"s1\"}")
                .on("DELETE /v3/sessions/s1", "{\"status\":\"CLOSED\"}");
        GatewayClient client = new GatewayClient(gateway.uri());

        assertThat(client.info().version()).isEqualTo("1.20.3");
        client.closeSession(client.openSession(Map.of()));

        assertThat(client.apiPrefix()).isEqualTo("/v3");
        assertThat(gateway.requests()).containsExactly("GET /v4/info", "GET /api_versions", "GET /v3/info",
                "POST /v3/sessions {\"properties\":{}}", "DELETE /v3/sessions/s1");
    }

    @Test
    void aFlink2GatewayNeverHearsTheQuestion() {
        gateway.on("GET /v4/info", "{\"productName\":\"Apache Flink\",\"version\":\"2.0.0\"}");
        GatewayClient client = new GatewayClient(gateway.uri());

        client.info();
        client.info();

        assertThat(client.apiPrefix()).isEqualTo("/v4");
        assertThat(gateway.requests()).containsExactly("GET /v4/info", "GET /v4/info");
    }

    @Test
    void aGenuine404OnAV4GatewayStaysAnErrorAndIsAskedAboutOnce() {
        gateway.on("GET /api_versions", "{\"versions\":[\"V1\",\"V2\",\"V3\",\"V4\"]}");
        GatewayClient client = new GatewayClient(gateway.uri());

        GatewayException first = catchThrowableOfType(GatewayException.class, client::info);
        catchThrowableOfType(GatewayException.class, client::info);

        assertThat(first.userMessage()).contains("HTTP 404").contains("GET /v4/info");
        assertThat(client.apiPrefix()).isEqualTo("/v4");
        assertThat(gateway.requests()).containsExactly("GET /v4/info", "GET /api_versions", "GET /v4/info");
    }

    @Test
    void versionsThisClientDoesNotKnowAreIgnored() {
        gateway.on("GET /api_versions", "{\"versions\":[\"V2\",\"V9\"]}")
                .on("GET /v2/info", "{\"productName\":\"Apache Flink\",\"version\":\"1.17.2\"}");

        GatewayClient client = new GatewayClient(gateway.uri());

        assertThat(client.info().version()).isEqualTo("1.17.2");
        assertThat(client.apiPrefix()).isEqualTo("/v2");
    }

    private static FakeGateway startFake() {
        try {
            return new FakeGateway();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
