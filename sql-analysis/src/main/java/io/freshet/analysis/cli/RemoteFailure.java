package io.freshet.analysis.cli;

/** Why {@code plan} or {@code apply} could not finish, in words for the terminal or CI log; exit code 1. */
final class RemoteFailure extends RuntimeException {

    RemoteFailure(String message) {
        super(message);
    }

    RemoteFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
