package io.freshet.backend.health;

import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.ingest.ingestions.IngestionStates;
import io.freshet.backend.ingest.ingestions.IngestionStatesMoved;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.FreshnessJudge;
import io.freshet.backend.warehouse.LiveReaders;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthSubject;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Evaluates the health of every table and ingestion on one background thread every poll interval, and at once on that
 * thread when a read of Flink's job list changed a refresh job's state or the ingestion watch moved an ingestion (so a
 * cancelled job is FAILING one job-list poll after it ended, not a cycle later), from the latest warehouse read, the
 * latest look at Flink, the refresh history and the ingestions' records (it waits for none of them); records the
 * changes through {@link HealthRecorder} and publishes {@link HealthEvaluated} in every instance.
 */
@Component
public class HealthEvaluator {

    private static final Logger LOG = LoggerFactory.getLogger(HealthEvaluator.class);

    private final PaimonCatalogSnapshotSource catalog;
    private final FreshnessMonitor monitor;
    private final FreshnessJudge judge;
    private final RecordedRefreshes recorded;
    private final IngestionStates ingestions;
    private final HealthRecorder recorder;
    private final ApplicationEventPublisher events;
    private final Duration interval;
    private final Clock clock;
    private final LagSamples lags = new LagSamples();
    private final AtomicReference<HealthEvaluated> latest =
            new AtomicReference<>(new HealthEvaluated(Instant.EPOCH, List.of(), List.of()));
    private final ScheduledExecutorService poller;
    private final PromptEvaluation prompt;
    private final JobListChange jobList = new JobListChange();
    private final LiveReaders readers =
            new LiveReaders((table, reason) -> LOG.debug("Health: no lineage for {}: {}", table, reason));

    @Autowired
    public HealthEvaluator(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, FreshnessJudge judge,
                           RecordedRefreshes recorded, IngestionStates ingestions, HealthStore store,
                           ApplicationEventPublisher events,
                           @Value("${freshet.health.poll-interval:30s}") Duration interval) {
        this(catalog, monitor, judge, recorded, ingestions, new HealthRecorder(store, instanceName(), interval),
                events, interval, Clock.systemUTC());
    }

    /** @param clock the evaluation's now (a test's clock moves it past a table's freshness) */
    public HealthEvaluator(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, FreshnessJudge judge,
                           RecordedRefreshes recorded, IngestionStates ingestions, HealthRecorder recorder,
                           ApplicationEventPublisher events, Duration interval, Clock clock) {
        this(catalog, monitor, judge, recorded, ingestions, recorder, events, interval, clock,
                Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread thread = new Thread(r, "freshet-health");
                    thread.setDaemon(true);
                    return thread;
                }));
    }

    /** @param poller the one thread every evaluation runs on, regular or prompt (a test's runs them by hand) */
    HealthEvaluator(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, FreshnessJudge judge,
                    RecordedRefreshes recorded, IngestionStates ingestions, HealthRecorder recorder,
                    ApplicationEventPublisher events, Duration interval, Clock clock, ScheduledExecutorService poller) {
        this.catalog = catalog;
        this.monitor = monitor;
        this.judge = judge;
        this.recorded = recorded;
        this.ingestions = ingestions;
        this.recorder = recorder;
        this.events = events;
        this.interval = interval;
        this.clock = clock;
        this.poller = poller;
        this.prompt = new PromptEvaluation(poller, this::evaluateQuietly);
    }

    /**
     * Starts the cycle and listens to Flink's job list; by now the refresh history's collector listens already, so a
     * read's failed refreshes are recorded before the evaluation they cause.
     */
    @EventListener(ApplicationReadyEvent.class)
    public void start() {
        monitor.listen((view, client) -> {
            if (jobList.changed(view)) {
                prompt.ask();
            }
        });
        poller.scheduleWithFixedDelay(this::evaluateQuietly, interval.toMillis(), interval.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /** The ingestion watch moved ingestions: their health is evaluated at once (the event's thread only asks). */
    @EventListener
    public void ingestionsMoved(IngestionStatesMoved moved) {
        prompt.ask();
    }

    /** Every subject's health as of the latest evaluation, worst first; never waits. */
    public List<HealthEntry> latest() {
        return latest.get().entries();
    }

    /** When the latest evaluation ran; {@link Instant#EPOCH} before the first. */
    public Instant evaluatedAt() {
        return latest.get().at();
    }

    /** The lag samples of a subject since a time, oldest first. */
    public List<io.freshet.ui.health.HealthLag> lags(HealthSubject subject, Instant since) {
        return lags.of(subject, since);
    }

    /** One evaluation on the caller's thread (the scheduler's, or a test's). */
    public synchronized HealthEvaluated evaluateNow() {
        Instant now = clock.instant();
        CatalogState state = catalog.state();
        FlinkJobsView view = monitor.view();
        Map<HealthSubject, OwnHealth> own = TableHealth.judge(state, judge, view, recorded, now);
        Map<HealthSubject, Collection<String>> writes = IngestionHealth.add(ingestions.all(), own);
        Map<HealthSubject, OwnHealth> all = UpstreamWalk.apply(own, readers.of(state.snapshot()), writes);
        // before the first reads every table would be UNKNOWN: not a change worth recording
        boolean inputsRead = state.readAt() != null && view.readAt() != null;
        HealthRecorder.Outcome outcome = recorder.record(all, now, inputsRead);
        List<HealthEntry> entries = HealthEntries.of(all, outcome.states());
        lags.add(now, entries);
        HealthEvaluated evaluated = new HealthEvaluated(now, entries, outcome.changes());
        latest.set(evaluated);
        events.publishEvent(evaluated);
        return evaluated;
    }

    private void evaluateQuietly() {
        try {
            evaluateNow();
        } catch (RuntimeException e) {
            LOG.warn("Evaluating the lakehouse's health failed", e);
        }
    }

    private static String instanceName() {
        return ProcessHandle.current().pid() + "@" + UUID.randomUUID();
    }

    @PreDestroy
    public void stop() {
        poller.shutdownNow();
    }
}
