package io.freshet.backend.config;

import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.event.EventListener;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/** Prints the address to open once the IDE answers, so the run command ends with a URL. */
@Component
public class StartupAnnouncer {

    private final Environment environment;

    public StartupAnnouncer(Environment environment) {
        this.environment = environment;
    }

    @EventListener(ApplicationReadyEvent.class)
    public void announce(ApplicationReadyEvent event) {
        if (event.getApplicationContext() instanceof WebServerApplicationContext web) {
            String host = environment.getProperty("server.address", "127.0.0.1");
            // System.out on purpose: the run command's user reads the console, not the log file
            System.out.printf("%nFreshet is running at http://%s:%d/%n%n", host, web.getWebServer().getPort());
        }
    }
}
