package io.freshet.gateway.client;

import org.junit.jupiter.api.Test;

import java.net.URI;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A gateway endpoint carries its token as a bearer header and never prints it. */
class GatewayEndpointTest {

    private static final URI GATEWAY = URI.create("http://127.0.0.1:8083");

    @Test
    void aTokenBecomesABearerHeaderAndStaysOutOfToString() {
        GatewayEndpoint endpoint = new GatewayEndpoint(GATEWAY, " abc-123 ");

        assertThat(endpoint.authorization()).contains("Bearer abc-123");
        assertThat(endpoint.toString()).isEqualTo("http://127.0.0.1:8083 (with a token)").doesNotContain("abc-123");
    }

    @Test
    void aBlankTokenMeansNone() {
        assertThat(new GatewayEndpoint(GATEWAY, "  ").authorization()).isEmpty();
        assertThat(GatewayEndpoint.of(GATEWAY).toString()).isEqualTo("http://127.0.0.1:8083");
    }

    @Test
    void aTokenThatCouldBreakTheHeaderIsRejected() {
        assertThatThrownBy(() -> new GatewayEndpoint(GATEWAY, "abc\r\nX-Evil: 1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("abc");
    }
}
