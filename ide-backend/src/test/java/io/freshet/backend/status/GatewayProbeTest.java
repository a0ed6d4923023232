package io.freshet.backend.status;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.ui.status.ComponentStatus;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The status check never waits for a reconnect to an external gateway: that runs on its own thread. */
class GatewayProbeTest {

    @TempDir
    Path home;

    @Test
    void retryingAnExternalGatewayThatNeverAnswersDoesNotHoldTheStatusCheck() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        FreshetProperties props = new FreshetProperties(home, new FreshetProperties.Gateway("http://127.0.0.1:" + port),
                null, new FreshetProperties.Catalog("lakehouse", home.resolve("warehouse").toString()));
        GatewayConnection connection = new GatewayConnection(props, new CatalogBootstrap(props));
        connection.connect();
        assertThat(connection.snapshot().state()).isEqualTo(GatewayState.FAILED);

        // the host now accepts connections but never answers, like one that silently drops requests
        try (ServerSocket silent = new ServerSocket(port, 50, InetAddress.getLoopbackAddress())) {
            ComponentStatus status = new GatewayProbe(connection).check();

            assertThat(status.health()).isNotEqualTo(ComponentStatus.Health.UP);
            // had the check reconnected on its own thread, it would have come back only after the
            // request timeout (30 s), with the attempt over and the state FAILED again
            assertThat(awaitState(connection, GatewayState.STARTING)).isEqualTo(GatewayState.STARTING);
            assertThat(new GatewayProbe(connection).check().health()).isEqualTo(ComponentStatus.Health.STARTING);
        }
    }

    private static GatewayState awaitState(GatewayConnection connection, GatewayState wanted) throws InterruptedException {
        for (int i = 0; i < 100 && connection.snapshot().state() != wanted; i++) {
            Thread.sleep(50);
        }
        return connection.snapshot().state();
    }
}
