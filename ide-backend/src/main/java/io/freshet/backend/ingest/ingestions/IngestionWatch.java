package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.SlotStatus;
import io.freshet.backend.ingest.sources.SourceStore;
import io.freshet.backend.ingest.sources.StoredSource;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UserMessages;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Looks at every active CDC ingestion's Flink job (status, restarts, latest failure) and replication slots at a fixed
 * pace and moves its state as {@link IngestionTruth} judges, with the root error in words, and tells of the moves
 * ({@link IngestionStatesMoved}); never starts the ingestion Flink, and what cannot be read leaves the state as it is.
 */
@Component
class IngestionWatch {

    private static final Logger LOG = LoggerFactory.getLogger(IngestionWatch.class);

    private final IngestionStore store;
    private final SourceStore sources;
    private final IngestGatewayConnection gateway;
    private final ApplicationEventPublisher events;
    private final Clock clock = Clock.systemUTC();
    private final Map<Long, IngestionTruth.Memory> memories = new ConcurrentHashMap<>();

    /** Telling nobody of the moves (a test's watch). */
    IngestionWatch(IngestionStore store, SourceStore sources, IngestGatewayConnection gateway) {
        this(store, sources, gateway, event -> { });
    }

    @Autowired
    IngestionWatch(IngestionStore store, SourceStore sources, IngestGatewayConnection gateway,
                   ApplicationEventPublisher events) {
        this.store = store;
        this.sources = sources;
        this.gateway = gateway;
        this.events = events;
    }

    /** One look at every active CDC ingestion; returns how many changed state. */
    @Scheduled(initialDelay = 15_000, fixedDelayString = "${freshet.ingest.watch-interval-ms:15000}")
    public int observe() {
        List<IngestionSummary> active = store.list().stream().filter(i -> i.mode() == IngestionMode.CDC
                && i.state().active() && i.jobId() != null).toList();
        memories.keySet().retainAll(active.stream().map(IngestionSummary::id).toList());
        Optional<FlinkRestClient> flink = gateway.flinkRestIfRunning();
        if (active.isEmpty() || flink.isEmpty()) {
            return 0;
        }
        List<FlinkJob> jobs;
        try {
            jobs = flink.get().jobs();
        } catch (GatewayException e) {
            LOG.debug("The ingestion Flink's job list is not readable: {}", e.getMessage());
            return 0;
        }
        int changed = 0;
        for (IngestionSummary i : active) {
            try {
                changed += judge(i, flink.get(), jobs) ? 1 : 0;
            } catch (RuntimeException e) {
                LOG.debug("Ingestion {} was not judged: {}", i.id(), e.getMessage());
            }
        }
        if (changed > 0) {
            events.publishEvent(new IngestionStatesMoved(changed));
        }
        return changed;
    }

    private boolean judge(IngestionSummary i, FlinkRestClient flink, List<FlinkJob> jobs) {
        String status = jobs.stream().filter(j -> j.id().equals(i.jobId())).map(j -> j.state().name()).findFirst()
                .orElse(null);
        Long restarts = null;
        String failure = null;
        if (status != null) {
            OptionalLong count = flink.restarts(i.jobId());
            restarts = count.isPresent() ? count.getAsLong() : null;
            if (!"RUNNING".equals(status) || (restarts != null && restarts > 0)) {
                failure = flink.failure(i.jobId()).map(UserMessages::translate).orElse(null);
            }
        }
        IngestionTruth.Look look = new IngestionTruth.Look(i.jobId(), status, restarts, failure, slots(i),
                Instant.now(clock));
        IngestionTruth.Verdict verdict = IngestionTruth.judge(i.state(), i.slots(), look, memories.get(i.id()));
        memories.put(i.id(), verdict.memory());
        if (verdict.state() == null || (verdict.state() == i.state() && (verdict.state() == IngestionState.RUNNING
                || verdict.message().equals(i.message())))) {
            return false;
        }
        try {
            // an ended job's id is cleared: a restart must not look for it
            store.move(i.id(), verdict.state(), verdict.state() == IngestionState.FAILED ? "" : null, null,
                    verdict.message());
            if (verdict.state() != i.state()) {
                LOG.info("Ingestion {}: {} -> {}: {}", i.id(), i.state(), verdict.state(), verdict.message());
            }
            return verdict.state() != i.state();
        } catch (ServiceException e) {
            // a user stopped or deleted it meanwhile: their step decides
            return false;
        }
    }

    private List<SlotStatus> slots(IngestionSummary i) {
        Optional<SourceDefinition> source = sources.find(i.source()).map(StoredSource::definition)
                .filter(s -> s.kind() == SourceKind.POSTGRESQL);
        if (source.isEmpty() || i.slots().isEmpty()) {
            return null;
        }
        try {
            return SlotStatus.read(source.get(), i.slots());
        } catch (SQLException e) {
            LOG.debug("The slots of ingestion {} are not readable: {}", i.id(), e.getMessage());
            return null;
        }
    }
}
