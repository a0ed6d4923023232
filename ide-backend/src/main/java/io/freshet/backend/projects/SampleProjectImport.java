package io.freshet.backend.projects;

import io.freshet.ui.common.ServiceException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * First start: when the database holds no project, imports the sample project folder
 * ({@code freshet.sample-project}) so a new user has something to open. Without the folder it starts empty.
 */
@Component
public class SampleProjectImport implements ApplicationRunner {

    private static final Logger LOG = LoggerFactory.getLogger(SampleProjectImport.class);

    private final ProjectStore store;
    private final ProjectTransfer transfer;
    private final String location;

    public SampleProjectImport(ProjectStore store, ProjectTransfer transfer,
                               @Value("${freshet.sample-project:}") String location) {
        this.store = store;
        this.transfer = transfer;
        this.location = location;
    }

    @Override
    public void run(ApplicationArguments args) {
        if (store.projectCount() > 0) {
            return;
        }
        if (location == null || location.isBlank()) {
            LOG.info("No sample project configured (freshet.sample-project): starting with no projects");
            return;
        }
        Path dir = Path.of(location).toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            LOG.info("No sample project folder at {}: starting with no projects", dir);
            return;
        }
        try {
            // no renaming: a second instance starting at the same moment fails here instead of importing twice
            var project = transfer.importBundle(ProjectFolder.read(dir), "system", false);
            LOG.info("First start: imported the sample project {} from {}", project.name(), dir);
        } catch (ServiceException e) {
            LOG.warn("Could not import the sample project from {}: {}", dir, e.userMessage());
        }
    }
}
