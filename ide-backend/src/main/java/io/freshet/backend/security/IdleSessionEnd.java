package io.freshet.backend.security;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import com.vaadin.flow.server.WrappedSession;
import org.springframework.stereotype.Component;

/**
 * An idle session ends as a whole. Every open tab sends Vaadin's heartbeat, and each heartbeat keeps the servlet
 * container's session alive, so the container's timeout alone never ends a session with a tab open. Vaadin sees the
 * idleness instead ({@code vaadin.closeIdleSessions}: no request but heartbeats for the session timeout) and closes its
 * own session; this ends the HTTP session with it, so the sign-in goes too and the user's runs and gateway session
 * are released (see {@code SessionEndListener}).
 */
@Component
public class IdleSessionEnd implements VaadinServiceInitListener {

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.getSource().addSessionDestroyListener(destroyed -> invalidate(destroyed.getSession().getSession()));
    }

    private static void invalidate(WrappedSession http) {
        if (http == null) {
            return;
        }
        try {
            http.invalidate();
        } catch (IllegalStateException alreadyEnded) {
            // signed out or timed out by the container: the session this was about to end is gone already
        }
    }
}
