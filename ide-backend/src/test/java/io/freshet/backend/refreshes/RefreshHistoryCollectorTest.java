package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.testing.MutableClock;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The collection rules with a fake store: which of Flink's jobs are refreshes and whose, a backfill's refresh linked
 * to its backfill even when the job list was read before the backfill recorded its job, a failure's reason asked
 * once and translated for a person, nothing written again for a job that did not change.
 */
class RefreshHistoryCollectorTest {

    private static final Instant T = Instant.parse("2026-12-04T10:00:00Z");
    private static final String TABLE = "lakehouse.dws.gmv";

    private final FakeStore store = new FakeStore();
    private final Map<String, BackfillLinks.Link> backfills = new HashMap<>();
    private final List<String> askedWhy = new ArrayList<>();
    private final MutableClock clock = new MutableClock(T);
    private final RefreshHistoryCollector collector = new RefreshHistoryCollector(store,
            id -> Optional.ofNullable(backfills.get(id)), Duration.ofDays(90), clock);

    @Test
    void scheduledAndManualJobsAreRecordedAndContinuousJobsAndOtherJobsAreNot() {
        read(job("a", "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(30)),
                job("b", "one_time", FlinkJobState.RUNNING, T.plusSeconds(40), null),
                job("c", "continuous", FlinkJobState.RUNNING, T, null),
                new FlinkJob(id("d"), "insert-into_lakehouse.ods.orders", FlinkJobState.FINISHED, T, T.plusSeconds(1)));

        assertThat(store.rows).containsOnlyKeys(id("a"), id("b"));
        assertThat(store.rows.get(id("a"))).satisfies(r -> {
            assertThat(r.trigger()).isEqualTo(RefreshTrigger.SCHEDULED);
            assertThat(r.state()).isEqualTo(RefreshState.SUCCEEDED);
            assertThat(r.duration()).isEqualTo(Duration.ofSeconds(30));
            assertThat(r.table()).isEqualTo(TABLE);
        });
        assertThat(store.rows.get(id("b")).trigger()).isEqualTo(RefreshTrigger.MANUAL);
        assertThat(store.rows.get(id("b")).endedAt()).isNull();
    }

    @Test
    void aScheduledRefreshGetsThePartitionDerivedFromItsStartAndAManualOneDoesNot() {
        TableInfo daily = ScheduledPartitionTest.table("1", "DAY", List.of("ds"),
                Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd"));
        RefreshHistoryCollector withCatalog = new RefreshHistoryCollector(store, id -> Optional.empty(),
                (table, started) -> ScheduledPartition.of(daily, started, ZoneOffset.UTC), Duration.ofDays(90),
                Clock.fixed(T, ZoneOffset.UTC));
        Instant afterMidnight = Instant.parse("2026-12-04T00:00:09Z");

        withCatalog.jobsRead(FlinkJobsView.of(T, List.of(job("d", "periodic", FlinkJobState.FINISHED, afterMidnight,
                afterMidnight.plusSeconds(20)), job("f", "one_time", FlinkJobState.FINISHED, afterMidnight,
                afterMidnight.plusSeconds(20))), Map.of()), id -> Optional.empty());

        assertThat(store.rows.get(id("d")).partition()).isEqualTo("ds=2026-12-03");
        assertThat(store.rows.get(id("f")).partition()).isNull();
    }

    @Test
    void aBackfillsRefreshIsLinkedToItsBackfillWithItsPartition() {
        backfills.put(id("p"), new BackfillLinks.Link(7, "ds=2024-06-02"));
        read(job("p", "one_time", FlinkJobState.RUNNING, T, null));

        RefreshRecord row = store.rows.get(id("p"));
        assertThat(row.trigger()).isEqualTo(RefreshTrigger.BACKFILL);
        assertThat(row.backfillId()).isEqualTo(7L);
        assertThat(row.partition()).isEqualTo("ds=2024-06-02");
    }

    @Test
    void aBackfillsRefreshSeenBeforeTheBackfillRecordedItsJobIsLinkedWhenItEnds() {
        read(job("p", "one_time", FlinkJobState.RUNNING, T, null));
        assertThat(store.rows.get(id("p")).trigger()).isEqualTo(RefreshTrigger.MANUAL);

        backfills.put(id("p"), new BackfillLinks.Link(7, "ds=2024-06-02"));
        read(job("p", "one_time", FlinkJobState.FINISHED, T, T.plusSeconds(12)));

        RefreshRecord row = store.rows.get(id("p"));
        assertThat(row.state()).isEqualTo(RefreshState.SUCCEEDED);
        assertThat(row.trigger()).isEqualTo(RefreshTrigger.BACKFILL);
        assertThat(row.backfillId()).isEqualTo(7L);
    }

    @Test
    void aBackfillsRefreshFirstSeenAlreadyEndedIsLinkedWhenTheBackfillRecordsItsJobLater() {
        FlinkJob ended = job("p", "one_time", FlinkJobState.FINISHED, T, T.plusSeconds(3));
        read(ended);
        assertThat(store.rows.get(id("p")).trigger()).isEqualTo(RefreshTrigger.MANUAL);

        // the backfill's submit returned after Flink had already listed the job as finished
        backfills.put(id("p"), new BackfillLinks.Link(7, "ds=2024-06-02"));
        clock.advance(Duration.ofSeconds(5));
        read(ended);

        RefreshRecord row = store.rows.get(id("p"));
        assertThat(row.trigger()).isEqualTo(RefreshTrigger.BACKFILL);
        assertThat(row.backfillId()).isEqualTo(7L);
        assertThat(row.partition()).isEqualTo("ds=2024-06-02");
        assertThat(store.writes).as("the row is linked, not written again").isEqualTo(1);
    }

    @Test
    void aManualRefreshIsNoLongerLookedUpAsABackfillsOnceTheWaitIsOver() {
        FlinkJob ended = job("m", "one_time", FlinkJobState.FINISHED, T, T.plusSeconds(3));
        read(ended);
        clock.advance(RefreshHistoryCollector.LINK_WAIT);
        read(ended);

        // a backfill recording this job id after the wait would be a different story: the manual row stays
        backfills.put(id("m"), new BackfillLinks.Link(7, "ds=2024-06-02"));
        read(ended);
        assertThat(store.rows.get(id("m")).trigger()).isEqualTo(RefreshTrigger.MANUAL);
    }

    @Test
    void aFailuresReasonIsAskedOnceAndNeverShownAsAJavaText() {
        FlinkJob failed = job("f", "periodic", FlinkJobState.FAILED, T, T.plusSeconds(3));
        collector.jobsRead(FlinkJobsView.of(T, List.of(failed), Map.of()), why(
                "java.lang.NumberFormatException: For input string: \"not a number\""));
        collector.jobsRead(FlinkJobsView.of(T.plusSeconds(10), List.of(failed), Map.of()), why("asked again"));

        assertThat(askedWhy).hasSize(1);
        assertThat(store.writes).isEqualTo(1);
        assertThat(store.rows.get(id("f")).error()).doesNotContain("java.lang", "For input string")
                .contains("\"not a number\" is not a number");
    }

    @Test
    void aFailureWithoutAReasonSaysSo() {
        collector.jobsRead(FlinkJobsView.of(T, List.of(job("f", "periodic", FlinkJobState.FAILED, T, T.plusSeconds(3))),
                Map.of()), id -> Optional.empty());
        assertThat(store.rows.get(id("f")).error()).isEqualTo(RefreshHistoryCollector.NO_REASON);
    }

    @Test
    void anUnchangedJobIsNotWrittenAgainAndAChangedOneMovesOn() {
        read(job("s", "periodic", FlinkJobState.RUNNING, T, null));
        read(job("s", "periodic", FlinkJobState.RUNNING, T, null));
        assertThat(store.writes).isEqualTo(1);
        read(job("s", "periodic", FlinkJobState.CANCELED, T, T.plusSeconds(5)));
        assertThat(store.writes).isEqualTo(2);
        assertThat(store.rows.get(id("s")).state()).isEqualTo(RefreshState.CANCELLED);
    }

    @Test
    void refreshesAskedForByAnInstanceThatStoppedAreGivenUpAndOldOnesPruned() {
        read();
        assertThat(store.abandonedBefore).isEqualTo(T.minus(RefreshHistoryCollector.ASKED_GIVE_UP));
        assertThat(store.prunedBefore).isEqualTo(T.minus(Duration.ofDays(90)));
    }

    @Test
    void aRefusalTheSchedulerRecordedIsInTheNextSummariesNotAMinuteLater() {
        read(job("a", "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(30)));
        int reads = store.summaryReads;
        read(job("a", "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(30)));
        assertThat(store.summaryReads).as("nothing new within a minute: the summaries are kept").isEqualTo(reads);

        // SchedulerFailures recorded a fire whose planning failed: no job in Flink's list says so
        store.refusals++;
        read(job("a", "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(30)));
        assertThat(store.summaryReads).isEqualTo(reads + 1);
        read(job("a", "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(30)));
        assertThat(store.summaryReads).isEqualTo(reads + 1);
    }

    private void read(FlinkJob... jobs) {
        collector.jobsRead(FlinkJobsView.of(clock.instant(), List.of(jobs), Map.of()), why("no reason needed"));
    }

    private java.util.function.Function<String, Optional<String>> why(String reason) {
        return id -> {
            askedWhy.add(id);
            return Optional.of(reason);
        };
    }

    private static FlinkJob job(String name, String kind, FlinkJobState state, Instant start, Instant end) {
        return new FlinkJob(id(name), "Materialized_table_`lakehouse`.`dws`.`gmv`_" + kind + "_refresh_job", state,
                start, end);
    }

    private static String id(String name) {
        return (name + "0".repeat(32)).substring(0, 32).replaceAll("[^0-9a-f]", "e");
    }

    /** The store's rules in memory: a row is added once and only a running one moves on. */
    private static final class FakeStore extends RefreshHistoryStore {
        private final Map<String, RefreshRecord> rows = new HashMap<>();
        private int writes;
        private Instant prunedBefore;
        private Instant abandonedBefore;
        private int summaryReads;
        private long refusals;

        FakeStore() {
            super(null);
        }

        @Override
        public boolean record(RefreshRecord refresh) {
            RefreshRecord known = rows.get(refresh.jobId());
            if (known != null && known.state().ended()) {
                return false;
            }
            rows.put(refresh.jobId(), known == null ? refresh : new RefreshRecord(known.table(), known.jobId(),
                    known.trigger(), refresh.state(), known.startedAt(), refresh.endedAt(), known.partition(),
                    refresh.error(), known.backfillId(), known.requestedBy()));
            writes++;
            return true;
        }

        @Override
        public boolean linkToBackfill(String jobId, long backfillId, String partition) {
            RefreshRecord r = rows.get(jobId);
            rows.put(jobId, new RefreshRecord(r.table(), jobId, RefreshTrigger.BACKFILL, r.state(), r.startedAt(),
                    r.endedAt(), partition, r.error(), backfillId, r.requestedBy()));
            return true;
        }

        @Override
        public Optional<RefreshState> state(String jobId) {
            return Optional.ofNullable(rows.get(jobId)).map(RefreshRecord::state);
        }

        @Override
        public Map<String, RecordedRefreshes.Summary> scheduledSince(Instant since) {
            summaryReads++;
            return Map.of();
        }

        @Override
        public long refusals() {
            return refusals;
        }

        @Override
        public int prune(Instant before) {
            prunedBefore = before;
            return 0;
        }

        @Override
        public int abandon(Instant before, Instant at) {
            abandonedBefore = before;
            return 0;
        }
    }
}
