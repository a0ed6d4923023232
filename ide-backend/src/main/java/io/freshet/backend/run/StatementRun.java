package io.freshet.backend.run;

import io.freshet.gateway.client.RowStream;
import io.freshet.ui.run.ResultColumn;
import io.freshet.ui.run.ResultSort;
import io.freshet.ui.run.RunError;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RunStatus;
import io.freshet.ui.run.RuntimeMode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * One statement run of one user: its lifecycle (moves only along {@link RunState#canMoveTo}), its result
 * store and what the gateway told about it. Thread-safe: the executing thread writes, request threads read.
 */
public final class StatementRun {

    private final UUID id;
    private final String user;
    private final RunRequest request;
    private final ResultStore result;
    private final Clock clock;
    private final Instant createdAt;
    private RunState state = RunState.QUEUED;
    private Instant startedAt;
    private Instant endedAt;
    private List<ResultColumn> columns = List.of();
    private String jobId;
    private String operation;
    private RunError error;
    private boolean truncated;
    private boolean cancelRequested;
    private RowStream stream;
    private long historyId;
    private RuntimeMode mode;
    private ResultSort sortedBy;
    private SortedView sorted;

    StatementRun(UUID id, String user, RunRequest request, ResultStore result, Clock clock) {
        this.id = id;
        this.user = user;
        this.request = request;
        this.result = result;
        this.clock = clock;
        this.createdAt = clock.instant();
        this.mode = request.mode();
    }

    public UUID id() {
        return id;
    }

    public String user() {
        return user;
    }

    public RunRequest request() {
        return request;
    }

    public ResultStore result() {
        return result;
    }

    public synchronized RunState state() {
        return state;
    }

    /** Moves to {@code next} if the lifecycle allows it; false when the run is already past that point. */
    synchronized boolean moveTo(RunState next) {
        if (!state.canMoveTo(next)) {
            return false;
        }
        state = next;
        if (next == RunState.RUNNING) {
            startedAt = clock.instant();
        }
        if (next.isFinal()) {
            endedAt = clock.instant();
        }
        return true;
    }

    synchronized void fail(RunError failure) {
        if (moveTo(RunState.FAILED)) {
            error = failure;
        }
    }

    synchronized void started(String operationId, RowStream rows) {
        operation = operationId;
        stream = rows;
    }

    /** The stream to stop, or null; remembers the request so a run that has not started yet never starts. */
    synchronized RowStream requestCancel() {
        cancelRequested = true;
        return stream;
    }

    synchronized boolean cancelRequested() {
        return cancelRequested;
    }

    synchronized void columns(List<ResultColumn> known) {
        columns = List.copyOf(known);
    }

    synchronized void jobId(String id) {
        if (id != null) {
            jobId = id;
        }
    }

    synchronized void truncate() {
        truncated = true;
    }

    synchronized String operation() {
        return operation;
    }

    synchronized String jobId() {
        return jobId;
    }

    synchronized RunError error() {
        return error;
    }

    /** The runtime mode it runs in, once the executor knows it (a script's own SET may change it). */
    synchronized void mode(RuntimeMode runtimeMode) {
        mode = runtimeMode;
    }

    synchronized RuntimeMode mode() {
        return mode;
    }

    /** The result in this order, computed once per order (a finished result does not change). */
    synchronized SortedView sorted(ResultSort sort, java.util.function.Supplier<SortedView> compute) {
        if (!sort.equals(sortedBy) || sorted == null) {
            sorted = compute.get();
            sortedBy = sort;
        }
        return sorted;
    }

    synchronized void historyId(long rowId) {
        historyId = rowId;
    }

    synchronized long historyId() {
        return historyId;
    }

    /** How long it ran: from start to end, or to now while running; zero while queued. */
    public synchronized Duration elapsed() {
        if (startedAt == null) {
            return Duration.ZERO;
        }
        return Duration.between(startedAt, endedAt != null ? endedAt : clock.instant());
    }

    public synchronized RunStatus status() {
        return new RunStatus(id, request.statement(), request.startLine(), request.startColumn(), state, columns,
                result.rowCount(), truncated, startedAt != null ? startedAt : createdAt, elapsed(), jobId, error, mode);
    }
}
