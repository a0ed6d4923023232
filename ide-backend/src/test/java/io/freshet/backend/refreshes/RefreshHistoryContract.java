package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.ui.catalog.RefreshEntry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The refresh history on every supported database: refreshes are added once and only move forward (several
 * instances record the same Flink jobs), listed newest first, summarised for the freshness judge, pruned; and the
 * collector turns Flink's job list into rows, with a failed refresh's reason, asking Flink once per failure.
 */
abstract class RefreshHistoryContract {

    private static final Instant T = Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(Duration.ofHours(5));

    private RefreshHistoryStore store;
    private final String db = "d" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    private final String table = "lakehouse." + db + ".gmv";

    abstract DataSource dataSource();

    @BeforeEach
    void wire() {
        store = new RefreshHistoryStore(new JdbcTemplate(dataSource()));
    }

    @Test
    void aRefreshIsAddedWhileRunningAndMovesOnToItsEnd() {
        String job = jobId();
        assertThat(store.record(refresh(job, RefreshTrigger.SCHEDULED, RefreshState.RUNNING, T, null, null))).isTrue();
        assertThat(store.of(table, 10)).singleElement().satisfies(r -> {
            assertThat(r.state()).isEqualTo(RefreshState.RUNNING);
            assertThat(r.endedAt()).isNull();
            assertThat(r.duration()).isNull();
        });

        assertThat(store.record(refresh(job, RefreshTrigger.SCHEDULED, RefreshState.SUCCEEDED, T, T.plusSeconds(42),
                null))).isTrue();
        assertThat(store.of(table, 10)).singleElement().satisfies(r -> {
            assertThat(r.jobId()).isEqualTo(job);
            assertThat(r.trigger()).isEqualTo(RefreshTrigger.SCHEDULED);
            assertThat(r.state()).isEqualTo(RefreshState.SUCCEEDED);
            assertThat(r.startedAt()).isEqualTo(T);
            assertThat(r.duration()).isEqualTo(Duration.ofSeconds(42));
        });
        assertThat(store.state(job)).contains(RefreshState.SUCCEEDED);
    }

    @Test
    void anEndedRefreshNeverGoesBackWhoeverRecordsItAgain() {
        String job = jobId();
        store.record(refresh(job, RefreshTrigger.SCHEDULED, RefreshState.FAILED, T, T.plusSeconds(5), "broken"));
        RefreshHistoryStore otherInstance = new RefreshHistoryStore(new JdbcTemplate(dataSource()));

        assertThat(otherInstance.record(refresh(job, RefreshTrigger.SCHEDULED, RefreshState.RUNNING, T, null, null)))
                .isFalse();
        assertThat(store.record(refresh(job, RefreshTrigger.SCHEDULED, RefreshState.SUCCEEDED, T, T.plusSeconds(9),
                null))).isFalse();
        assertThat(store.of(table, 10)).singleElement().satisfies(r -> {
            assertThat(r.state()).isEqualTo(RefreshState.FAILED);
            assertThat(r.error()).isEqualTo("broken");
            assertThat(r.endedAt()).isEqualTo(T.plusSeconds(5));
        });
    }

    @Test
    void aTablesRefreshesNewestFirstAndSummariesOfItsScheduledOnes() {
        store.record(refresh(jobId(), RefreshTrigger.SCHEDULED, RefreshState.SUCCEEDED, T, T.plusSeconds(30), null));
        store.record(refresh(jobId(), RefreshTrigger.SCHEDULED, RefreshState.SUCCEEDED, T.plusSeconds(3600),
                T.plusSeconds(3630), null));
        store.record(refresh(jobId(), RefreshTrigger.MANUAL, RefreshState.SUCCEEDED, T.plusSeconds(5000),
                T.plusSeconds(5010), null));
        store.record(refresh(jobId(), RefreshTrigger.SCHEDULED, RefreshState.FAILED, T.plusSeconds(7200),
                T.plusSeconds(7210), "Table (or view) ods.orders does not exist"));
        store.record(new RefreshRecord("lakehouse." + db + ".other", jobId(), RefreshTrigger.SCHEDULED,
                RefreshState.SUCCEEDED, T, T.plusSeconds(1), null, null));

        assertThat(store.of(table, 10)).extracting(RefreshRecord::startedAt).containsExactly(T.plusSeconds(7200),
                T.plusSeconds(5000), T.plusSeconds(3600), T);
        assertThat(store.of(table, 2)).hasSize(2);

        Map<String, RecordedRefreshes.Summary> summaries = store.scheduledSince(T.minusSeconds(1));
        assertThat(summaries.get(table)).isEqualTo(new RecordedRefreshes.Summary(T.plusSeconds(3630),
                T.plusSeconds(7210), "Table (or view) ods.orders does not exist"));
        assertThat(summaries.get("lakehouse." + db + ".other").lastSuccess()).isEqualTo(T.plusSeconds(1));
        assertThat(store.scheduledSince(T.plusSeconds(8000))).doesNotContainKey(table);
    }

    @Test
    void oldRefreshesArePruned() {
        store.record(refresh(jobId(), RefreshTrigger.MANUAL, RefreshState.SUCCEEDED, T.minus(Duration.ofDays(100)),
                T.minus(Duration.ofDays(100)).plusSeconds(5), null));
        store.record(refresh(jobId(), RefreshTrigger.MANUAL, RefreshState.SUCCEEDED, T, T.plusSeconds(5), null));

        assertThat(store.prune(T.minus(Duration.ofDays(90)))).isGreaterThanOrEqualTo(1);
        assertThat(store.of(table, 10)).extracting(RefreshRecord::startedAt).containsExactly(T);
    }

    @Test
    void theCollectorRecordsFlinksRefreshJobsAndAsksOnceWhyOneFailed() {
        String scheduled = jobId();
        String manual = jobId();
        String failed = jobId();
        FlinkJobsView view = FlinkJobsView.of(T.plusSeconds(400), List.of(
                flinkJob(scheduled, "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(40)),
                flinkJob(manual, "one_time", FlinkJobState.RUNNING, T.plusSeconds(300), null),
                flinkJob(failed, "periodic", FlinkJobState.FAILED, T.plusSeconds(360), T.plusSeconds(365)),
                flinkJob(jobId(), "continuous", FlinkJobState.RUNNING, T, null)), Map.of());
        AtomicInteger asked = new AtomicInteger();
        Clock clock = Clock.fixed(T.plusSeconds(400), ZoneOffset.UTC);
        RefreshHistoryCollector collector = new RefreshHistoryCollector(store, id -> Optional.empty(), Duration.ofDays(90), clock);

        collector.jobsRead(view, id -> {
            asked.incrementAndGet();
            return id.equals(failed) ? Optional.of("Table (or view) ods.orders does not exist") : Optional.empty();
        });

        assertThat(store.of(table, 10)).extracting(RefreshRecord::jobId, RefreshRecord::trigger, RefreshRecord::state)
                .containsExactly(
                        tuple(failed, RefreshTrigger.SCHEDULED, RefreshState.FAILED),
                        tuple(manual, RefreshTrigger.MANUAL, RefreshState.RUNNING),
                        tuple(scheduled, RefreshTrigger.SCHEDULED, RefreshState.SUCCEEDED));
        assertThat(store.of(table, 10).get(0).error()).isEqualTo("Table (or view) ods.orders does not exist");
        assertThat(collector.scheduled(table)).isEqualTo(new RecordedRefreshes.Summary(T.plusSeconds(40),
                T.plusSeconds(365), "Table (or view) ods.orders does not exist"));
        assertThat(asked).hasValue(1);

        // a restarted instance sees the same list: nothing to ask, nothing to write again
        RefreshHistoryCollector restarted = new RefreshHistoryCollector(store, id -> Optional.empty(), Duration.ofDays(90), clock);
        restarted.jobsRead(view, id -> {
            asked.incrementAndGet();
            return Optional.empty();
        });
        assertThat(asked).hasValue(1);
        assertThat(restarted.scheduled(table).lastSuccess()).isEqualTo(T.plusSeconds(40));
    }

    @Test
    void aRefreshAskedForInFreshetGetsItsJobOrEndsRefusedWithoutOne() {
        long accepted = store.asked(asked(T));
        long refused = store.asked(asked(T.plusSeconds(1)));
        assertThat(store.rows(table, 10)).extracting(r -> r.refresh().jobId()).containsOnlyNulls();
        String job = jobId();

        store.accepted(accepted, job);
        store.refused(refused, T.plusSeconds(9), "Table (or view) ods.orders does not exist");
        // the collector then sees the accepted job in Flink's list and moves the same row on
        store.record(refresh(job, RefreshTrigger.MANUAL, RefreshState.SUCCEEDED, T, T.plusSeconds(20), null));

        assertThat(store.rows(table, 10)).extracting(RefreshHistoryStore.Row::refresh).satisfiesExactly(
                r -> {
                    assertThat(r.jobId()).isNull();
                    assertThat(r.state()).isEqualTo(RefreshState.FAILED);
                    assertThat(r.error()).isEqualTo("Table (or view) ods.orders does not exist");
                    assertThat(r.duration()).isEqualTo(Duration.ofSeconds(8));
                },
                r -> {
                    assertThat(r.jobId()).isEqualTo(job);
                    assertThat(r.state()).isEqualTo(RefreshState.SUCCEEDED);
                    assertThat(r.trigger()).isEqualTo(RefreshTrigger.MANUAL);
                    assertThat(r.requestedBy()).isEqualTo("ana");
                });
    }

    @Test
    void whenFlinksListShowedTheJobFirstItsRowTakesOverWhoAskedForIt() {
        long asked = store.asked(asked(T));
        String job = jobId();
        store.record(refresh(job, RefreshTrigger.MANUAL, RefreshState.RUNNING, T.plusSeconds(2), null, null));

        store.accepted(asked, job);

        assertThat(store.rows(table, 10)).singleElement().satisfies(r -> {
            assertThat(r.refresh().jobId()).isEqualTo(job);
            assertThat(r.refresh().requestedBy()).isEqualTo("ana");
        });
    }

    @Test
    void aBackfillsRefreshIsLinkedOnceAndAskedForRefreshesOfAStoppedInstanceAreGivenUp() {
        String job = jobId();
        store.record(refresh(job, RefreshTrigger.MANUAL, RefreshState.RUNNING, T, null, null));
        assertThat(store.linkToBackfill(job, 42, "ds=2024-06-02")).isTrue();
        assertThat(store.linkToBackfill(job, 43, "ds=2024-06-03")).isFalse();
        store.asked(asked(T.minus(Duration.ofHours(1))));
        long recent = store.asked(asked(T));

        assertThat(store.abandon(T.minus(Duration.ofMinutes(15)), T)).isEqualTo(1);

        assertThat(store.rows(table, 10)).extracting(r -> r.id() == recent ? "recent" : r.refresh().jobId() == null
                ? "abandoned " + r.refresh().state() + " " + r.refresh().error()
                : r.refresh().trigger() + " " + r.refresh().backfillId() + " " + r.refresh().partition())
                .containsExactlyInAnyOrder("recent", "BACKFILL 42 ds=2024-06-02",
                        "abandoned FAILED Freshet stopped before Flink accepted the refresh");
    }

    @Test
    void thePageListsRefreshesWithLinksToFlinkAndABackfillsRefreshesThatFlinkRefused() {
        JdbcTemplate jdbc = new JdbcTemplate(dataSource());
        jdbc.update("INSERT INTO backfill (table_name, granularity, range_from, range_to, cascade_downstream,"
                + " max_parallel, state, created_by, created_at) VALUES (?, 'DAILY', '2024-06-01', '2024-06-02', FALSE, 1,"
                + " 'FAILED', 'ana', ?)", db + ".gmv", T.atOffset(ZoneOffset.UTC));
        long backfill = jdbc.queryForObject("SELECT MAX(id) FROM backfill WHERE table_name = ?", Long.class, db + ".gmv");
        String submitted = jobId();
        jdbc.update("INSERT INTO backfill_partition (backfill_id, step, seq, table_name, partition_spec, statement, state,"
                + " job_id, started_at, finished_at) VALUES (?, 0, 0, ?, 'ds=2024-06-01', 'ALTER ...', 'SUCCEEDED', ?, ?, ?)",
                backfill, db + ".gmv", submitted, T.atOffset(ZoneOffset.UTC), T.plusSeconds(5).atOffset(ZoneOffset.UTC));
        jdbc.update("INSERT INTO backfill_partition (backfill_id, step, seq, table_name, partition_spec, statement, state,"
                + " finished_at, error) VALUES (?, 0, 1, ?, 'ds=2024-06-02', 'ALTER ...', 'FAILED', ?, ?)", backfill,
                db + ".gmv", T.plusSeconds(60).atOffset(ZoneOffset.UTC), "Object 'orders' not found");
        BackfillLinks links = new BackfillLinks(jdbc);
        assertThat(links.of(submitted)).contains(new BackfillLinks.Link(backfill, "ds=2024-06-01"));
        String scheduled = jobId();
        store.record(refresh(scheduled, RefreshTrigger.SCHEDULED, RefreshState.SUCCEEDED, T.plusSeconds(30),
                T.plusSeconds(40), null));

        List<RefreshEntry> page = new RefreshEntries(store, links, "http://flink:8081").of(table, 10);

        assertThat(page).extracting(RefreshEntry::trigger, RefreshEntry::outcome, RefreshEntry::jobId,
                RefreshEntry::partition, RefreshEntry::backfillId).containsExactly(
                tuple(RefreshEntry.Trigger.BACKFILL, RefreshEntry.Outcome.FAILED, null, "ds=2024-06-02", backfill),
                tuple(RefreshEntry.Trigger.SCHEDULED, RefreshEntry.Outcome.SUCCEEDED, scheduled, null, null));
        assertThat(page.get(0).error()).isEqualTo("Object 'orders' not found");
        assertThat(page.get(0).jobLink()).isNull();
        assertThat(page.get(1).jobLink()).isEqualTo("http://flink:8081/#/job/completed/" + scheduled + "/overview");
        assertThat(new RefreshEntries(store, links, "").of(table, 10).get(1).jobLink()).as("embedded Flink").isNull();
    }

    private RefreshRecord asked(Instant at) {
        return new RefreshRecord(table, null, RefreshTrigger.MANUAL, RefreshState.RUNNING, at, null, null, null, null,
                "ana");
    }

    private RefreshRecord refresh(String job, RefreshTrigger trigger, RefreshState state, Instant start, Instant end,
                                  String error) {
        return new RefreshRecord(table, job, trigger, state, start, end, null, error);
    }

    private FlinkJob flinkJob(String id, String kind, FlinkJobState state, Instant start, Instant end) {
        return new FlinkJob(id, "Materialized_table_`lakehouse`.`" + db + "`.`gmv`_" + kind + "_refresh_job", state,
                start, end);
    }

    private static String jobId() {
        return UUID.randomUUID().toString().replace("-", "");
    }
}
