package io.freshet.backend.run;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewaySnapshot;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.ui.common.ServiceException;
import jakarta.annotation.PreDestroy;
import java.net.URI;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * One gateway session per signed-in user, opened on the user's first statement and closed when the last
 * HTTP session of that user ends (sign-out or timeout). Heartbeats and reopening are the session's own.
 */
@Component
public class UserSessions {

    private static final Logger LOG = LoggerFactory.getLogger(UserSessions.class);

    private final GatewayConnection connection;
    private final CatalogBootstrap catalog;
    private final StatementGuard guard;
    private final Map<String, GatewaySession> sessions = new HashMap<>();
    private final Map<String, Set<String>> httpSessions = new HashMap<>();
    private GatewayClient client;

    public UserSessions(GatewayConnection connection, CatalogBootstrap catalog, StatementGuard guard) {
        this.connection = connection;
        this.catalog = catalog;
        this.guard = guard;
    }

    /** The user's session, opened now if needed; a clear message when the gateway is not ready. */
    public GatewaySession session(String user) {
        synchronized (this) {
            GatewaySession existing = sessions.get(user);
            if (existing != null) {
                return existing;
            }
        }
        GatewayClient gateway = client();
        GatewaySession opened;
        try {
            Set<String> setup = setupStatements();
            opened = gateway.session(guard.sessionProperties(user), guard.forUser(user, setup::contains));
        } catch (GatewayException e) {
            throw new ServiceException("Could not open a session on the Flink SQL Gateway: " + e.userMessage(), e);
        }
        useFreshetCatalog(opened);
        synchronized (this) {
            GatewaySession raced = sessions.putIfAbsent(user, opened);
            if (raced == null) {
                LOG.info("Gateway session {} opened for {}", opened.handle().id(), user);
                return opened;
            }
        }
        opened.close();
        return session(user);
    }

    /** The open session of a user, if any, without opening one. */
    public synchronized Optional<GatewaySession> existing(String user) {
        return Optional.ofNullable(sessions.get(user));
    }

    /** Notes that the user works in this HTTP session, so the gateway session lives until the last one ends. */
    public synchronized void attach(String user, String httpSessionId) {
        if (httpSessionId != null) {
            httpSessions.computeIfAbsent(user, u -> new HashSet<>()).add(httpSessionId);
        }
    }

    /** Forgets an ended HTTP session; returns its user when that was the user's last one. */
    public synchronized Optional<String> detach(String httpSessionId) {
        for (var entry : httpSessions.entrySet()) {
            if (entry.getValue().remove(httpSessionId)) {
                String user = entry.getKey();
                if (entry.getValue().isEmpty()) {
                    httpSessions.remove(user);
                    return Optional.of(user);
                }
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** Closes the user's gateway session (quietly when the gateway is gone). */
    public void close(String user) {
        GatewaySession session;
        synchronized (this) {
            session = sessions.remove(user);
        }
        if (session != null) {
            closeQuietly(session);
            LOG.info("Gateway session of {} closed", user);
        }
    }

    @PreDestroy
    public void closeAll() {
        List<GatewaySession> open;
        synchronized (this) {
            open = List.copyOf(sessions.values());
            sessions.clear();
        }
        open.forEach(UserSessions::closeQuietly);
    }

    private synchronized GatewayClient client() {
        GatewaySnapshot snapshot = connection.snapshot();
        if (snapshot.state() != GatewayState.READY || snapshot.uri() == null) {
            throw new ServiceException("The Flink SQL Gateway is not ready (" + snapshot.message()
                    + "); see the Status page.");
        }
        URI uri = snapshot.uri();
        if (client == null || !client.baseUri().equals(uri)) {
            client = connection.client();
        }
        return client;
    }

    /**
     * Starts the session in Freshet's Paimon catalog, where projects keep their tables (the sample project's
     * scripts assume it, as its manifest's defaultCatalog says); recorded, so a reopened session does it again.
     */
    private void useFreshetCatalog(GatewaySession session) {
        try {
            for (String statement : setupStatements()) {
                session.execute(statement);
            }
        } catch (GatewayException e) {
            LOG.warn("The new gateway session stays in Flink's default catalog: {}", e.userMessage());
        }
    }

    /**
     * Freshet's own statements that set up every user's session (also a VIEWER's, whose role may not create a
     * database): a fresh warehouse lacks the catalog's default database, where ad-hoc temporary tables go.
     */
    private Set<String> setupStatements() {
        String name = SqlQuoting.identifier(catalog.catalogName());
        return new LinkedHashSet<>(List.of("CREATE DATABASE IF NOT EXISTS " + name + ".`default`",
                "USE CATALOG " + name));
    }

    private static void closeQuietly(GatewaySession session) {
        try {
            session.close();
        } catch (RuntimeException e) {
            LOG.debug("Closing a gateway session failed", e);
        }
    }
}
