package io.freshet.ui.common;

/**
 * The one exception type a service hands to a view: its message is written for the user and shown as is, after
 * {@link UserMessages#translate} (a Java exception text that slipped into it is never shown); causes stay in the
 * server log, never in the browser.
 */
public class ServiceException extends RuntimeException {

    public ServiceException(String userMessage) {
        super(UserMessages.translate(userMessage));
    }

    public ServiceException(String userMessage, Throwable cause) {
        super(UserMessages.translate(userMessage), cause);
    }

    /** The text a view may show. */
    public String userMessage() {
        return getMessage();
    }
}
