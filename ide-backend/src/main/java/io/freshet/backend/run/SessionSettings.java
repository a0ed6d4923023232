package io.freshet.backend.run;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementResult;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.RuntimeMode;
import io.freshet.ui.run.SessionInfo;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * A user's session options through SQL on the gateway session itself, so that a reopened session replays them
 * like any SET the user ran. Changes are audited as executed statements; the list shows only the options the
 * user's role may set (the rest are internal ports and paths). Each run in a runtime mode of its own (an editor tab's)
 * first brings the session to that mode here, through the same gated and audited SET.
 */
final class SessionSettings {

    private final UserSessions sessions;
    private final AuditLog audit;
    private final StatementGuard guard;

    SessionSettings(UserSessions sessions, AuditLog audit, StatementGuard guard) {
        this.sessions = sessions;
        this.audit = audit;
        this.guard = guard;
    }

    Map<String, String> list(String user) {
        GatewaySession session = sessions.session(user);
        try {
            return new TreeMap<>(guard.visibleSettings(session.config(), user));
        } catch (GatewayException e) {
            throw new ServiceException("Could not read the session settings: " + e.userMessage(), e);
        }
    }

    /** Mode, current catalog and database (read with SHOW CURRENT, through the user's gate), visible options. */
    SessionInfo info(String user) {
        GatewaySession session = sessions.session(user);
        try {
            return new SessionInfo(mode(session), current(session, "SHOW CURRENT CATALOG"),
                    current(session, "SHOW CURRENT DATABASE"), list(user));
        } catch (GatewayException e) {
            throw new ServiceException("Could not read the session: " + e.userMessage(), e);
        }
    }

    /** The session's runtime mode; Flink runs in STREAMING when the option is not set. */
    static RuntimeMode mode(GatewaySession session) {
        return RuntimeMode.of(session.config().get(RuntimeMode.OPTION)).orElse(RuntimeMode.STREAMING);
    }

    /**
     * Brings the session to the runtime mode through the user's gated SET and returns the mode the next statement runs
     * in. A role that may not set the mode (a VIEWER, whose session opens in batch) is not sent a SET it would be
     * refused: its statement runs in the session's mode, which is returned.
     */
    RuntimeMode ensureMode(String user, GatewaySession session, RuntimeMode mode) {
        RuntimeMode current = mode(session);
        if (current == mode || !guard.allowsSetting(user, RuntimeMode.OPTION)) {
            return current;
        }
        execute(user, session, SessionSettingSql.set(RuntimeMode.OPTION, mode.optionValue()));
        return mode;
    }

    void set(String user, String key, String value) {
        execute(user, SessionSettingSql.set(key, value));
    }

    /**
     * Back to what the session opened with: Flink's RESET would drop an option the session opened with (Paimon's sink
     * option, see {@link StatementGuard#sessionProperties}) to Flink's default, so such an option is SET to its opening
     * value instead.
     */
    void reset(String user, String key) {
        String opened = key == null ? null : guard.sessionProperties(user).get(key.strip());
        execute(user, opened == null ? SessionSettingSql.reset(key) : SessionSettingSql.set(key, opened));
    }

    private void execute(String user, String sql) {
        execute(user, sessions.session(user), sql);
    }

    private static String current(GatewaySession session, String show) {
        StatementResult result = session.execute(show);
        return result.rows().isEmpty() || result.rows().get(0).fields().isEmpty()
                || result.rows().get(0).fields().get(0) == null ? "" : result.rows().get(0).fields().get(0).toString();
    }

    private void execute(String user, GatewaySession session, String sql) {
        long started = System.nanoTime();
        boolean ok = false;
        boolean refused = false;
        try {
            session.execute(sql);
            ok = true;
        } catch (GatewayException e) {
            refused = e.kind() == GatewayException.Kind.REFUSED;
            throw new ServiceException(refused ? e.userMessage() : "The gateway refused the setting: " + e.userMessage(), e);
        } finally {
            // a refused setting never reached the gateway; the gate audited the refusal
            if (!refused) {
                audit.statementExecuted(new StatementAudit(user, session.handle().id(), "-", null,
                    Duration.ofNanos(System.nanoTime() - started), ok, sql));
            }
        }
    }
}
