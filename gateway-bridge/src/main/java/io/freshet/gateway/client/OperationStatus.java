package io.freshet.gateway.client;

/** The gateway's own status of an operation ({@code GET .../status}). */
public enum OperationStatus {
    INITIALIZED,
    PENDING,
    RUNNING,
    FINISHED,
    CANCELED,
    CLOSED,
    ERROR,
    TIMEOUT;

    public boolean isTerminal() {
        return this != INITIALIZED && this != PENDING && this != RUNNING;
    }

    static OperationStatus fromGateway(String status) {
        try {
            return valueOf(status);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("Unknown operation status: " + status, e);
        }
    }
}
