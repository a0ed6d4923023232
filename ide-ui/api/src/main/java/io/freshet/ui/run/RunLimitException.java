package io.freshet.ui.run;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.ServiceException;
import java.util.Optional;

/**
 * A run refused by one of its limits before any statement of it was queued; the position, when there is one, is where
 * the script crosses the limit, so an editor can mark it.
 */
public class RunLimitException extends ServiceException {

    private final transient TextRange position;

    public RunLimitException(String userMessage, TextRange position) {
        super(userMessage);
        this.position = position;
    }

    /** Where the script crosses the limit, if the limit has a place in it. */
    public Optional<TextRange> position() {
        return Optional.ofNullable(position);
    }
}
