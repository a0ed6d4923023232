package io.freshet.backend.run;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.ChangeKind;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.RowStream;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.ResultColumn;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RuntimeMode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs statements one after the other on a gateway session, off the request thread: streams each result
 * into its store until it ends, is cancelled or reaches the cap; the first failure or cancel skips the rest.
 * Every run is written to the history; every run that reached the gateway to the audit log too (a statement
 * the statement policy refused never reached it, and the gate audited the refusal). A script run in a runtime mode
 * (an editor tab's) brings the session to that mode before each statement, so another tab's mode never leaks in;
 * a {@code SET 'execution.runtime-mode'} in the script changes the mode for the statements after it. Job control
 * statements pass {@link JobStatements} (only one's own jobs are listed and stopped).
 */
final class StatementExecutor {

    private static final Logger LOG = LoggerFactory.getLogger(StatementExecutor.class);
    private static final Duration POLL = Duration.ofMillis(200);
    /** The longest a run holds its user's session in its mode while Flink has not taken the statement yet. */
    private static final Duration MODE_HOLD = Duration.ofSeconds(30);

    private final RunLimits limits;
    private final RunHistoryStore history;
    private final AuditLog audit;
    private final SessionSettings settings;
    private final SqlRefreshes refreshes;
    private final CreationSettings creations;
    private final JobStatements jobs;
    private final ModeLeases leases = new ModeLeases();

    StatementExecutor(RunLimits limits, RunHistoryStore history, AuditLog audit, SessionSettings settings,
                      SqlRefreshes refreshes, CreationSettings creations, JobStatements jobs) {
        this.limits = limits;
        this.history = history;
        this.audit = audit;
        this.settings = settings;
        this.refreshes = refreshes;
        this.creations = creations;
        this.jobs = jobs;
    }

    /** Runs the statements in order in the session the function gives for the user. */
    void runInOrder(List<StatementRun> runs, Function<String, GatewaySession> sessions) {
        boolean skipRest = false;
        RuntimeMode mode = runs.isEmpty() ? null : runs.get(0).request().mode();
        for (StatementRun run : runs) {
            boolean ownMode = ModeStatements.changesMode(run.request().statement());
            run.mode(ownMode ? ModeStatements.setBy(run.request().statement()).orElse(mode) : mode);
            if (skipRest) {
                run.moveTo(RunState.SKIPPED);
                saveQuietly(run);
            } else if (run.cancelRequested()) {
                // stopped before it started: it never reached the gateway, so there is nothing to audit
                run.moveTo(RunState.CANCELLED);
                saveQuietly(run);
                skipRest = true;
            } else {
                runOne(run, sessions, ownMode ? null : mode);
                skipRest = run.state() != RunState.FINISHED;
                if (ownMode && mode != null && !skipRest) {
                    mode = currentMode(run, sessions);
                    run.mode(mode);
                }
            }
        }
    }

    /** The mode the session is in after a statement of the script set or reset it. */
    private static RuntimeMode currentMode(StatementRun run, Function<String, GatewaySession> sessions) {
        try {
            return SessionSettings.mode(sessions.apply(run.user()));
        } catch (RuntimeException e) {
            return ModeStatements.setBy(run.request().statement()).orElse(RuntimeMode.STREAMING);
        }
    }

    /** Runs one statement; with a mode, the session is held in it until Flink has taken the statement. */
    private void runOne(StatementRun run, Function<String, GatewaySession> sessions, RuntimeMode mode) {
        run.moveTo(RunState.RUNNING);
        saveQuietly(run);
        String sessionId = "-";
        List<String> sessionOptions = List.of();
        boolean refused = false;
        Runnable release = () -> { };
        GatewaySession session = null;
        ParsedSql statement = null;
        try {
            // the one parse of the run's statement: the gate, the audit, the refresh history and the creation
            // settings all read this
            statement = ParsedSql.of(run.request().statement());
            session = sessions.apply(run.user());
            sessionId = session.handle().id();
            if (mode != null) {
                release = hold(run.user(), mode);
                run.mode(settings.ensureMode(run.user(), session, mode));
            }
            sessionOptions = session.setStatements();
            if (!jobs.answered(run, statement, session)) {
                try (RowStream stream = session.stream(statement, limits.fetchBuffer())) {
                    run.started(stream.operation().id(), stream);
                    if (run.cancelRequested()) {
                        stream.cancel();
                    }
                    drain(run, stream, release);
                }
            }
            if (run.state() == RunState.FINISHED) {
                session.recordSucceeded(run.request().statement());
                GatewaySession ran = session;
                statement.single().ifPresent(parsed -> creations.succeededQuietly(run.user(), parsed, ran));
            }
        } catch (GatewayException e) {
            refused = e.kind() == GatewayException.Kind.REFUSED;
            run.fail(RunErrors.of(e, run.request()));
        } catch (ServiceException e) {
            run.fail(RunErrors.of(e.userMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            run.requestCancel();
        } catch (RuntimeException e) {
            LOG.error("Run {} of {} failed unexpectedly", run.id(), run.user(), e);
            run.fail(RunErrors.internal(e));
        } finally {
            release.run();
            if (!run.state().isFinal()) {
                run.moveTo(run.cancelRequested() ? RunState.CANCELLED : RunState.FINISHED);
            }
            saveQuietly(run);
            if (!refused) {
                auditQuietly(run, statement, sessionId, sessionOptions);
                refreshes.ranQuietly(run, statement, session);
            }
            logResult(run);
        }
    }

    /** What a result held: operators (and the browser benchmark) see that memory stays within the window. */
    private static void logResult(StatementRun run) {
        if (run.result().rowCount() > 0) {
            LOG.info("Run {} ended {}: {}", run.id(), run.state(), describe(run.result()));
        }
    }

    /** The rows of a result, the most held in memory at once, and the size of its spill file. */
    static String describe(ResultStore store) {
        return store.rowCount() + " rows, at most " + store.peakRowsInMemory() + " of them in memory at once, "
                + store.bytes() + " bytes in its result file";
    }

    /** Leases the user's session in the mode; the returned action gives it back, once however often it is called. */
    private Runnable hold(String user, RuntimeMode mode) throws InterruptedException {
        leases.acquire(user, mode);
        java.util.concurrent.atomic.AtomicBoolean held = new java.util.concurrent.atomic.AtomicBoolean(true);
        return () -> {
            if (held.getAndSet(false)) {
                leases.release(user);
            }
        };
    }

    /**
     * Reads rows until the stream ends, the run is cancelled or the result reaches its cap. Flink has taken the
     * statement (and read the session's options) once the first result with columns arrives: then the mode is released.
     */
    private void drain(StatementRun run, RowStream stream, Runnable releaseMode) {
        ResultStore store = run.result();
        boolean columnsKnown = false;
        long holdUntil = System.nanoTime() + MODE_HOLD.toNanos();
        while (true) {
            Optional<ResultRow> next = stream.poll(POLL);
            if (!stream.columns().isEmpty() || stream.isDone() || System.nanoTime() > holdUntil) {
                releaseMode.run();
            }
            String jobIdBefore = run.jobId();
            run.jobId(stream.jobId());
            jobs.noted(run, jobIdBefore);
            if (!columnsKnown && !stream.columns().isEmpty()) {
                run.columns(stream.columns().stream().map(c -> new ResultColumn(c.name(), c.logicalType())).toList());
                columnsKnown = true;
            }
            if (next.isPresent()) {
                store.append(kind(next.get()), next.get().texts());
                if (run.state() == RunState.RUNNING) {
                    run.moveTo(RunState.STREAMING);
                }
                if (store.rowCount() >= limits.maxRows() || store.bytes() >= limits.maxResultBytes()) {
                    run.truncate();
                    stream.cancel();
                    run.moveTo(RunState.FINISHED);
                    return;
                }
            } else if (stream.isDone() || run.cancelRequested()) {
                run.moveTo(run.cancelRequested() ? RunState.CANCELLED : RunState.FINISHED);
                return;
            }
        }
    }

    private static String kind(ResultRow row) {
        try {
            return row.changeKind().shortString();
        } catch (IllegalArgumentException unknown) {
            return row.kind();
        }
    }

    private void saveQuietly(StatementRun run) {
        try {
            history.update(run);
        } catch (RuntimeException e) {
            LOG.error("Could not store run {} in the history", run.id(), e);
        }
    }

    /** A materialized table's refresh jobs inherit the session's SET options: its audit row names them. */
    private void auditQuietly(StatementRun run, ParsedSql statement, String sessionId, List<String> sessionOptions) {
        try {
            String operation = run.operation() == null ? "-" : run.operation();
            boolean succeeded = run.state() == RunState.FINISHED;
            audit.statementExecuted(new StatementAudit(run.user(), sessionId, operation, run.jobId(), run.elapsed(),
                    succeeded, run.request().statement()));
            Optional.ofNullable(statement).flatMap(TableActionAudit::of).ifPresent(taken -> audit.record(run.user(),
                    taken.action(), taken.table(), succeeded ? AuditLog.SUCCESS : AuditLog.FAILURE, "through SQL,"
                            + " operation " + operation + (sessionOptions.isEmpty() ? ""
                            : "; session options: " + String.join("; ", sessionOptions))));
        } catch (RuntimeException e) {
            LOG.error("Could not audit run {}", run.id(), e);
        }
    }
}
