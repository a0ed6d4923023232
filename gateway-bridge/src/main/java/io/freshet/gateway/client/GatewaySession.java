package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.mt.text.RefreshStatement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ScheduledFuture;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A gateway session that stays usable: heartbeats keep it from expiring while idle, and when it expired
 * anyway (gateway restart, long sleep) it is reopened with the same properties, SET options and current
 * catalog/database before the statement runs. Every statement it sends is first admitted by its
 * {@link StatementGate}. Thread-safe.
 */
public final class GatewaySession implements AutoCloseable {

    /** Well below the gateway's default idle timeout of 10 minutes. */
    public static final Duration DEFAULT_HEARTBEAT = Duration.ofMinutes(1);
    private static final Logger LOG = LoggerFactory.getLogger(GatewaySession.class);

    private final GatewayClient client;
    private final StatementGate gate;
    private final Map<String, String> properties;
    private final SessionReplay replay = new SessionReplay();
    private final ScheduledFuture<?> heartbeat;
    private SessionHandle handle;
    private boolean known = true;
    private boolean closed;
    private int reopens;

    GatewaySession(GatewayClient client, Map<String, String> properties, Duration heartbeatInterval,
            StatementGate gate) {
        this.client = client;
        this.gate = Objects.requireNonNull(gate, "gate");
        this.properties = properties == null ? Map.of() : Map.copyOf(properties);
        this.handle = client.openSession(this.properties);
        this.heartbeat = SessionKeepAlive.schedule(this::beat, heartbeatInterval);
    }

    /** The current server-side session; changes when the session is reopened. */
    public synchronized SessionHandle handle() {
        return handle;
    }

    /** How many times the session was reopened after it expired. */
    public synchronized int reopens() {
        return reopens;
    }

    /** Runs a statement to its end, reopening the session first if it expired. */
    public StatementResult execute(String sql) {
        return execute((KnownStatement) () -> sql);
    }

    /** The same for a statement its sender has read already: the gate judges that reading. */
    public StatementResult execute(KnownStatement statement) {
        StatementResult result = client.results(submit(statement));
        synchronized (this) {
            replay.record(statement.text());
        }
        return result;
    }

    /** Streams a statement's rows through a bounded buffer, reopening the session first if it expired. */
    public RowStream stream(String sql, int bufferRows) {
        return client.stream(submit(sql), bufferRows);
    }

    /** The same for a statement its sender has read already: the gate judges that reading. */
    public RowStream stream(KnownStatement statement, int bufferRows) {
        return client.stream(submit(statement), bufferRows);
    }

    /**
     * Remembers a statement that succeeded through {@link #stream} or {@link #submit}, so that SET, USE and
     * CREATE CATALOG run that way are replayed too when the session is reopened.
     */
    public synchronized void recordSucceeded(String sql) {
        replay.record(sql);
    }

    /**
     * Refreshes a materialized table through the v3 REST endpoint and waits for the answer. The gate judges
     * the equivalent {@code ALTER MATERIALIZED TABLE ... REFRESH} statement.
     */
    public StatementResult refreshMaterializedTable(String identifier, Map<String, String> staticPartitions,
            Map<String, String> dynamicOptions) {
        gate.admit(RefreshStatement.withOptions(identifier, staticPartitions, dynamicOptions));
        return client.results(withSession(session ->
                client.refreshMaterializedTable(session, identifier, staticPartitions, dynamicOptions)));
    }

    /**
     * The SET statements that succeeded in this session, the last per option: Flink hands these options to every job
     * started in the session, also to the refresh jobs of a materialized table created in it.
     */
    public synchronized List<String> setStatements() {
        return replay.setStatements();
    }

    /** The session's effective configuration as the gateway sees it (no statement: nothing for the gate). */
    public Map<String, String> config() {
        return withSession(client::sessionConfig);
    }

    /** Completion candidates at the 0-based cursor offset. */
    public List<String> complete(String statement, int position) {
        return withSession(session -> client.completeStatement(session, statement, position));
    }

    /**
     * Submits on the live session. Only a submit that the gateway rejected for a missing session is
     * retried: then the statement never ran, so running it again cannot run it twice.
     */
    public OperationHandle submit(String sql) {
        gate.admit(sql);
        return withSession(session -> client.submit(session, sql));
    }

    /** The same for a statement its sender has read already: the gate judges that reading. */
    public OperationHandle submit(KnownStatement statement) {
        gate.admit(statement);
        String sql = statement.text();
        return withSession(session -> client.submit(session, sql));
    }

    /**
     * Starts over on a fresh server session with the same state, and closes the old one. Catalogs are
     * instantiated per session, so this also drops their caches, e.g. after a table was changed directly
     * in the Paimon catalog rather than through this session.
     */
    public synchronized void renew() {
        if (closed) {
            throw new IllegalStateException("The session is closed");
        }
        SessionHandle old = handle;
        replaceWithFreshSession();
        try {
            client.closeSession(old);
        } catch (GatewayException alreadyGone) {
            // nothing to close
        }
    }

    /** Stops the heartbeat and closes the session on the gateway (quietly if it is already gone). */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        heartbeat.cancel(false);
        try {
            client.closeSession(handle);
        } catch (GatewayException alreadyGone) {
            // an expired session or a stopped gateway: nothing left to close
        }
    }

    private <T> T withSession(Function<SessionHandle, T> call) {
        SessionHandle session = live();
        try {
            return call.apply(session);
        } catch (GatewayException e) {
            if (!GatewayErrorText.isMissingSession(e.details())) {
                throw e;
            }
            return call.apply(reopen(session));
        }
    }

    private synchronized SessionHandle live() {
        if (closed) {
            throw new IllegalStateException("The session is closed");
        }
        return known ? handle : reopen(handle);
    }

    /** Opens a new session and replays; a no-op when another thread already replaced {@code expired}. */
    private synchronized SessionHandle reopen(SessionHandle expired) {
        if (!handle.equals(expired) && known) {
            return handle;
        }
        replaceWithFreshSession();
        reopens++;
        return handle;
    }

    private void replaceWithFreshSession() {
        SessionHandle fresh = client.openSession(properties);
        List<String> statements = replay.statements();
        for (String statement : statements) {
            client.execute(fresh, statement);
        }
        LOG.info("Gateway session {} replaced by {} with {} replayed statements", handle.id(), fresh.id(),
                statements.size());
        handle = fresh;
        known = true;
    }

    private void beat() {
        SessionHandle session;
        synchronized (this) {
            if (closed || !known) {
                return;
            }
            session = handle;
        }
        try {
            client.heartbeat(session);
        } catch (GatewayException e) {
            if (GatewayErrorText.isMissingSession(e.details())) {
                synchronized (this) {
                    // reopened lazily by the next statement: a heartbeat must not run statements
                    known = !handle.equals(session) && known;
                }
            }
        } catch (RuntimeException e) {
            LOG.debug("Heartbeat of gateway session {} failed", session.id(), e);
        }
    }
}
