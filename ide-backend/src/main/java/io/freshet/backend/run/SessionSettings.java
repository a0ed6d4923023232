package io.freshet.backend.run;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.ui.common.ServiceException;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * A user's session options through SQL on the gateway session itself, so that a reopened session replays them
 * like any SET the user ran. Changes are audited as executed statements; the list shows only the options the
 * user's role may set (the rest are internal ports and paths).
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

    void set(String user, String key, String value) {
        execute(user, SessionSettingSql.set(key, value));
    }

    void reset(String user, String key) {
        execute(user, SessionSettingSql.reset(key));
    }

    private void execute(String user, String sql) {
        GatewaySession session = sessions.session(user);
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
