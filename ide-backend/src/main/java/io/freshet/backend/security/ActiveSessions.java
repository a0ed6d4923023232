package io.freshet.backend.security;

import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.stereotype.Component;

/**
 * The open HTTP sessions of this instance, so that a role change or a disabled account takes effect at
 * once: the user's sessions are invalidated and their next request lands on the login page.
 */
@Component
public class ActiveSessions implements HttpSessionListener {

    private static final Logger LOG = LoggerFactory.getLogger(ActiveSessions.class);

    private final Map<String, HttpSession> sessions = new ConcurrentHashMap<>();

    @Override
    public void sessionCreated(HttpSessionEvent event) {
        sessions.put(event.getSession().getId(), event.getSession());
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        sessions.remove(event.getSession().getId());
    }

    /** Ends every session signed in as {@code username}; returns how many were ended. */
    public int endSessionsOf(String username) {
        int ended = 0;
        for (HttpSession session : sessions.values()) {
            if (username.equals(signedInUser(session))) {
                try {
                    session.invalidate();
                    ended++;
                } catch (IllegalStateException alreadyGone) {
                    // it ended between the lookup and now: the outcome the caller wanted
                }
                sessions.remove(session.getId());
            }
        }
        if (ended > 0) {
            LOG.info("Ended {} session(s) of {}", ended, username);
        }
        return ended;
    }

    private static String signedInUser(HttpSession session) {
        try {
            Object context = session.getAttribute(HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY);
            Authentication auth = context instanceof SecurityContext c ? c.getAuthentication() : null;
            return auth == null ? null : auth.getName();
        } catch (IllegalStateException invalidated) {
            return null;
        }
    }
}
