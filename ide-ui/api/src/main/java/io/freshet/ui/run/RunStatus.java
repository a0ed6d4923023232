package io.freshet.ui.run;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * Where one run stands.
 *
 * @param columns the result's columns, empty until known or when the statement returns no rows
 * @param rowCount rows received so far (grows while STREAMING)
 * @param truncated true when the result hit the row limit and fetching stopped
 * @param jobId the Flink job id, or null
 * @param error set when FAILED
 * @param mode the runtime mode it ran in, or null when it ran in whatever the session had
 */
public record RunStatus(UUID runId, String statement, int startLine, int startColumn, RunState state,
                        List<ResultColumn> columns, long rowCount, boolean truncated, Instant startedAt,
                        Duration elapsed, String jobId, RunError error, RuntimeMode mode) {

    /** A run without a runtime mode of its own. */
    public RunStatus(UUID runId, String statement, int startLine, int startColumn, RunState state,
                     List<ResultColumn> columns, long rowCount, boolean truncated, Instant startedAt,
                     Duration elapsed, String jobId, RunError error) {
        this(runId, statement, startLine, startColumn, state, columns, rowCount, truncated, startedAt, elapsed, jobId,
                error, null);
    }

    /** A streaming query that is running but has not produced a row yet: maybe its input is empty or idle. */
    public boolean waitingForRows() {
        return mode == RuntimeMode.STREAMING && !state.isFinal() && rowCount == 0 && !columns.isEmpty();
    }

    /** What a user should know about a result that is not an error, e.g. that it was cut at the row limit; or null. */
    public String notice() {
        return truncated ? "Only the first " + rowCount + " rows were kept: the result reached Freshet's limit and"
                + " fetching stopped. Add a LIMIT or a filter to see other rows." : null;
    }
}
