package io.freshet.backend.refreshes;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.gateway.FlinkLifecycleListener;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.Supervision;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.RefreshJobName;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Runs the {@link ScheduleRepair} on its own thread every {@code freshet.schedules.check-interval} and after each
 * restart of the embedded Flink, with the
 * catalog's FULL tables, the embedded Flink's pid as the gateway's identity, and as signs of each table's
 * scheduler: its scheduled refreshes in Flink's job list and in the refresh history, and when it was defined.
 */
@Component
public class ScheduleRepairTask {

    private static final Logger LOG = LoggerFactory.getLogger(ScheduleRepairTask.class);

    private final ScheduleRepair repair;
    private final PaimonCatalogSnapshotSource catalog;
    private final FreshnessMonitor monitor;
    private final RecordedRefreshes recorded;
    private final Duration interval;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "freshet-schedule-repair");
        t.setDaemon(true);
        return t;
    });

    public ScheduleRepairTask(GatewayConnection gateway, PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor,
                              RecordedRefreshes recorded, CreationSettings creations, AuditLog audit,
                              @Value("${freshet.schedules.check-interval:30s}") Duration interval,
                              @Value("${freshet.schedules.grace:1m}") Duration grace) {
        this.catalog = catalog;
        this.monitor = monitor;
        this.recorded = recorded;
        this.interval = interval;
        this.repair = new ScheduleRepair(gateway::readyClient, () -> gateway.embedded().map(EmbeddedFlink::pid)
                .orElse(null), this::fullTables, this::lastSign, creations::of, grace, audit, Clock.systemUTC());
        // a restarted embedded Flink has lost every schedule: restore them now, not at the next interval
        gateway.listen(new FlinkLifecycleListener() {
            @Override
            public void restarted(Supervision supervision) {
                thread.execute(ScheduleRepairTask.this::checkQuietly);
            }
        });
    }

    @EventListener(ApplicationReadyEvent.class)
    public void start() {
        thread.scheduleWithFixedDelay(this::checkQuietly, interval.toMillis(), interval.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /** One check on the caller's thread; returns the schedules it restored. */
    public List<ScheduleRepair.Restored> checkNow() {
        return repair.checkNow();
    }

    private List<FullSchedule> fullTables() {
        return catalog.state().snapshot().tables().map(FullSchedule::of).flatMap(Optional::stream).toList();
    }

    private Instant lastSign(String table) {
        CatalogState state = catalog.state();
        Instant defined = state.snapshot().tables().filter(t -> t.id().toString().equals(table)).findFirst()
                .map(TableInfo::id).map(id -> state.times(id).definedAt()).orElse(null);
        FlinkJobsView view = monitor.view();
        Stream<Instant> jobs = view.refreshesOf(table).stream()
                .filter(j -> j.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC).orElse(false))
                .flatMap(j -> Stream.of(j.startTime(), j.endTime()));
        RecordedRefreshes.Summary history = recorded.scheduled(table);
        return Stream.concat(jobs, Stream.of(defined, history.lastSuccess(), history.failedAt()))
                .filter(Objects::nonNull).max(Instant::compareTo).orElse(null);
    }

    private void checkQuietly() {
        try {
            repair.checkNow();
        } catch (RuntimeException e) {
            LOG.warn("Checking FULL tables' refresh schedules failed", e);
        }
    }

    @PreDestroy
    public void stop() {
        thread.shutdownNow();
    }
}
