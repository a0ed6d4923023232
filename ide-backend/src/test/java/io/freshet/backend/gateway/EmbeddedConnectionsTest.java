package io.freshet.backend.gateway;

import io.freshet.backend.config.FreshetProperties;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The embedded Flink reaches a configured S3 endpoint even when it runs on this machine. */
class EmbeddedConnectionsTest {

    @Test
    void theS3EndpointJoinsTheConfiguredHosts() {
        assertThat(EmbeddedConnections.allowedHosts("", new FreshetProperties.S3("http://127.0.0.1:9000", true)))
                .isEqualTo("127.0.0.1:9000");
        assertThat(EmbeddedConnections.allowedHosts("kafka:9092", new FreshetProperties.S3("https://minio", null)))
                .isEqualTo("kafka:9092,minio:443");
        assertThat(EmbeddedConnections.allowedHosts(null, new FreshetProperties.S3("http://[::1]/", null)))
                .isEqualTo("[::1]:80");
    }

    @Test
    void withoutAnEndpointTheListStaysAsConfigured() {
        assertThat(EmbeddedConnections.allowedHosts(" kafka:9092 ", new FreshetProperties.S3(null, null)))
                .isEqualTo("kafka:9092");
        assertThat(EmbeddedConnections.allowedHosts(null, null)).isEmpty();
    }
}
