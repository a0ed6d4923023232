package io.freshet.backend.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.freshness.CheckpointReading;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.FreshnessReadings;
import io.freshet.backend.freshness.JobsListener;
import io.freshet.backend.freshness.LostJobs;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.ingest.ingestions.IngestionStates;
import io.freshet.backend.ingest.ingestions.IngestionStatesMoved;
import io.freshet.backend.ingest.ingestions.IngestionStore;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.flink.CheckpointStats;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.testing.Databases;
import io.freshet.testing.MutableClock;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 33: a read of Flink's job list that changed a refresh job's state is evaluated at once, once, on the
 * evaluator's own thread (a stand-in run by hand), not a health cycle later; a read that changed nothing of the kind
 * causes no evaluation beyond the regular cycle. Fakes for the warehouse read and the monitor's view, the real
 * freshness judge, health rules and recorder (H2).
 */
class PromptEvaluationTest {

    private static final Instant START = Instant.parse("2026-12-07T15:00:00Z");
    private static final TableId ORDERS = new TableId("lakehouse", "ods", "orders");
    private static final TableId DETAIL = new TableId("lakehouse", "dwd", "order_detail");
    private static final String JOB = "0123456789abcdef0123456789abcdef";

    @TempDir
    Path home;

    private final AtomicReference<FlinkJobsView> view = new AtomicReference<>(FlinkJobsView.unknown("not read", null));
    private final List<JobsListener> listeners = new CopyOnWriteArrayList<>();
    private final List<HealthEvaluated> published = new ArrayList<>();
    private final ManualScheduler thread = new ManualScheduler();
    /** Each read of the job list is a poll interval after the previous one, as the monitor's are. */
    private final MutableClock clock = new MutableClock(START);
    private HealthEvaluator evaluator;

    @BeforeEach
    void wire() {
        CatalogState catalog = catalog();
        PaimonCatalogSnapshotSource source = new PaimonCatalogSnapshotSource(null, Duration.ofHours(1)) {
            @Override
            public CatalogState state() {
                return catalog;
            }
        };
        FreshnessMonitor monitor = new FreshnessMonitor(null, source, Duration.ofSeconds(10)) {
            @Override
            public FlinkJobsView view() {
                return view.get();
            }

            @Override
            public void listen(JobsListener listener) {
                listeners.add(listener);
            }
        };
        JdbcTemplate jdbc = new JdbcTemplate(Databases.h2(home));
        RecordedRefreshes none = table -> RecordedRefreshes.Summary.NONE;
        evaluator = new HealthEvaluator(source, monitor, new FreshnessReadings(source, monitor, none, new LostJobs(),
                clock), none, new IngestionStates(new IngestionStore(jdbc)), new HealthRecorder(new HealthStore(jdbc),
                "test", Duration.ofSeconds(30)), event -> published.add((HealthEvaluated) event),
                Duration.ofSeconds(30), clock, thread);
        evaluator.start();
        assertThat(listeners).as("the evaluator listens to Flink's job list once started").hasSize(1);
    }

    @Test
    void aCancelledRefreshJobIsEvaluatedOnceAtOnceOnTheEvaluatorsThreadAndIsFailing() {
        read(job(JOB, FlinkJobState.RUNNING));
        read(job(JOB, FlinkJobState.RUNNING));
        assertThat(thread.queued()).as("the first read is the baseline, the same states again no change").isZero();

        read(job(JOB, FlinkJobState.CANCELED));
        assertThat(published).as("nothing evaluated on the monitor's thread").isEmpty();
        assertThat(thread.queued()).isEqualTo(1);
        thread.runQueued();
        assertThat(published).singleElement()
                .satisfies(e -> assertThat(state(e, DETAIL)).isEqualTo(HealthState.FAILING));

        read(job(JOB, FlinkJobState.CANCELED));
        assertThat(thread.queued()).as("still cancelled: no change").isZero();
        read(job(JOB, FlinkJobState.RUNNING));
        thread.runQueued();
        assertThat(published).as("coming back is a change too").hasSize(2);
        assertThat(state(published.get(1), DETAIL)).isEqualTo(HealthState.FRESH);
    }

    @Test
    void aDeployOfTwentyJobsAndACancelBeforeTheEvaluationStartsAreOneEvaluation() {
        read(job(JOB, FlinkJobState.RUNNING));
        List<FlinkJob> deployed = new ArrayList<>(List.of(job(JOB, FlinkJobState.RUNNING)));
        for (int i = 0; i < 20; i++) {
            deployed.add(new FlinkJob(String.format("%032x", i + 1), "Materialized_table_`lakehouse`.`dws`.`t" + i
                    + "`_continuous_refresh_job", FlinkJobState.CREATED, clock.instant(), null));
        }
        read(deployed.toArray(FlinkJob[]::new));
        deployed.set(0, job(JOB, FlinkJobState.CANCELED));
        read(deployed.toArray(FlinkJob[]::new));
        evaluator.ingestionsMoved(new IngestionStatesMoved(2));
        assertThat(thread.queued()).as("asks while one waits join it").isEqualTo(1);
        thread.runQueued();
        assertThat(published).singleElement()
                .satisfies(e -> assertThat(state(e, DETAIL)).isEqualTo(HealthState.FAILING));
    }

    @Test
    void readsThatChangeNoRefreshJobCauseNoEvaluationBeyondTheRegularCycle() {
        read(job(JOB, FlinkJobState.RUNNING));
        for (int i = 0; i < 5; i++) {
            // an editor's query job comes and goes: not a materialized table's job
            read(job(JOB, FlinkJobState.RUNNING), new FlinkJob("ffffffffffffffffffffffffffffffff", "collect",
                    i % 2 == 0 ? FlinkJobState.RUNNING : FlinkJobState.CANCELED, clock.instant(), null));
        }
        assertThat(thread.queued()).isZero();
        assertThat(published).isEmpty();
        thread.tick();
        assertThat(published).as("the regular cycle only").hasSize(1);
        assertThat(thread.queued()).isZero();
    }

    @Test
    void aRestartFlinkMadeAndFlinkBecomingUnreachableAreChanges() {
        read(job(JOB, FlinkJobState.RUNNING));
        clock.advance(Duration.ofSeconds(10));
        view.set(FlinkJobsView.of(clock.instant(), List.of(job(JOB, FlinkJobState.RUNNING)),
                Map.of(JOB, checkpoint().withRestarts(2, "boom"))));
        listeners.forEach(l -> l.jobsRead(view.get(), null));
        assertThat(thread.queued()).isEqualTo(1);
        thread.runQueued();

        clock.advance(Duration.ofSeconds(10));
        view.set(FlinkJobsView.unknown("Flink is not reachable", clock.instant()));
        listeners.forEach(l -> l.jobsRead(view.get(), null));
        assertThat(thread.queued()).isEqualTo(1);
        thread.runQueued();
        assertThat(published).hasSize(2);
    }

    @Test
    void aMovedIngestionIsEvaluatedAtOnceAndAnAskDuringTheEvaluationQueuesTheNext() {
        evaluator.ingestionsMoved(new IngestionStatesMoved(1));
        evaluator.ingestionsMoved(new IngestionStatesMoved(1));
        assertThat(thread.queued()).isEqualTo(1);
        thread.runQueued();
        assertThat(published).hasSize(1);

        AtomicInteger runs = new AtomicInteger();
        AtomicReference<PromptEvaluation> prompt = new AtomicReference<>();
        prompt.set(new PromptEvaluation(thread, () -> {
            if (runs.incrementAndGet() == 1) {
                assertThat(prompt.get().ask()).as("asked while it runs: the next is queued").isTrue();
            }
        }));
        assertThat(prompt.get().ask()).isTrue();
        assertThat(prompt.get().ask()).as("joins the waiting one").isFalse();
        thread.runQueued();
        assertThat(runs).hasValue(2);
        thread.shutdownNow();
        assertThat(prompt.get().ask()).as("the thread ended: nothing queued").isFalse();
    }

    /** One read of the job list, as the monitor hands it to its listeners: running jobs have their checkpoints. */
    private void read(FlinkJob... jobs) {
        clock.advance(Duration.ofSeconds(10));
        Map<String, CheckpointReading> checkpoints = new HashMap<>();
        for (FlinkJob job : jobs) {
            if (job.state() == FlinkJobState.RUNNING) {
                checkpoints.put(job.id(), checkpoint());
            }
        }
        view.set(FlinkJobsView.of(clock.instant(), List.of(jobs), checkpoints));
        listeners.forEach(l -> l.jobsRead(view.get(), null));
    }

    private CheckpointReading checkpoint() {
        Instant now = clock.instant();
        return new CheckpointReading(new CheckpointStats(12, 0, 0, now.minusSeconds(3), null, null), now, null);
    }

    private FlinkJob job(String id, FlinkJobState state) {
        return new FlinkJob(id, "Materialized_table_`lakehouse`.`dwd`.`order_detail`_continuous_refresh_job", state,
                START.minus(Duration.ofHours(1)), state.ended() ? clock.instant().minusSeconds(2) : null);
    }

    private static HealthState state(HealthEvaluated evaluated, TableId table) {
        return evaluated.entries().stream().filter(e -> e.subject().name().equals(table.toString())).findFirst()
                .map(HealthEntry::state).orElse(null);
    }

    /** An ODS table and the CONTINUOUS table reading it (5 s freshness), whose job is {@link #JOB}. */
    private static CatalogState catalog() {
        TableInfo orders = new TableInfo(ORDERS, TableKind.TABLE, List.of(), List.of(), List.of(), List.of(), Map.of(),
                null, null, null);
        TableInfo detail = new TableInfo(DETAIL, TableKind.MATERIALIZED_TABLE, List.of(), List.of(), List.of(),
                List.of(), Map.of(MaterializedTableOptions.REFRESH_STATUS, "ACTIVATED",
                MaterializedTableOptions.REFRESH_HANDLER_DESCRIPTION, "{jobId=" + JOB + "}"), null, null,
                new MaterializedTableInfo("SELECT * FROM `lakehouse`.`ods`.`orders`", "5", "SECOND", "AUTOMATIC",
                        "CONTINUOUS"));
        CatalogSnapshot snapshot = new CatalogSnapshot("lakehouse", "ods", List.of(new CatalogInfo("lakehouse", "ods",
                Map.of(), List.of(new DatabaseInfo("ods", List.of(orders)),
                new DatabaseInfo("dwd", List.of(detail))))));
        return new CatalogState(snapshot, Map.of(ORDERS, START.minusSeconds(30)), Map.of(), START,
                Duration.ofSeconds(1), null);
    }
}
