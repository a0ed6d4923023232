package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;

/**
 * Decides, before a statement leaves for the gateway, whether it may run: Freshet's statement policy as a
 * gateway session sees it. A {@link GatewaySession} asks its gate before every statement it submits.
 */
@FunctionalInterface
public interface StatementGate {

    /** Lets every statement through: for tests and tools that talk to a gateway of their own. */
    StatementGate NONE = statement -> { };

    /**
     * Returns normally when the statement may run.
     *
     * @throws GatewayException of kind {@link GatewayException.Kind#REFUSED}, positioned on the statement,
     *                          when it may not; nothing reached the gateway then
     */
    void admit(String statement);

    /**
     * The same for a statement its sender has read already; a gate that knows the sender's reading judges that
     * instead of reading the text again. The verdict must be the one {@code admit(statement.text())} gives.
     */
    default void admit(KnownStatement statement) {
        admit(statement.text());
    }
}
