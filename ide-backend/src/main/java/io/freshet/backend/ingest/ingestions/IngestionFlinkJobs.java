package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.gateway.jobs.ListedJob;
import io.freshet.ui.ingest.IngestionJob;
import io.freshet.ui.ingest.IngestionSummary;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/** Every job of the ingestion Flink with the ingestion it belongs to by name; never starts the ingestion Flink. */
@Component
class IngestionFlinkJobs {

    private final IngestionStore store;
    private final IngestionSteps steps;
    private final IngestGatewayConnection gateway;

    IngestionFlinkJobs(IngestionStore store, IngestionSteps steps, IngestGatewayConnection gateway) {
        this.store = store;
        this.steps = steps;
        this.gateway = gateway;
    }

    List<IngestionJob> list() {
        if (gateway.clientIfRunning().isEmpty()) {
            return List.of();
        }
        List<IngestionSummary> ingestions = store.list();
        List<IngestionJob> jobs = new ArrayList<>();
        try (IngestionJobs session = steps.open()) {
            for (ListedJob job : session.list()) {
                Long owner = ingestions.stream().filter(i -> IngestionPlanner.jobName(i.source(), i.schema())
                        .equals(job.name()) || job.id().equals(i.jobId())).map(IngestionSummary::id).findFirst()
                        .orElse(null);
                jobs.add(new IngestionJob(job.id(), job.name(), job.status(), owner, started(job.startTime())));
            }
        }
        return jobs;
    }

    /** SHOW JOBS writes the start time as a local timestamp text of the ingestion Flink (UTC here). */
    private static Instant started(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDateTime.parse(text.strip().replace(' ', 'T')).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
