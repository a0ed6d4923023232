package io.freshet.ui.run;

import java.io.OutputStream;
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

    /**
     * Submits every statement of a script in a runtime mode (an editor tab's): the first statement runs in it, and a
     * {@code SET 'execution.runtime-mode'} in the script changes it for the statements after.
     */
    default List<RunStatus> submitScript(Long scriptId, String scriptText, RuntimeMode mode) {
        return submitScript(scriptId, scriptText);
    }

    RunStatus status(UUID runId);

    /** Rows {@code [offset, offset + limit)} of a run's result, as far as they have arrived. */
    ResultPage page(UUID runId, long offset, int limit);

    /**
     * The same rows of the result in another order, computed on the server over the whole result; a result with more
     * rows than {@link ResultLimits#maxSortRows()} or still growing cannot be sorted.
     */
    default ResultPage page(UUID runId, long offset, int limit, ResultSort sort) {
        return page(runId, offset, limit);
    }

    /**
     * Writes every row the result holds, read from the server's result file (not from a page in the browser), in the
     * format; only the user who ran it, or an administrator, may. The stream is not closed.
     */
    default void export(UUID runId, ResultFormat format, OutputStream out) {
        throw new io.freshet.ui.common.ServiceException("Exporting results is not available here.");
    }

    /** The bounds on results and where they are set. */
    default ResultLimits limits() {
        return new ResultLimits(1_000_000, 512L * 1024 * 1024, 200_000);
    }

    /** Cancels a running statement or stops a streaming query; its job is cancelled too. */
    void cancel(UUID runId);

    /** The session's current {@code SET} options, as the gateway reports them. */
    Map<String, String> sessionSettings();

    /** The session's runtime mode, current catalog and database, and SET options. */
    default SessionInfo sessionInfo() {
        return new SessionInfo(RuntimeMode.of(sessionSettings().get(RuntimeMode.OPTION)).orElse(RuntimeMode.STREAMING),
                "", "", sessionSettings());
    }

    void setSessionSetting(String key, String value);

    /** Back to the value the session opened with, or to the gateway's default when it opened without the option. */
    void resetSessionSetting(String key);

    /** Past runs, newest first, filtered by the query. */
    List<RunRecord> history(HistoryQuery query);
}
