package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** A client built from an endpoint with a token sends it on every request; one without sends none. */
class GatewayClientTokenTest {

    private FakeGateway gateway;

    @BeforeEach
    void startFake() throws Exception {
        gateway = new FakeGateway()
                .on("GET /v4/info", "{\"productName\":\"Apache Flink\",\"version\":\"2.0.0\"}")
                .on("POST /v4/sessions", "{\"sessionHandle\":\"s1\"}")
                .on("DELETE /v4/sessions/s1", "{\"status\":\"CLOSED\"}");
    }

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @Test
    void everyRequestCarriesTheToken() {
        GatewayClient client = new GatewayClient(new GatewayEndpoint(gateway.uri(), "per-start-secret"));

        client.info();
        client.closeSession(client.openSession(Map.of()));

        assertThat(gateway.authorizations()).hasSize(3).containsOnly("Bearer per-start-secret");
    }

    @Test
    void noTokenMeansNoAuthorizationHeader() {
        new GatewayClient(gateway.uri()).info();

        assertThat(gateway.authorizations()).containsExactly("");
    }

    @Test
    void aRefusalByALockSaysSoInsteadOfLookingLikeAGatewayError() {
        gateway.on("GET /v4/info", body -> new FakeGateway.Answer(401, "{\"errors\":[\"lacks its per-start secret\"]}"));

        GatewayException withoutToken = catchThrowableOfType(GatewayException.class,
                () -> new GatewayClient(gateway.uri()).info());
        GatewayException wrongToken = catchThrowableOfType(GatewayException.class,
                () -> new GatewayClient(new GatewayEndpoint(gateway.uri(), "stale")).info());

        assertThat(withoutToken.kind()).isEqualTo(GatewayException.Kind.HTTP);
        assertThat(withoutToken.userMessage()).isEqualTo("The Flink SQL Gateway at " + gateway.uri()
                + " refused GET /v4/info (HTTP 401): it wants a token and none is configured.");
        assertThat(withoutToken.details()).isEqualTo("lacks its per-start secret");
        assertThat(wrongToken.userMessage()).endsWith("it does not accept the configured token.")
                .doesNotContain("stale");
    }
}
