package io.freshet.gateway;

import io.freshet.analysis.script.TextRange;
import java.util.Objects;
import java.util.Optional;

/** The one exception of this module: a short message for people, the full server text for logs. */
public class GatewayException extends RuntimeException {

    /** What went wrong, so callers can react without parsing messages. */
    public enum Kind {
        /** The gateway could not be reached at all (connection refused, unknown host). */
        UNREACHABLE,
        /** A request or a statement did not finish in time. */
        TIMEOUT,
        /** The gateway answered with an HTTP error outside of a statement. */
        HTTP,
        /** A SQL statement failed on the server (parse, validation, execution). */
        STATEMENT,
        /** The embedded local Flink could not be started. */
        EMBEDDED_START,
        /** A materialized table operation cannot run in the table's current state. */
        MATERIALIZED_TABLE,
        /** Freshet's statement policy refused the statement; it never reached the gateway. */
        REFUSED
    }

    private final Kind kind;
    private final String userMessage;
    private final String details;
    private final TextRange position;

    public GatewayException(Kind kind, String userMessage, String details, Throwable cause) {
        this(kind, userMessage, details, null, cause);
    }

    /** @param position where the statement is wrong, or null when the server named no position */
    public GatewayException(Kind kind, String userMessage, String details, TextRange position, Throwable cause) {
        super(kind + ": " + userMessage, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.userMessage = userMessage == null ? "" : userMessage;
        this.details = details == null ? "" : details;
        this.position = position;
    }

    public Kind kind() {
        return kind;
    }

    /** Short and human: fit for a notification, never a stack trace. */
    public String userMessage() {
        return userMessage;
    }

    /** The full server text or log tail; may be empty. */
    public String details() {
        return details;
    }

    /** The line/column range of the mistake in the statement, when the server gave one. */
    public Optional<TextRange> position() {
        return Optional.ofNullable(position);
    }
}
