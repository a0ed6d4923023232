package io.freshet.backend.alerts;

/** A notice could not be delivered; the message says why in the user's words (never a library's exception text). */
class SendFailure extends Exception {

    SendFailure(String words) {
        super(words);
    }

    /** The first cause of that type in the chain, to say what went wrong without quoting it. */
    static boolean causedBy(Throwable t, Class<? extends Throwable> type) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (type.isInstance(c)) {
                return true;
            }
        }
        return false;
    }
}
