package io.freshet.backend.run;

import io.freshet.gateway.client.RowStream;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RuntimeMode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Streaming queries whose browser tab is gone, stopped. A streaming SELECT runs until someone stops it; its view stops
 * it when it detaches, but a closed tab, a killed browser or a lost network detach nothing, and the query would hold
 * its Flink job and slots until the HTTP session times out. The tab's heartbeat stops instead: a watched run whose tab
 * has stopped beating is cancelled, which closes its operation and so cancels its job. Batch runs end by themselves and
 * are left alone, and so is every statement that is not a query streaming rows (an INSERT's job is the user's to keep).
 */
final class AbandonedRuns {

    private static final Logger LOG = LoggerFactory.getLogger(AbandonedRuns.class);

    private final Map<StatementRun, BooleanSupplier> watched = new ConcurrentHashMap<>();

    /** Watches the runs as long as they run; without a tab (not started from a browser) there is nothing to watch. */
    void watch(List<StatementRun> runs, BooleanSupplier tabAlive) {
        if (tabAlive != null) {
            runs.forEach(run -> watched.put(run, tabAlive));
        }
    }

    /** Cancels every watched streaming query whose tab is gone and forgets ended runs; returns how many it cancelled. */
    int stopAbandoned() {
        int stopped = 0;
        for (Map.Entry<StatementRun, BooleanSupplier> entry : watched.entrySet()) {
            StatementRun run = entry.getKey();
            if (run.state().isFinal()) {
                watched.remove(run);
            } else if (streamingQuery(run) && !alive(entry.getValue())) {
                watched.remove(run);
                cancel(run);
                stopped++;
            }
        }
        return stopped;
    }

    /** How many runs are watched (for tests). */
    int watchedCount() {
        return watched.size();
    }

    /**
     * A query whose rows stream in a mode that does not end by itself: not batch (no mode means the session's, whose
     * default is streaming), and it has a result (columns or rows) or a job, so it is past planning.
     */
    static boolean streamingQuery(StatementRun run) {
        RunState state = run.state();
        if (state.isFinal() || run.mode() == RuntimeMode.BATCH) {
            return false;
        }
        return state == RunState.STREAMING || run.jobId() != null && !run.status().columns().isEmpty();
    }

    private static boolean alive(BooleanSupplier tab) {
        try {
            return tab.getAsBoolean();
        } catch (RuntimeException e) {
            // a tab whose state cannot be read any more is a closed one
            return false;
        }
    }

    private static void cancel(StatementRun run) {
        LOG.info("Run {} of {} stopped: the browser tab it was started from is gone (no heartbeat)", run.id(),
                run.user());
        RowStream stream = run.requestCancel();
        if (stream == null) {
            return;
        }
        try {
            stream.cancel();
        } catch (RuntimeException e) {
            LOG.warn("Could not cancel run {} on the gateway: {}", run.id(), e.getMessage());
        }
    }
}
