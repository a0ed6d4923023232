package io.freshet.ui.run;

import io.freshet.ui.common.UserMessages;
import java.time.Duration;
import java.time.Instant;

/** A run in the history: who ran what, when, for how long, and how it ended. */
public record RunRecord(long id, String user, Long scriptId, String statement, Instant startedAt,
                        Duration duration, RunState state, long rows, String jobId, String errorMessage) {

    /** Also a stored message from before the translation existed is shown translated. */
    public RunRecord {
        errorMessage = UserMessages.translate(errorMessage);
    }
}
