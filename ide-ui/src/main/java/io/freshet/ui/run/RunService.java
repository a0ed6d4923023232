package io.freshet.ui.run;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Runs statements in the signed-in user's gateway session and pages their results. Every call returns at
 * once; a view polls {@link #status} while a statement runs. The server never holds more than a bounded
 * window of rows per result in memory.
 */
public interface RunService {

    /** Submits one statement (the one at the cursor, or a selection). */
    RunStatus submit(RunRequest request);

    /** Submits every statement of a script, run one after the other; the first failure skips the rest. */
    List<RunStatus> submitScript(Long scriptId, String scriptText);

    RunStatus status(UUID runId);

    /** Rows {@code [offset, offset + limit)} of a run's result, as far as they have arrived. */
    ResultPage page(UUID runId, long offset, int limit);

    /** Cancels a running statement or stops a streaming query; its job is cancelled too. */
    void cancel(UUID runId);

    /** The session's current {@code SET} options, as the gateway reports them. */
    Map<String, String> sessionSettings();

    void setSessionSetting(String key, String value);

    void resetSessionSetting(String key);

    /** Past runs, newest first, filtered by the query. */
    List<RunRecord> history(HistoryQuery query);
}
