package io.freshet.gateway.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which start failures are worth a second start with newly picked ports. */
class StartWaitTest {

    @Test
    void aTakenPortInTheChildsLogIsRecognised() {
        assertThat(StartWait.portTaken("""
                --- flink-gateway.log (last lines) ---
                ERROR SqlGatewayServer - Failed to start the endpoints.
                java.net.BindException: Could not start rest endpoint on any port in port range 41233
                """)).isTrue();
        assertThat(StartWait.portTaken("Caused by: io.netty.channel.unix.Errors$NativeIoException: bind(..) failed:"
                + " Address already in use")).isTrue();
    }

    @Test
    void otherStartFailuresAreNotRetried() {
        assertThat(StartWait.portTaken("""
                --- flink-gateway.log (last lines) ---
                java.lang.OutOfMemoryError: Java heap space
                """)).isFalse();
        assertThat(StartWait.portTaken("")).isFalse();
    }
}
