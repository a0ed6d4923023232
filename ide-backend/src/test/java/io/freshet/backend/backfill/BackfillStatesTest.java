package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillTarget;
import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.backfill.PartitionState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The two state machines, what Flink job states mean, and which tables can be backfilled. */
class BackfillStatesTest {

    @Test
    void backfillLifecycle() {
        assertThat(BackfillState.PENDING.moveTo(BackfillState.RUNNING)).isEqualTo(BackfillState.RUNNING);
        assertThat(BackfillState.RUNNING.canMoveTo(BackfillState.PENDING)).as("interrupted, resumes").isTrue();
        assertThat(BackfillState.FAILED.canMoveTo(BackfillState.PENDING)).as("retry").isTrue();
        assertThat(BackfillState.SUCCEEDED.canMoveTo(BackfillState.PENDING)).isFalse();
        assertThat(BackfillState.PENDING.canMoveTo(BackfillState.SUCCEEDED)).isFalse();
        assertThatThrownBy(() -> BackfillState.CANCELLED.moveTo(BackfillState.RUNNING))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("CANCELLED to RUNNING");
    }

    @Test
    void partitionLifecycleAndJobOutcomes() {
        assertThat(PartitionState.RUNNING.canMoveTo(PartitionState.PENDING)).as("job lost in a restart").isTrue();
        assertThat(PartitionState.SUCCEEDED.canMoveTo(PartitionState.PENDING)).isFalse();
        assertThat(PartitionState.PENDING.canMoveTo(PartitionState.SUCCEEDED)).isFalse();
        assertThat(PartitionState.PENDING.canMoveTo(PartitionState.RUNNING))
                .as("a refresh is recorded SUBMITTING before its statement goes to Flink").isFalse();
        assertThat(PartitionState.PENDING.moveTo(PartitionState.SUBMITTING)).isEqualTo(PartitionState.SUBMITTING);
        assertThat(PartitionState.SUBMITTING.canMoveTo(PartitionState.RUNNING)).as("submitted, or its job found").isTrue();
        assertThat(PartitionState.SUBMITTING.canMoveTo(PartitionState.FAILED)).as("refused by the gateway").isTrue();
        assertThat(PartitionState.SUBMITTING.canMoveTo(PartitionState.SUCCEEDED)).as("job gone, partition written").isTrue();
        assertThat(PartitionState.SUBMITTING.canMoveTo(PartitionState.PENDING)).as("never reached Flink").isTrue();
        assertThat(PartitionState.SUBMITTING.canMoveTo(PartitionState.CANCELLED))
                .as("its job may run: found first, then cancelled").isFalse();
        assertThat(PartitionState.SUBMITTING.isActive()).isTrue();
        assertThat(PartitionState.SUBMITTING.isFinal()).isFalse();
        assertThat(PartitionState.PENDING.isActive()).isFalse();
        assertThat(JobOutcome.of("FINISHED")).isEqualTo(PartitionState.SUCCEEDED);
        assertThat(JobOutcome.of("FAILED")).isEqualTo(PartitionState.FAILED);
        assertThat(JobOutcome.of("CANCELED")).isEqualTo(PartitionState.CANCELLED);
        assertThat(JobOutcome.of("RESTARTING")).isEqualTo(PartitionState.RUNNING);
        assertThat(JobOutcome.of(null)).isEqualTo(PartitionState.PENDING);
    }

    @Test
    void onlyPartitionedFullTablesWithDateFormattersAreBackfillable() {
        BackfillTarget daily = BackfillTargets.of(new CatalogTable("dws.d", "FULL", List.of("ds"),
                Map.of("ds", "yyyy-MM-dd"), "q"));
        assertThat(daily.backfillable()).isTrue();
        assertThat(daily.granularity()).isEqualTo(Granularity.DAILY);
        assertThat(BackfillTargets.of(new CatalogTable("dws.h", "FULL", List.of("ds", "hh"),
                Map.of("ds", "yyyy-MM-dd", "hh", "HH"), "q")).granularity()).isEqualTo(Granularity.HOURLY);
        assertThat(BackfillTargets.of(new CatalogTable("dws.c", "CONTINUOUS", List.of("ds"), Map.of(), "q")).explanation())
                .contains("continuously").contains("SUSPEND").contains("RESUME");
        assertThat(BackfillTargets.of(new CatalogTable("dws.w", "FULL", List.of(), Map.of(), "q")).explanation())
                .contains("not partitioned").contains("REFRESH");
        assertThat(BackfillTargets.of(new CatalogTable("dws.n", "FULL", List.of("region"), Map.of(), "q")).explanation())
                .contains("region").contains("no date formatter");
        assertThat(BackfillTargets.of(new CatalogTable("ods.t", null, List.of("ds"), Map.of(), "")).explanation())
                .contains("plain table");
    }
}
