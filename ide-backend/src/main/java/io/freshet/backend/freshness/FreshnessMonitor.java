package io.freshet.backend.freshness;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.gateway.FlinkRestConnection;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.FlinkRestClient;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Watches Flink for the freshness of materialized tables, on one background thread: every interval one read of the
 * job list (a stopped job shows within an interval), and the checkpoint statistics of each running continuous refresh
 * job, spaced so that all of it, job list included, stays within a REST budget per minute however many tables
 * there are.
 */
@Component
public class FreshnessMonitor {

    /** All the REST time per minute the monitor may take: job list reads and checkpoint reads together. */
    static final Duration REST_BUDGET_PER_MINUTE = Duration.ofMillis(900);
    /** However long the job list takes, checkpoint reads keep this much: lags are read less often, never not. */
    static final Duration MIN_CHECKPOINT_BUDGET = Duration.ofMillis(300);
    private static final Logger LOG = LoggerFactory.getLogger(FreshnessMonitor.class);

    private final FlinkRestConnection rest;
    private final PaimonCatalogSnapshotSource catalog;
    private final Duration interval;
    private final Clock clock;
    private final RestTime restTime = new RestTime();
    private final Map<String, CheckpointReading> checkpoints = new HashMap<>();
    private final List<JobsListener> listeners = new CopyOnWriteArrayList<>();
    private final AtomicReference<FlinkJobsView> view;
    private final ScheduledExecutorService poller = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "freshet-freshness-monitor");
        thread.setDaemon(true);
        return thread;
    });

    @Autowired
    public FreshnessMonitor(FlinkRestConnection rest, PaimonCatalogSnapshotSource catalog,
                            @Value("${freshet.freshness.poll-interval:10s}") Duration interval) {
        this(rest, catalog, interval, Clock.systemUTC());
    }

    FreshnessMonitor(FlinkRestConnection rest, PaimonCatalogSnapshotSource catalog, Duration interval, Clock clock) {
        this.rest = rest;
        this.catalog = catalog;
        this.interval = interval;
        this.clock = clock;
        this.view = new AtomicReference<>(FlinkJobsView.unknown("Flink was not asked yet", null));
    }

    @EventListener(ApplicationReadyEvent.class)
    public void start() {
        poller.scheduleWithFixedDelay(this::pollQuietly, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The latest view; never waits for Flink. */
    public FlinkJobsView view() {
        return view.get();
    }

    /** Tells a listener about every successful read of the job list from now on. */
    public void listen(JobsListener listener) {
        listeners.add(listener);
    }

    /** What the polls have cost so far. */
    public RestTime restTime() {
        return restTime;
    }

    /** One poll on the caller's thread (the scheduler's, or a test's). */
    public synchronized FlinkJobsView pollNow() {
        Instant now = clock.instant();
        Optional<FlinkRestClient> client = rest.client();
        if (client.isEmpty()) {
            checkpoints.clear();
            return publish(FlinkJobsView.unknown(rest.whyNot(), now));
        }
        List<FlinkJob> jobs;
        try {
            long start = System.nanoTime();
            jobs = client.get().jobs();
            restTime.jobList(System.nanoTime() - start);
        } catch (GatewayException e) {
            checkpoints.clear();
            return publish(FlinkJobsView.unknown(e.userMessage(), now));
        }
        Map<String, FlinkJob> running = jobs.stream().filter(j -> j.state() == FlinkJobState.RUNNING)
                .collect(Collectors.toMap(FlinkJob::id, j -> j, (a, b) -> a));
        Set<String> watched = continuousJobIds();
        checkpoints.keySet().retainAll(watched.stream().filter(running::containsKey).collect(Collectors.toSet()));
        Duration spacing = spacing(watched.stream().filter(running::containsKey).count());
        for (String jobId : watched) {
            CheckpointReading last = checkpoints.get(jobId);
            if (running.containsKey(jobId) && (last == null || !last.readAt().plus(spacing).isAfter(clock.instant()))) {
                checkpoints.put(jobId, read(client.get(), jobId));
            }
        }
        FlinkJobsView read = publish(FlinkJobsView.of(now, jobs, checkpoints));
        for (JobsListener listener : listeners) {
            try {
                listener.jobsRead(read, client.get());
            } catch (RuntimeException e) {
                LOG.warn("A listener of Flink's job list failed: {}", e.toString());
            }
        }
        return read;
    }

    /**
     * How long a job's checkpoint read is trusted before it is read again: the poll interval, or longer when
     * reading every running job at that pace would, with the job list reads (measured), cost more REST time per
     * minute than the budget.
     */
    Duration spacing(long runningJobs) {
        Duration perRound = restTime.meanCheckpointCall().multipliedBy(runningJobs);
        long budget = Math.max(MIN_CHECKPOINT_BUDGET.toNanos(),
                REST_BUDGET_PER_MINUTE.toNanos() - jobListPerMinute().toNanos());
        Duration withinBudget = Duration.ofNanos((long) (perRound.toNanos() * (60e9 / budget)));
        return withinBudget.compareTo(interval) > 0 ? withinBudget : interval;
    }

    /** What reading the job list at every poll costs per minute, at the measured mean. */
    Duration jobListPerMinute() {
        double pollsPerMinute = 60_000.0 / Math.max(1, interval.toMillis());
        return Duration.ofNanos((long) (restTime.meanJobListCall().toNanos() * pollsPerMinute));
    }

    private CheckpointReading read(FlinkRestClient client, String jobId) {
        long start = System.nanoTime();
        try {
            CheckpointReading reading = client.checkpoints(jobId)
                    .map(stats -> new CheckpointReading(stats, clock.instant(), null))
                    .orElseGet(() -> new CheckpointReading(null, clock.instant(), "Flink does not know the job"));
            // a restarted job runs on, so only this count tells that Flink lost a TaskManager or a task under it
            long restarts = reading.stats() == null ? 0 : client.restarts(jobId).orElse(0);
            return restarts == 0 ? reading
                    : reading.withRestarts(restarts, client.failure(jobId).orElse(null));
        } catch (GatewayException e) {
            return new CheckpointReading(null, clock.instant(), e.userMessage());
        } finally {
            restTime.checkpoints(System.nanoTime() - start);
        }
    }

    /** The jobs of the catalog's CONTINUOUS materialized tables, from their options. */
    private Set<String> continuousJobIds() {
        return catalog.state().snapshot().tables()
                .filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE)
                .filter(t -> "CONTINUOUS".equals(t.materialized().refreshMode()))
                .map(t -> MaterializedTableOptions.jobId(t.options())).filter(Objects::nonNull)
                .collect(Collectors.toSet());
    }

    private FlinkJobsView publish(FlinkJobsView next) {
        FlinkJobsView previous = view.getAndSet(next);
        if (!Objects.equals(previous.problem(), next.problem()) && next.problem() != null) {
            LOG.info("Freshness of materialized tables: job states unknown: {}", next.problem());
        }
        return next;
    }

    private void pollQuietly() {
        try {
            pollNow();
        } catch (RuntimeException e) {
            LOG.warn("Reading Flink's job states failed", e);
        }
    }

    @PreDestroy
    public void stop() {
        poller.shutdownNow();
    }
}
