package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.backfill.BackfillPreview;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import io.freshet.ui.backfill.PlannedRefresh;
import java.time.LocalDateTime;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** Backfills and their partition refreshes stored and moved through their states; run on H2 and PostgreSQL. */
abstract class BackfillPersistenceContract {

    abstract DataSource dataSource();

    private BackfillStore store() {
        return new BackfillStore(new JdbcTemplate(dataSource()),
                new TransactionTemplate(new DataSourceTransactionManager(dataSource())));
    }

    private BackfillQueries queries() {
        return new BackfillQueries(new JdbcTemplate(dataSource()));
    }

    private static BackfillPlanner.Plan plan(String table, int partitions) {
        PartitionRange range = new PartitionRange(Granularity.DAILY, LocalDateTime.of(2024, 6, 1, 0, 0),
                LocalDateTime.of(2024, 6, partitions, 0, 0));
        List<PlannedRefresh> refreshes = range.times().stream().map(t -> new PlannedRefresh(0, table,
                "ds=" + t.toLocalDate(), "ALTER MATERIALIZED TABLE `lakehouse`.`dws`.`t` REFRESH PARTITION (`ds` = '"
                + t.toLocalDate() + "')")).collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
        refreshes.add(new PlannedRefresh(1, "ads.down", "", "ALTER MATERIALIZED TABLE `lakehouse`.`ads`.`down` REFRESH"));
        return new BackfillPlanner.Plan(range, new BackfillPreview(table, Granularity.DAILY, refreshes, List.of()));
    }

    @Test
    void aBackfillIsStoredWithItsRefreshesInRunningOrder() {
        long id = store().insert(plan("dws.stored", 3), true, 2, "dev");

        BackfillSummary summary = queries().summary(id).orElseThrow();
        assertThat(summary.table()).isEqualTo("dws.stored");
        assertThat(summary.state()).isEqualTo(BackfillState.PENDING);
        assertThat(summary.rangeFrom()).isEqualTo("2024-06-01");
        assertThat(summary.rangeTo()).isEqualTo("2024-06-03");
        assertThat(summary.cascade()).isTrue();
        assertThat(summary.createdBy()).isEqualTo("dev");
        assertThat(summary.total()).isEqualTo(4);
        assertThat(summary.progress()).isZero();
        assertThat(queries().maxParallel(id)).isEqualTo(2);
        assertThat(queries().partitions(id)).extracting(PartitionRun::partition)
                .containsExactly("ds=2024-06-01", "ds=2024-06-02", "ds=2024-06-03", "");
        assertThat(queries().history(1000)).extracting(BackfillSummary::id).contains(id);
    }

    @Test
    void stateChangesAreConditionalSoOnlyOneWriterWins() {
        BackfillStore store = store();
        long id = store.insert(plan("dws.raced", 2), false, 1, "dev");

        assertThat(store.move(id, BackfillState.PENDING, BackfillState.RUNNING, "")).isTrue();
        assertThat(store.move(id, BackfillState.PENDING, BackfillState.RUNNING, "")).as("second claimer").isFalse();
        PartitionRun first = queries().partitions(id).get(0);
        assertThat(store.submitting(first.id())).isTrue();
        assertThat(store.submitting(first.id())).as("second submitter").isFalse();
        PartitionRun submitting = queries().partitions(id).get(0);
        assertThat(submitting.state()).isEqualTo(PartitionState.SUBMITTING);
        assertThat(submitting.startedAt()).as("the submit time, where to look for its job after a crash").isNotNull();
        assertThat(queries().summary(id).orElseThrow().running()).as("a refresh being submitted runs").isEqualTo(1);
        assertThat(store.started(first.id(), PartitionState.SUBMITTING, "0123456789abcdef0123456789abcdef", null)).isTrue();
        assertThat(store.started(first.id(), PartitionState.SUBMITTING, "ffffffffffffffffffffffffffffffff", null)).isFalse();
        assertThat(queries().partitions(id).get(0).startedAt()).isEqualTo(submitting.startedAt());
        assertThat(store.finish(first.id(), PartitionState.RUNNING, PartitionState.SUCCEEDED, null, null)).isTrue();
        assertThat(store.finish(first.id(), PartitionState.RUNNING, PartitionState.CANCELLED, null, null))
                .as("a cancel that arrives after the finish").isFalse();

        PartitionRun done = queries().partitions(id).get(0);
        assertThat(done.state()).isEqualTo(PartitionState.SUCCEEDED);
        assertThat(done.jobId()).isEqualTo("0123456789abcdef0123456789abcdef");
        assertThat(done.attempts()).isEqualTo(1);
        assertThat(done.startedAt()).isNotNull();
        assertThat(done.finishedAt()).isAfterOrEqualTo(done.startedAt());
        BackfillSummary summary = queries().summary(id).orElseThrow();
        assertThat(summary.succeeded()).isEqualTo(1);
        assertThat(summary.progress()).isEqualTo(1.0 / 3);
    }

    @Test
    void cancelRequestAndRetryOfTheRefreshesThatDidNotSucceed() {
        BackfillStore store = store();
        long id = store.insert(plan("dws.retried", 3), false, 2, "dev");
        store.move(id, BackfillState.PENDING, BackfillState.RUNNING, "");
        assertThat(store.requestCancel(id)).isTrue();
        assertThat(queries().cancelRequested(id)).isTrue();
        List<PartitionRun> parts = queries().partitions(id);
        store.submitting(parts.get(0).id());
        store.started(parts.get(0).id(), PartitionState.SUBMITTING, "0123456789abcdef0123456789abcdef", null);
        store.finish(parts.get(0).id(), PartitionState.RUNNING, PartitionState.SUCCEEDED, null, null);
        store.submitting(parts.get(1).id());
        store.finish(parts.get(1).id(), PartitionState.SUBMITTING, PartitionState.FAILED, "no slots", null);
        store.finish(parts.get(2).id(), PartitionState.PENDING, PartitionState.CANCELLED, null, "cancelled before it ran");
        store.finish(parts.get(3).id(), PartitionState.PENDING, PartitionState.CANCELLED, null, "cancelled before it ran");
        store.move(id, BackfillState.RUNNING, BackfillState.CANCELLING, "Cancelling");
        store.move(id, BackfillState.CANCELLING, BackfillState.CANCELLED, "Cancelled");
        assertThat(queries().summary(id).orElseThrow().finishedAt()).isNotNull();

        assertThat(store.retry(id, BackfillState.CANCELLED)).isEqualTo(2);

        BackfillSummary retried = queries().summary(id).orElseThrow();
        assertThat(retried.state()).isEqualTo(BackfillState.PENDING);
        assertThat(retried.finishedAt()).isNull();
        assertThat(queries().cancelRequested(id)).isFalse();
        assertThat(queries().partitions(id)).extracting(PartitionRun::state)
                .containsExactly(PartitionState.SUCCEEDED, PartitionState.PENDING, PartitionState.PENDING,
                        PartitionState.PENDING);
        assertThat(queries().partitions(id).get(1).error()).isEmpty();
        assertThat(store.retry(id, BackfillState.CANCELLED)).as("already retried").isZero();
    }
}
