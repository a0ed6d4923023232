package io.freshet.backend.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.api.Test;

/** The connection lifecycle only takes the transitions it declares. */
class GatewayStateTest {

    @Test
    void startsThenBecomesReadyOrFails() {
        assertThat(GatewayState.NOT_STARTED.canMoveTo(GatewayState.STARTING)).isTrue();
        assertThat(GatewayState.STARTING.canMoveTo(GatewayState.READY)).isTrue();
        assertThat(GatewayState.STARTING.canMoveTo(GatewayState.FAILED)).isTrue();
        assertThat(GatewayState.FAILED.canMoveTo(GatewayState.STARTING)).as("retry").isTrue();
    }

    @Test
    void stoppedIsFinal() {
        for (GatewayState next : GatewayState.values()) {
            assertThat(GatewayState.STOPPED.canMoveTo(next)).isFalse();
        }
    }

    @Test
    void readyCannotJumpBackToStarting() {
        assertThat(GatewayState.READY.canMoveTo(GatewayState.STARTING)).isFalse();
        assertThat(GatewayState.NOT_STARTED.canMoveTo(GatewayState.READY)).isFalse();
    }

    @Test
    void snapshotRefusesIllegalMove() {
        GatewaySnapshot s = new GatewaySnapshot(GatewayState.NOT_STARTED, GatewaySnapshot.Mode.EMBEDDED, null,
                "", "", null);
        assertThatThrownBy(() -> s.moveTo(GatewayState.READY, URI.create("http://127.0.0.1:1"), "", "", null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("NOT_STARTED to READY");
        assertThat(s.moveTo(GatewayState.STARTING, null, "Starting", null, null).state())
                .isEqualTo(GatewayState.STARTING);
    }
}
