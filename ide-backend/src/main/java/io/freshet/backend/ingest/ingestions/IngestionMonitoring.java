package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.SlotStatus;
import io.freshet.backend.ingest.sources.SourceStore;
import io.freshet.backend.ingest.sources.StoredSource;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.flink.CheckpointCycle;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.ui.ingest.IngestionMetrics;
import io.freshet.ui.ingest.IngestionMonitor;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.Optional;
import java.util.OptionalLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Rows per second, restarts and the commit-to-ODS estimate from the ingestion Flink, and the replication lag from each
 * PostgreSQL source's slots.
 * Never starts the ingestion Flink; what cannot be read is left out and logged, not thrown.
 */
@Service
class IngestionMonitoring implements IngestionMonitor {

    private static final Logger LOG = LoggerFactory.getLogger(IngestionMonitoring.class);

    private final IngestionStore store;
    private final SourceStore sources;
    private final IngestGatewayConnection gateway;

    IngestionMonitoring(IngestionStore store, SourceStore sources, IngestGatewayConnection gateway) {
        this.store = store;
        this.sources = sources;
        this.gateway = gateway;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<IngestionMetrics> metrics() {
        List<IngestionSummary> running = store.list().stream()
                .filter(i -> i.state().active() && i.jobId() != null).toList();
        if (running.isEmpty()) {
            return List.of();
        }
        Optional<FlinkRestClient> flink = gateway.flinkRestIfRunning();
        List<IngestionMetrics> metrics = new ArrayList<>();
        for (IngestionSummary i : running) {
            Long restarts = flink.map(f -> restarts(f, i)).orElse(null);
            String failure = restarts == null || restarts == 0 ? null
                    : flink.map(f -> failure(f, i)).orElse(null);
            List<SlotStatus> slots = slots(i);
            Double lag = flink.map(f -> lagSeconds(f, i)).orElse(null);
            metrics.add(new IngestionMetrics(i.id(), flink.map(f -> rows(f, i)).orElse(null),
                    slots.stream().collect(Collectors.toMap(SlotStatus::name, SlotStatus::lagBytes)), restarts,
                    failure, lag, slots.stream().collect(Collectors.toMap(SlotStatus::name, SlotStatus::retainedBytes)),
                    flink.map(f -> OdsLatencyEstimate.of(lag, cycle(f, i))).orElse(null)));
        }
        return metrics;
    }

    /** A job that fails again and again still shows RUNNING between its restarts: the count is what tells. */
    private static Long restarts(FlinkRestClient flink, IngestionSummary i) {
        try {
            OptionalLong count = flink.restarts(i.jobId());
            return count.isPresent() ? count.getAsLong() : null;
        } catch (GatewayException | IllegalArgumentException e) {
            LOG.debug("No restart count for ingestion {} (job {}): {}", i.id(), i.jobId(), e.getMessage());
            return null;
        }
    }

    private static String failure(FlinkRestClient flink, IngestionSummary i) {
        try {
            return flink.failure(i.jobId()).orElse(null);
        } catch (GatewayException | IllegalArgumentException e) {
            LOG.debug("No failure for ingestion {} (job {}): {}", i.id(), i.jobId(), e.getMessage());
            return null;
        }
    }

    private static Double rows(FlinkRestClient flink, IngestionSummary i) {
        try {
            return SourceRates.sum(flink.subtaskMetricSums(i.jobId(), SourceRates::isSourceRate));
        } catch (GatewayException | IllegalArgumentException e) {
            LOG.debug("No source metrics for ingestion {} (job {}): {}", i.id(), i.jobId(), e.getMessage());
            return null;
        }
    }

    /** How old the last emitted change was when emitted, the slowest source's; null when Flink reports none. */
    private static Double lagSeconds(FlinkRestClient flink, IngestionSummary i) {
        try {
            return SourceRates.lagSeconds(flink.subtaskMetricMax(i.jobId(), SourceRates::isEmitLag));
        } catch (GatewayException | IllegalArgumentException e) {
            LOG.debug("No event time lag for ingestion {} (job {}): {}", i.id(), i.jobId(), e.getMessage());
            return null;
        }
    }

    private static CheckpointCycle cycle(FlinkRestClient flink, IngestionSummary i) {
        try {
            return flink.checkpointCycle(i.jobId()).orElse(null);
        } catch (GatewayException | IllegalArgumentException e) {
            LOG.debug("No checkpoint cycle for ingestion {} (job {}): {}", i.id(), i.jobId(), e.getMessage());
            return null;
        }
    }

    private List<SlotStatus> slots(IngestionSummary i) {
        Optional<SourceDefinition> source = sources.find(i.source()).map(StoredSource::definition)
                .filter(s -> s.kind() == SourceKind.POSTGRESQL);
        if (source.isEmpty() || i.slots().isEmpty()) {
            return List.of();
        }
        try {
            return SlotStatus.read(source.get(), i.slots());
        } catch (SQLException e) {
            LOG.debug("No replication lag for ingestion {}: {}", i.id(), e.getMessage());
            return List.of();
        }
    }
}
