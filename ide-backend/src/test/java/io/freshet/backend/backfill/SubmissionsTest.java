package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.GatewayException;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.backfill.BackfillPreview;
import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import io.freshet.ui.backfill.PlannedRefresh;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** Refreshes submitted side by side, each recorded SUBMITTING first and then with its answer, on H2. */
@Timeout(60)
class SubmissionsTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private BackfillStore store;
    private BackfillQueries queries;
    private long id;

    @BeforeEach
    void backfill() {
        DataSource database = DB.dataSource();
        store = new BackfillStore(new JdbcTemplate(database),
                new TransactionTemplate(new DataSourceTransactionManager(database)));
        queries = new BackfillQueries(new JdbcTemplate(database));
        PartitionRange range = new PartitionRange(Granularity.DAILY, LocalDateTime.of(2024, 6, 1, 0, 0),
                LocalDateTime.of(2024, 6, 3, 0, 0));
        List<PlannedRefresh> refreshes = range.times().stream().map(t -> new PlannedRefresh(0, "dws.t",
                "ds=" + t.toLocalDate(), "REFRESH " + t.toLocalDate())).toList();
        id = store.insert(new BackfillPlanner.Plan(range, new BackfillPreview("dws.t", Granularity.DAILY, refreshes,
                List.of())), false, 3, "dev");
    }

    @Test
    void theSubmitsOfOneRoundRunAtTheSameTimeEachRecordedSubmittingFirst() throws Exception {
        CountDownLatch allArrived = new CountDownLatch(3);
        Map<String, PartitionState> seenWhileSubmitting = new ConcurrentHashMap<>();
        Function<String, String> gateway = statement -> {
            queries.partitions(id).stream().filter(p -> p.statement().equals(statement))
                    .forEach(p -> seenWhileSubmitting.put(statement, p.state()));
            allArrived.countDown();
            await(allArrived);
            return "job-" + statement.substring(statement.length() - 2);
        };
        try (Submissions submissions = new Submissions(id, gateway, store)) {
            List<PartitionRun> partitions = queries.partitions(id);
            partitions.forEach(p -> assertThat(submissions.start(p)).isTrue());
            // each submit waits for the other two: one after another, none would return
            assertThat(allArrived.await(30, TimeUnit.SECONDS)).as("three submits under way at once").isTrue();
        }

        assertThat(seenWhileSubmitting).hasSize(3).allSatisfy((statement, state) ->
                assertThat(state).as(statement).isEqualTo(PartitionState.SUBMITTING));
        assertThat(queries.partitions(id)).allSatisfy(p -> {
            assertThat(p.state()).isEqualTo(PartitionState.RUNNING);
            assertThat(p.jobId()).isEqualTo("job-" + p.partition().substring(p.partition().length() - 2));
        });
    }

    @Test
    void closingWaitsForTheAnswersOfTheSubmitsUnderWay() {
        CountDownLatch closing = new CountDownLatch(1);
        PartitionRun first = queries.partitions(id).get(0);
        Submissions submissions = new Submissions(id, statement -> {
            await(closing);
            return "job-late";
        }, store);
        assertThat(submissions.start(first)).isTrue();
        assertThat(submissions.underWay()).containsExactly(first.id());

        closing.countDown();
        submissions.close();

        PartitionRun after = queries.partitions(id).get(0);
        assertThat(after.state()).isEqualTo(PartitionState.RUNNING);
        assertThat(after.jobId()).isEqualTo("job-late");
        assertThat(submissions.underWay()).isEmpty();
    }

    @Test
    void aRefusedSubmitFailsItsRefreshWithTheGatewaysMessageAndWakesTheRound() throws Exception {
        PartitionRun first = queries.partitions(id).get(0);
        AtomicInteger calls = new AtomicInteger();
        try (Submissions submissions = new Submissions(id, statement -> {
            calls.incrementAndGet();
            throw new GatewayException(GatewayException.Kind.STATEMENT, "Table dws.t has no partition ds", "", null);
        }, store)) {
            assertThat(submissions.start(first)).isTrue();
            // a poll interval far longer than the test's timeout: only the submit's end can wake the round
            submissions.await(Duration.ofHours(1));
        }

        PartitionRun failed = queries.partitions(id).get(0);
        assertThat(failed.state()).isEqualTo(PartitionState.FAILED);
        assertThat(failed.error()).isEqualTo("Table dws.t has no partition ds");
        assertThat(calls).hasValue(1);
    }

    @Test
    void aRefreshCancelledBeforeItsSubmitIsNotSubmitted() {
        PartitionRun first = queries.partitions(id).get(0);
        store.finish(first.id(), PartitionState.PENDING, PartitionState.CANCELLED, null, "cancelled before it ran");
        AtomicInteger calls = new AtomicInteger();
        try (Submissions submissions = new Submissions(id, statement -> "job-" + calls.incrementAndGet(), store)) {
            assertThat(submissions.start(first)).isFalse();
        }
        assertThat(calls).hasValue(0);
        assertThat(queries.partitions(id).get(0).state()).isEqualTo(PartitionState.CANCELLED);
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the other submits never came");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
