package io.freshet.backend.backfill;

import static io.freshet.backend.backfill.EcommerceLakehouse.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.jobs.ListedJob;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillPreview;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import io.freshet.ui.backfill.PlannedRefresh;
import io.freshet.ui.common.ServiceException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Issue 7's backfill acceptance on the real embedded gateway with the e-commerce sample project deployed:
 * partitions checked through the Paimon API, job states through Flink, the IDE restarted on its H2 file. On the shared
 * sample lakehouse after CatalogIT (its refresh of the daily table, its own tables): each test first drops every
 * partition of the tables it backfills and counts only the Flink jobs that were not there before it.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BackfillIT {

    @RegisterExtension
    @Order(1)
    static final SampleLakehouseExtension SAMPLE = SampleLakehouseExtension.shared();

    @RegisterExtension
    @Order(2)
    static final EcommerceLakehouse LAKE = new EcommerceLakehouse(SAMPLE);

    @RegisterExtension
    static final io.freshet.testing.PostgresExtension POSTGRES = new io.freshet.testing.PostgresExtension();

    private static final String DAILY = "dws.category_gmv_daily";
    private static final String TOP = "dws.top_items_daily";
    private static Path home;
    private BackfillIde ide;

    @BeforeEach
    void startIde() throws Exception {
        if (home == null) {
            home = Files.createTempDirectory(Path.of("target").toAbsolutePath(), "backfill-ide");
        }
        ide = new BackfillIde(home, LAKE, 2);
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("dev", null, "ROLE_DEVELOPER"));
    }

    @AfterEach
    void stopIde() {
        if (ide != null) {
            ide.close();
        }
        SecurityContextHolder.clearContext();
    }

    @Test
    @Order(1)
    void tablesThatCannotBeBackfilledGetAnExplanationNotAFailure() {
        BackfillService backfills = ide.service();
        assertThat(backfills.backfillableTables()).contains(DAILY, TOP, "dws.item_gmv_hourly")
                .doesNotContain("dws.user_summary", "dwd.order_detail", "ods.orders");
        assertThat(backfills.inspect("dws.user_summary").backfillable()).isFalse();
        assertThat(backfills.inspect("dws.user_summary").explanation()).contains("continuously").contains("SUSPEND");
        assertThat(backfills.inspect("ods.orders").explanation()).contains("plain table");
        assertThat(backfills.inspect("dws.no_such_table").explanation()).contains("does not exist");
        assertThatThrownBy(() -> backfills.start(new BackfillRequest("dwd.order_detail", day(1), day(2), false)))
                .isInstanceOf(ServiceException.class).hasMessageContaining("continuously");
        assertThat(ide.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'BACKFILL_STARTED'"
                + " AND outcome = 'FAILURE' AND actor = 'dev'", Integer.class)).isEqualTo(1);
    }

    @Test
    @Order(2)
    void aThreeDayBackfillProducesDataForExactlyThosePartitions() throws Exception {
        LAKE.dropAllPartitions(DAILY);
        assertThat(LAKE.partitions(DAILY)).isEmpty();

        BackfillSummary started = ide.service().start(new BackfillRequest(DAILY, day(2), day(4), false));

        assertThat(started.total()).isEqualTo(3);
        BackfillDetail done = awaitEnd(started.id());
        assertThat(done.summary().state()).isEqualTo(BackfillState.SUCCEEDED);
        assertThat(done.summary().progress()).isEqualTo(1.0);
        assertThat(done.partitions()).extracting(PartitionRun::partition)
                .containsExactly("ds=2024-06-02", "ds=2024-06-03", "ds=2024-06-04");
        assertThat(done.partitions()).allSatisfy(p -> {
            assertThat(p.state()).isEqualTo(PartitionState.SUCCEEDED);
            assertThat(p.jobId()).matches("[0-9a-f]{32}");
            assertThat(p.finishedAt()).isAfter(p.startedAt());
            assertThat(p.statement()).isEqualTo("ALTER MATERIALIZED TABLE `lakehouse`.`dws`.`category_gmv_daily`"
                    + " REFRESH PARTITION (`ds` = '" + p.partition().substring(3) + "')");
        });
        assertThat(flinkStatuses(done)).containsOnly("FINISHED");
        assertThat(LAKE.partitions(DAILY)).containsExactly("2024-06-02", "2024-06-03", "2024-06-04");
        long expected = LAKE.count("SELECT COUNT(*) FROM (SELECT DISTINCT ds, category FROM dwd.order_detail"
                + " WHERE status = 'PAID' AND ds BETWEEN '2024-06-02' AND '2024-06-04')");
        assertThat(LAKE.count("SELECT COUNT(*) FROM " + DAILY)).isEqualTo(expected).isPositive();
        assertThat(maxOverlap(done.partitions())).isLessThanOrEqualTo(2);
        assertThat(ide.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'BACKFILL_STARTED'"
                + " AND outcome = 'SUCCESS' AND actor = 'dev' AND target = ?", Integer.class, "backfill " + started.id()))
                .isEqualTo(1);

        // what decides a refresh stopped by a cancel after its commit: committed files of the partition since its start
        PartitionRun first = done.partitions().get(0);
        assertThat(ide.tables().writtenSince(DAILY, first.partition(), first.startedAt())).isTrue();
        assertThat(ide.tables().writtenSince(DAILY, first.partition(), first.finishedAt().plusSeconds(1))).isFalse();
        assertThat(ide.tables().writtenSince(DAILY, "ds=2024-06-01", first.startedAt())).isFalse();
    }

    @Test
    @Order(3)
    void cancelMidwayLeavesFinishedPartitionsSucceededAndTheRestCancelled() throws Exception {
        LAKE.dropAllPartitions(TOP);
        BackfillSummary started = ide.service().start(new BackfillRequest(TOP, day(1), day(5), false));
        await(() -> ide.service().detail(started.id()).summary().succeeded(), n -> n >= 1, "a first partition");

        ide.service().cancel(started.id());

        BackfillDetail done = awaitEnd(started.id());
        assertThat(done.summary().state()).isEqualTo(BackfillState.CANCELLED);
        Set<PartitionState> states = done.partitions().stream().map(PartitionRun::state).collect(Collectors.toSet());
        assertThat(states).containsOnly(PartitionState.SUCCEEDED, PartitionState.CANCELLED)
                .contains(PartitionState.SUCCEEDED, PartitionState.CANCELLED);
        Set<String> succeeded = done.partitions().stream().filter(p -> p.state() == PartitionState.SUCCEEDED)
                .map(p -> p.partition().substring(3)).collect(Collectors.toSet());
        assertThat(LAKE.partitions(TOP)).as("data exactly for the partitions recorded SUCCEEDED")
                .containsExactlyInAnyOrderElementsOf(succeeded);
        assertThat(maxOverlap(done.partitions())).isLessThanOrEqualTo(2);
        assertThat(ide.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'BACKFILL_CANCELLED'"
                + " AND actor = 'dev'", Integer.class)).isEqualTo(1);

        BackfillSummary retried = ide.service().retry(started.id());
        assertThat(retried.state()).isIn(BackfillState.PENDING, BackfillState.RUNNING);
        BackfillDetail again = awaitEnd(started.id());
        assertThat(again.summary().state()).isEqualTo(BackfillState.SUCCEEDED);
        assertThat(LAKE.partitions(TOP)).hasSize(5);
    }

    @Test
    @Order(5)
    void twoInstancesOnOnePostgresRunOneBackfillOnce() throws Exception {
        LAKE.dropAllPartitions(DAILY);
        javax.sql.DataSource pg = io.freshet.testing.Databases.migrate(POSTGRES.dataSource(), "postgresql");
        Set<String> jobsBefore = JobControl.on(LAKE.session()).list().stream().map(ListedJob::id)
                .collect(Collectors.toSet());
        try (BackfillIde first = new BackfillIde(home, LAKE, 2, pg); BackfillIde second = new BackfillIde(home, LAKE, 2, pg)) {
            long id = first.service().start(new BackfillRequest(DAILY, day(1), day(5), false)).id();
            // the second instance's worker polls while the first one's kick claims: one of them wins the job
            Thread poll = new Thread(() -> second.worker().runPending());
            poll.start();
            BackfillDetail done = EcommerceLakehouse.await(() -> first.service().detail(id),
                    d -> d.summary().state().isFinal(), "the backfill to end");
            poll.join();
            assertThat(done.summary().state()).isEqualTo(BackfillState.SUCCEEDED);
            assertThat(done.partitions()).hasSize(5).allSatisfy(p -> assertThat(p.attempts()).isEqualTo(1));
            assertThat(first.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'JOB_CLAIMED'"
                    + " AND target = ?", Integer.class, "backfill-" + id + "-1")).isEqualTo(1);
            List<ListedJob> refreshJobs = JobControl.on(LAKE.session()).list().stream()
                    .filter(job -> !jobsBefore.contains(job.id()))
                    .filter(job -> io.freshet.gateway.flink.RefreshJobName.parse(job.name())
                            .filter(r -> r.table().table().equals("category_gmv_daily")).isPresent()).toList();
            assertThat(refreshJobs).as("one refresh job per partition in Flink").hasSize(5);
        }
    }

    @Test
    @Order(4)
    void anIdeRestartMidBackfillResumesIt() throws Exception {
        LAKE.dropAllPartitions(DAILY);
        Set<String> jobsBefore = JobControl.on(LAKE.session()).list().stream().map(ListedJob::id)
                .collect(Collectors.toSet());
        long id = ide.service().start(new BackfillRequest(DAILY, day(1), day(5), false)).id();
        BackfillDetail midway = await(() -> ide.service().detail(id), d -> d.summary().succeeded() >= 1
                && d.summary().running() >= 1, "one partition done and one running");

        ide.close();

        var jdbc = new org.springframework.jdbc.core.JdbcTemplate(io.freshet.testing.Databases.h2(home));
        assertThat(jdbc.queryForObject("SELECT state FROM backfill WHERE id = ?", String.class, id)).isEqualTo("PENDING");
        assertThat(jdbc.queryForObject("SELECT message FROM backfill WHERE id = ?", String.class, id)).contains("Interrupted");
        assertThat(jdbc.queryForObject("SELECT state FROM job WHERE payload = ?", String.class, Long.toString(id)))
                .as("the job was given back, not lost").isEqualTo("PENDING");
        List<String> runningJobs = jdbc.queryForList("SELECT job_id FROM backfill_partition WHERE backfill_id = ?"
                + " AND state = 'RUNNING'", String.class, id);
        assertThat(runningJobs).as("left running while the IDE was down").isNotEmpty();
        assertThat(midway.summary().state()).isEqualTo(BackfillState.RUNNING);

        ide = new BackfillIde(home, LAKE, 2);

        BackfillDetail done = awaitEnd(id);
        assertThat(done.summary().state()).isEqualTo(BackfillState.SUCCEEDED);
        assertThat(done.partitions()).allSatisfy(p -> assertThat(p.state()).isEqualTo(PartitionState.SUCCEEDED));
        assertThat(done.partitions()).filteredOn(p -> runningJobs.contains(p.jobId()) || p.attempts() > 1)
                .isNotEmpty().allSatisfy(p -> assertThat(p.note()).contains("restart"));
        assertThat(LAKE.partitions(DAILY)).containsExactly("2024-06-01", "2024-06-02", "2024-06-03", "2024-06-04",
                "2024-06-05");
        assertThat(ide.jdbc().queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'BACKFILL_RESUMED'",
                Integer.class)).isEqualTo(1);
        // each partition refreshed once: one submission each in Freshet's records, one refresh job each in Flink
        assertThat(done.partitions()).allSatisfy(p -> assertThat(p.attempts()).isEqualTo(1));
        assertThat(done.partitions().stream().map(PartitionRun::jobId).distinct()).hasSize(5);
        List<ListedJob> refreshJobs = JobControl.on(LAKE.session()).list().stream()
                .filter(job -> !jobsBefore.contains(job.id()))
                .filter(job -> io.freshet.gateway.flink.RefreshJobName.parse(job.name())
                        .filter(r -> r.table().table().equals("category_gmv_daily")).isPresent()).toList();
        assertThat(refreshJobs).as("Flink ran one refresh job per partition across the restart").hasSize(5)
                .allSatisfy(job -> assertThat(job.status()).isEqualTo("FINISHED"));
    }

    @Test
    @Order(5)
    void aCascadeRefreshesTheDownstreamTableAfterTheUpstreamOne() throws Exception {
        LAKE.session().execute("CREATE MATERIALIZED TABLE dws.category_share_daily ("
                + " CONSTRAINT pk PRIMARY KEY (ds, category) NOT ENFORCED) PARTITIONED BY (ds)"
                + " WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd') FRESHNESS = INTERVAL '1' DAY"
                + " AS SELECT ds, category, gmv, CAST(gmv * 100 / SUM(gmv) OVER (PARTITION BY ds) AS DECIMAL(10, 2))"
                + " AS share_pct FROM dws.category_gmv_daily");
        LAKE.dropAllPartitions(DAILY);
        BackfillRequest request = new BackfillRequest(DAILY, day(2), day(3), true);

        BackfillPreview preview = ide.service().preview(request);
        assertThat(preview.refreshes()).extracting(PlannedRefresh::step, PlannedRefresh::table, PlannedRefresh::partition)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(0, DAILY, "ds=2024-06-02"),
                        org.assertj.core.groups.Tuple.tuple(0, DAILY, "ds=2024-06-03"),
                        org.assertj.core.groups.Tuple.tuple(1, "dws.category_share_daily", "ds=2024-06-02"),
                        org.assertj.core.groups.Tuple.tuple(1, "dws.category_share_daily", "ds=2024-06-03"));
        long since = System.currentTimeMillis();

        BackfillDetail done = awaitEnd(ide.service().start(request).id());

        assertThat(done.summary().state()).isEqualTo(BackfillState.SUCCEEDED);
        Instant upstreamEnd = done.partitions().stream().filter(p -> p.step() == 0).map(PartitionRun::finishedAt)
                .max(Instant::compareTo).orElseThrow();
        assertThat(done.partitions()).filteredOn(p -> p.step() == 1)
                .allSatisfy(p -> assertThat(p.startedAt()).isAfterOrEqualTo(upstreamEnd));
        List<Long> upstreamCommits = LAKE.commitTimes(DAILY, since);
        List<Long> downstreamCommits = LAKE.commitTimes("dws.category_share_daily", since);
        assertThat(upstreamCommits).isNotEmpty();
        assertThat(downstreamCommits).isNotEmpty();
        assertThat(Collections.min(downstreamCommits)).as("Paimon commit times: downstream after upstream")
                .isGreaterThan(Collections.max(upstreamCommits));
        assertThat(LAKE.partitions("dws.category_share_daily")).containsExactly("2024-06-02", "2024-06-03");
        assertThat(LAKE.count("SELECT COUNT(*) FROM dws.category_share_daily"))
                .isEqualTo(LAKE.count("SELECT COUNT(*) FROM " + DAILY));
    }

    @Test
    @Order(6)
    void benchmarkOrchestrationOverheadPerPartitionAgainstBareRefreshes() throws Exception {
        ide.close();
        ide = new BackfillIde(home, LAKE, 1);
        int days = 3;
        long bareFirst = bareRefreshes(days);
        LAKE.dropAllPartitions(TOP);
        BackfillSummary end = awaitEnd(ide.service().start(new BackfillRequest(TOP, day(1), day(days), false)).id())
                .summary();
        assertThat(end.state()).isEqualTo(BackfillState.SUCCEEDED);
        long backfillMs = end.finishedAt().toEpochMilli() - end.createdAt().toEpochMilli();
        long bareSecond = bareRefreshes(days);
        double bare = (bareFirst + bareSecond) / 2.0 / days;
        double orchestrated = (double) backfillMs / days;
        System.out.printf("BENCHMARK backfill: %d partitions one at a time; bare gateway refresh %.0f ms/partition"
                        + " (runs %d and %d ms), backfill %.0f ms/partition, overhead %.0f ms/partition, ratio %.2f%n",
                days, bare, bareFirst, bareSecond, orchestrated, orchestrated - bare, orchestrated / bare);
        assertThat(LAKE.partitions(TOP)).hasSize(days);
    }

    @Test
    @Order(7)
    void aRefreshCaughtBetweenItsSubmitAndItsRecordIsAdoptedNotRunTwice() throws Exception {
        ide.close();
        ide = null;
        LAKE.dropAllPartitions(DAILY);
        Set<String> jobsBefore = JobControl.on(LAKE.session()).list().stream().map(ListedJob::id)
                .collect(Collectors.toSet());
        // a refresh of this table that an earlier test started within the clock skew would pass for a lost submit
        await(() -> LAKE.flinkRest().orElseThrow().jobs().stream()
                        .filter(job -> job.name().contains("category_gmv_daily") && job.startTime() != null)
                        .map(job -> job.startTime()).max(Instant::compareTo).orElse(Instant.EPOCH),
                newest -> newest.isBefore(Instant.now().minus(SubmitCheck.CLOCK_SKEW)), "older refreshes");
        javax.sql.DataSource database = io.freshet.testing.Databases.h2(home);
        var jdbc = new org.springframework.jdbc.core.JdbcTemplate(database);
        BackfillStore store = new BackfillStore(jdbc, new org.springframework.transaction.support.TransactionTemplate(
                new org.springframework.jdbc.datasource.DataSourceTransactionManager(database)));
        PartitionRange range = new PartitionRange(io.freshet.ui.backfill.Granularity.DAILY, day(1), day(2));
        List<PlannedRefresh> refreshes = range.times().stream().map(t -> new PlannedRefresh(0, DAILY,
                "ds=" + t.toLocalDate(), RefreshStatements.refresh("lakehouse", DAILY,
                java.util.Map.of("ds", t.toLocalDate().toString())))).toList();
        long id = store.insert(new BackfillPlanner.Plan(range, new BackfillPreview(DAILY,
                io.freshet.ui.backfill.Granularity.DAILY, refreshes, List.of())), false, 2, "dev");
        store.move(id, BackfillState.PENDING, BackfillState.RUNNING, "");
        List<PartitionRun> parts = new BackfillQueries(jdbc).partitions(id);
        // the instance recorded both SUBMITTING and died: the first statement never reached Flink, the second did
        store.submitting(parts.get(0).id());
        store.submitting(parts.get(1).id());
        String submitted;
        try (var session = LAKE.gateway().orElseThrow().session(java.util.Map.of())) {
            submitted = session.execute(parts.get(1).statement()).jobId();
        }
        await(() -> status(submitted), s -> !s.equals("UNKNOWN") && !s.equals("INITIALIZING") && !s.equals("CREATED"),
                "job " + submitted + " to run");
        // what tells two refresh jobs of one table apart: the partition's value is a literal in the job's plan
        List<String> plan = LAKE.flinkRest().orElseThrow().planDescriptions(submitted).orElseThrow();
        System.out.println("Plan of refresh job " + submitted + ": " + plan);
        assertThat(SubmitCheck.writes(plan, "ds=2024-06-02")).isTrue();
        assertThat(SubmitCheck.writes(plan, "ds=2024-06-01")).isFalse();
        store.move(id, BackfillState.RUNNING, BackfillState.PENDING, "Interrupted");
        new io.freshet.backend.jobs.JobQueue(jdbc).enqueue(JdbcBackfillService.jobKey(id, 1), BackfillRunner.KIND,
                Long.toString(id));

        ide = new BackfillIde(home, LAKE, 2);

        BackfillDetail done = awaitEnd(id);
        assertThat(done.summary().state()).isEqualTo(BackfillState.SUCCEEDED);
        PartitionRun neverSent = done.partitions().get(0);
        PartitionRun adopted = done.partitions().get(1);
        assertThat(adopted.jobId()).as("the job Flink ran for the second partition is its job").isEqualTo(submitted);
        assertThat(adopted.note()).isEqualTo("submitted just before Freshet stopped; its job was found and watched");
        assertThat(adopted.attempts()).isEqualTo(1);
        assertThat(neverSent.jobId()).as("not the other partition's job, though it started after this submit too")
                .isNotEqualTo(submitted).matches("[0-9a-f]{32}");
        assertThat(neverSent.note()).isEqualTo("never reached Flink; run again");
        assertThat(neverSent.attempts()).isEqualTo(1);
        List<String> refreshJobs = JobControl.on(LAKE.session()).list().stream()
                .filter(job -> !jobsBefore.contains(job.id()))
                .filter(job -> io.freshet.gateway.flink.RefreshJobName.parse(job.name())
                        .filter(r -> r.table().table().equals("category_gmv_daily")).isPresent())
                .map(ListedJob::id).toList();
        assertThat(refreshJobs).as("one refresh job per partition in Flink, the adopted one not submitted again")
                .containsExactlyInAnyOrder(submitted, neverSent.jobId());
        assertThat(LAKE.partitions(DAILY)).containsExactly("2024-06-01", "2024-06-02");
        assertThat(ide.jdbc().queryForObject("SELECT detail FROM audit_event WHERE action = 'BACKFILL_RESUMED'"
                + " AND target = ?", String.class, "backfill " + id)).contains("2 of them caught between submit and record");
    }

    /** Submit each refresh and watch its job status until it finished, one after another, as a script would. */
    private long bareRefreshes(int days) {
        long start = System.nanoTime();
        for (int d = 1; d <= days; d++) {
            String job = LAKE.session().execute("ALTER MATERIALIZED TABLE `lakehouse`.`dws`.`top_items_daily`"
                    + " REFRESH PARTITION (`ds` = '2024-06-0" + d + "')").jobId();
            await(() -> status(job), "FINISHED"::equals, "job " + job);
        }
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static String status(String jobId) {
        return JobControl.on(LAKE.session()).status(jobId).orElse("UNKNOWN");
    }

    private BackfillDetail awaitEnd(long id) {
        return await(() -> ide.service().detail(id), d -> d.summary().state().isFinal(), "backfill " + id + " to end");
    }

    private static Set<String> flinkStatuses(BackfillDetail detail) {
        Set<String> jobs = detail.partitions().stream().map(PartitionRun::jobId).collect(Collectors.toSet());
        return JobControl.on(LAKE.session()).list().stream().filter(job -> jobs.contains(job.id()))
                .map(ListedJob::status).collect(Collectors.toSet());
    }

    /** The most refreshes that ran at the same time, from their recorded start and end times. */
    private static int maxOverlap(List<PartitionRun> runs) {
        int max = 0;
        for (PartitionRun a : runs) {
            if (a.startedAt() == null) {
                continue;
            }
            int at = (int) runs.stream().filter(b -> b.startedAt() != null && !b.startedAt().isAfter(a.startedAt())
                    && (b.finishedAt() == null || b.finishedAt().isAfter(a.startedAt()))).count();
            max = Math.max(max, at);
        }
        return max;
    }

    private static LocalDateTime day(int dayOfJune) {
        return LocalDateTime.of(2024, 6, dayOfJune, 0, 0);
    }
}
