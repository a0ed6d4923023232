package io.freshet.backend.run;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import io.freshet.ui.common.ServiceException;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * A user's session options through SQL on the gateway session itself ({@code SET} lists them), so that a
 * reopened session replays them like any SET the user ran. Changes are audited as executed statements.
 */
final class SessionSettings {

    private final UserSessions sessions;
    private final AuditLog audit;

    SessionSettings(UserSessions sessions, AuditLog audit) {
        this.sessions = sessions;
        this.audit = audit;
    }

    Map<String, String> list(String user) {
        GatewaySession session = sessions.session(user);
        Map<String, String> settings = new TreeMap<>();
        try {
            for (ResultRow row : session.execute("SET").rows()) {
                if (row.fields().size() >= 2 && row.fields().get(0) != null) {
                    settings.put(row.fields().get(0).toString(), String.valueOf(row.fields().get(1)));
                }
            }
        } catch (GatewayException e) {
            throw new ServiceException("Could not read the session settings: " + e.userMessage(), e);
        }
        return settings;
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
        try {
            session.execute(sql);
            ok = true;
        } catch (GatewayException e) {
            throw new ServiceException("The gateway refused the setting: " + e.userMessage(), e);
        } finally {
            audit.statementExecuted(new StatementAudit(user, session.handle().id(), "-", null,
                    Duration.ofNanos(System.nanoTime() - started), ok, sql));
        }
    }
}
