package io.freshet.analysis;

/** The one exception this module lets out: its message is written for the user, without a stack trace. */
public class SqlAnalysisException extends RuntimeException {

    public SqlAnalysisException(String userMessage, Throwable cause) {
        super(userMessage, cause);
    }

    public SqlAnalysisException(String userMessage) {
        super(userMessage);
    }
}
