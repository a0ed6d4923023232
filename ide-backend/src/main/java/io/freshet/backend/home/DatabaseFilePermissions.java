package io.freshet.backend.home;

import io.freshet.backend.config.FreshetProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationStartedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** Tightens the H2 files that the database created during this start (first start, new trace files) to 0600. */
@Component
public class DatabaseFilePermissions {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseFilePermissions.class);

    private final FreshetHomeFiles files;

    public DatabaseFilePermissions(FreshetProperties properties, @Value("${spring.datasource.url:}") String jdbcUrl) {
        this.files = FreshetHomeFiles.of(properties.home(), jdbcUrl);
    }

    @EventListener(ApplicationStartedEvent.class)
    public void tighten() {
        files.h2Directory().ifPresent(dir -> HomePermissions.tightenFiles(dir)
                .forEach(problem -> LOG.warn("The database files are not owner-only: {}", problem)));
    }
}
