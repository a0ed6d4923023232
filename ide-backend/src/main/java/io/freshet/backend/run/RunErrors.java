package io.freshet.backend.run;

import io.freshet.analysis.script.TextRange;
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
        TextRange range = e.position().map(p -> inScript(p, request)).orElse(null);
        // a withheld engine text (see GatewayErrorText) comes back as the same words in both: no details to open
        String details = e.details().strip().equals(message.strip()) ? "" : e.details();
        return new RunError(message, details, range, refused);
    }

    /** A failure of Freshet itself: no internals in the message, the log has the rest. */
    static RunError internal(RuntimeException e) {
        return new RunError("The statement could not be run because of an internal error; the server log has details.",
                "", null);
    }

    static RunError of(String message) {
        return new RunError(message, "", null);
    }

    /** The statement's line 1 starts at the request's column; its later lines start at column 1 of the script. */
    static TextRange inScript(TextRange inStatement, RunRequest request) {
        return inStatement.within(Math.max(1, request.startLine()), Math.max(1, request.startColumn()));
    }
}
