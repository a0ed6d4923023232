package io.freshet.backend.gateway;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the gateway connection stands, as one immutable value.
 *
 * @param message for a user: what is happening or what went wrong
 * @param details full text behind the message (server text, log tail), may be empty
 * @param logFile the embedded Flink's log, absent for an external gateway
 */
public record GatewaySnapshot(GatewayState state, Mode mode, URI uri, String message, String details, Path logFile) {

    /** Embedded child JVM, or a gateway someone else runs. */
    public enum Mode { EMBEDDED, EXTERNAL }

    public Optional<URI> reachableUri() {
        return state == GatewayState.READY ? Optional.ofNullable(uri) : Optional.empty();
    }

    GatewaySnapshot moveTo(GatewayState next, URI newUri, String newMessage, String newDetails, Path newLogFile) {
        if (!state.canMoveTo(next)) {
            throw new IllegalStateException("gateway connection cannot move from " + state + " to " + next);
        }
        return new GatewaySnapshot(next, mode, newUri, newMessage, newDetails == null ? "" : newDetails, newLogFile);
    }
}
