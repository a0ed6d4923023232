package io.freshet.backend.run;

import io.freshet.gateway.ErrorPosition;
import io.freshet.gateway.GatewayException;
import io.freshet.ui.run.RunError;
import io.freshet.ui.run.RunRequest;

/** Translates gateway failures into what the user sees, with positions moved from the statement to the script. */
final class RunErrors {

    private RunErrors() {
    }

    static RunError of(GatewayException e, RunRequest request) {
        String message = e.userMessage().isBlank() ? "The statement failed on the Flink SQL Gateway." : e.userMessage();
        boolean refused = e.kind() == GatewayException.Kind.REFUSED;
        RunError error = e.position()
                .map(p -> inScript(message, e.details(), p, request))
                .orElseGet(() -> new RunError(message, e.details(), 0, 0, 0, 0));
        return refused ? new RunError(error.message(), error.details(), error.startLine(), error.startColumn(),
                error.endLine(), error.endColumn(), true) : error;
    }

    /** A failure of Freshet itself: no internals in the message, the log has the rest. */
    static RunError internal(RuntimeException e) {
        return new RunError("The statement could not be run because of an internal error; the server log has details.",
                "", 0, 0, 0, 0);
    }

    static RunError of(String message) {
        return new RunError(message, "", 0, 0, 0, 0);
    }

    /** The statement's line 1 starts at the request's column; its later lines start at column 1 of the script. */
    static RunError inScript(String message, String details, ErrorPosition p, RunRequest request) {
        int firstLine = Math.max(1, request.startLine());
        int firstColumn = Math.max(1, request.startColumn());
        return new RunError(message, details,
                firstLine + p.startLine() - 1, p.startLine() == 1 ? firstColumn + p.startColumn() - 1 : p.startColumn(),
                firstLine + p.endLine() - 1, p.endLine() == 1 ? firstColumn + p.endColumn() - 1 : p.endColumn());
    }
}
