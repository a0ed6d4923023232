package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.mt.TableName;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a refresh found SUBMITTING after a restart becomes: its job adopted, counted as written, or run again. */
class SubmitCheckTest {

    private static final TableName TABLE = TableName.of("lakehouse", "dws", "category_gmv_daily");
    private static final String NAME = "Materialized_table_`lakehouse`.`dws`.`category_gmv_daily`_one_time_refresh_job";
    private static final Instant SUBMITTED = Instant.parse("2026-12-06T00:10:00Z");
    private static final String A = "0123456789abcdef0123456789abcdef";
    private static final String B = "fedcba9876543210fedcba9876543210";
    private static final String C = "00000000000000000000000000000001";

    private final List<String> writtenAsked = new ArrayList<>();

    @Test
    void theTablesManualRefreshStartedSinceTheSubmitIsAdopted() {
        FakeFlink flink = new FakeFlink(List.of(
                job(A, NAME, SUBMITTED.plusSeconds(2)),
                job(B, NAME.replace("one_time", "periodic"), SUBMITTED.plusSeconds(1)),
                job(C, NAME, SUBMITTED.minusSeconds(600))), Map.of());

        SubmitCheck.Decision decision = decide(partition("ds=2024-06-02"), Set.of(), flink, true);

        assertThat(decision.state()).isEqualTo(PartitionState.RUNNING);
        assertThat(decision.jobId()).isEqualTo(A);
        assertThat(decision.note()).isEqualTo("submitted just before Freshet stopped; its job was found and watched");
        assertThat(writtenAsked).as("a job found needs no look at the warehouse").isEmpty();
    }

    @Test
    void aJobStartedWithinTheClockSkewBeforeTheRecordedSubmitCounts() {
        FakeFlink flink = new FakeFlink(List.of(job(A, NAME, SUBMITTED.minusSeconds(5))), Map.of());

        assertThat(decide(partition("ds=2024-06-02"), Set.of(), flink, false).jobId()).isEqualTo(A);
    }

    @Test
    void aJobStartedAfterTheSubmitIsPreferredToOneStartedJustBefore() {
        FakeFlink flink = new FakeFlink(List.of(job(A, NAME, SUBMITTED.minusSeconds(3)), job(B, NAME, SUBMITTED.plusSeconds(4)),
                job(C, NAME, SUBMITTED.plusSeconds(2))), Map.of());

        assertThat(decide(partition("ds=2024-06-02"), Set.of(), flink, false).jobId()).isEqualTo(C);
    }

    @Test
    void notFoundButWrittenSinceTheSubmitCountsAsRefreshed() {
        FakeFlink flink = new FakeFlink(List.of(
                job(A, NAME, SUBMITTED.plusSeconds(3)),
                job(B, NAME.replace("category_gmv_daily", "top_items_daily"), SUBMITTED.plusSeconds(3))), Map.of());

        SubmitCheck.Decision decision = decide(partition("ds=2024-06-02"), Set.of(A), flink, true);

        assertThat(decision.state()).as("A is another partition's job, B another table's").isEqualTo(PartitionState.SUCCEEDED);
        assertThat(decision.jobId()).isNull();
        assertThat(decision.note()).contains("written since the submit");
        assertThat(writtenAsked).containsExactly("ds=2024-06-02");
    }

    @Test
    void notFoundAndNotWrittenRunsAgain() {
        SubmitCheck.Decision decision = decide(partition("ds=2024-06-02"), Set.of(), new FakeFlink(List.of(), Map.of()),
                false);

        assertThat(decision.state()).isEqualTo(PartitionState.PENDING);
        assertThat(decision.note()).isEqualTo("never reached Flink; run again");
    }

    @Test
    void twoCandidatesAreToldApartByThePartitionTheirPlansWrite() {
        FakeFlink flink = new FakeFlink(List.of(job(A, NAME, SUBMITTED.plusSeconds(1)), job(B, NAME, SUBMITTED.plusSeconds(2))),
                Map.of(A, plan("2024-06-03"), B, plan("2024-06-02")));

        assertThat(decide(partition("ds=2024-06-02"), Set.of(), flink, false).jobId()).isEqualTo(B);
        assertThat(decide(partition("ds=2024-06-03"), Set.of(), flink, false).jobId()).isEqualTo(A);
        assertThat(decide(partition("ds=2024-06-04"), Set.of(), flink, false).state())
                .as("a plan that writes another partition is not this refresh's job").isEqualTo(PartitionState.PENDING);
    }

    @Test
    void withoutFlinksJobListTheWarehouseDecides() {
        FakeFlink unreachable = new FakeFlink(null, Map.of());

        assertThat(decide(partition("ds=2024-06-02"), Set.of(), unreachable, true).state())
                .isEqualTo(PartitionState.SUCCEEDED);
        SubmitCheck.Decision again = decide(partition("ds=2024-06-02"), Set.of(), unreachable, false);
        assertThat(again.state()).isEqualTo(PartitionState.PENDING);
        assertThat(again.note()).contains("could not be read");
    }

    @Test
    void aPlanWritesAPartitionWhenItNamesEveryValueAsALiteral() {
        List<String> plan = List.of("[1]:TableSourceScan(table=[[lakehouse, dwd, order_detail]])",
                "[2]:Calc(select=[...], where=[((ds = _UTF-16LE'2024-06-02') AND (hh = _UTF-16LE'03'))])");

        assertThat(SubmitCheck.writes(plan, "ds=2024-06-02/hh=03")).isTrue();
        assertThat(SubmitCheck.writes(plan, "ds=2024-06-02/hh=04")).isFalse();
        assertThat(SubmitCheck.writes(plan, "ds=2024-06-2")).as("a literal, not a prefix").isFalse();
        assertThat(SubmitCheck.writes(plan, "")).as("a whole-table refresh").isTrue();
    }

    private SubmitCheck.Decision decide(PartitionRun p, Set<String> taken, FakeFlink flink, boolean written) {
        return SubmitCheck.decide(p, TABLE, taken, flink, run -> {
            writtenAsked.add(run.partition());
            return written;
        });
    }

    private static PartitionRun partition(String spec) {
        return new PartitionRun(1, 0, "dws.category_gmv_daily", spec, "ALTER MATERIALIZED TABLE ...",
                PartitionState.SUBMITTING, null, 0, SUBMITTED, null, null, null);
    }

    private static FlinkJob job(String id, String name, Instant started) {
        return new FlinkJob(id, name, FlinkJobState.RUNNING, started, null);
    }

    private static List<String> plan(String ds) {
        return List.of("Sink: Writer", "[3]:Calc(select=[ds, category, gmv], where=[(ds = _UTF-16LE'" + ds + "')])");
    }

    /** Flink's job list and plans as given; a null list is a Flink that cannot be asked. */
    private record FakeFlink(List<FlinkJob> listed, Map<String, List<String>> plans) implements SubmitCheck.FlinkView {

        @Override
        public Optional<List<FlinkJob>> jobs() {
            return Optional.ofNullable(listed);
        }

        @Override
        public Optional<List<String>> plan(String jobId) {
            return Optional.ofNullable(plans.get(jobId));
        }
    }
}
