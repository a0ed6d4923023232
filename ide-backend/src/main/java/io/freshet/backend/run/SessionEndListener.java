package io.freshet.backend.run;

import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import org.springframework.stereotype.Component;

/**
 * When a user's last HTTP session ends (sign-out invalidates it, or it times out), their runs stop, their
 * results are deleted and their gateway session is closed. Spring Boot registers listener beans with the
 * servlet container.
 */
@Component
public class SessionEndListener implements HttpSessionListener {

    private final UserSessions sessions;
    private final RunRegistry registry;

    public SessionEndListener(UserSessions sessions, RunRegistry registry) {
        this.sessions = sessions;
        this.registry = registry;
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        sessions.detach(event.getSession().getId()).ifPresent(user -> {
            registry.dropUser(user);
            sessions.close(user);
        });
    }
}
