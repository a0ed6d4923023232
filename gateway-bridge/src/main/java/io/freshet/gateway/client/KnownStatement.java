package io.freshet.gateway.client;

/**
 * A statement its sender has already read (split, parsed, classified): the text the gateway gets, carried with that
 * reading, so a {@link StatementGate} that knows the sender's type judges the reading instead of reading the text
 * again. The gate still judges it: nothing about a known statement lets it past the gate.
 */
@FunctionalInterface
public interface KnownStatement {

    /** The text sent to the gateway. */
    String text();
}
