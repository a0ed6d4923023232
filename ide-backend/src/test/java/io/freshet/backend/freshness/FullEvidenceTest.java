package io.freshet.backend.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.TableTimes;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What counts as a FULL table's last successful refresh: scheduled refreshes in Flink's list and in Freshet's history,
 * and writes in Paimon.
 */
class FullEvidenceTest {

    private static final TableId ID = new TableId("lakehouse", "dws", "gmv");
    private static final Instant T = Instant.parse("2026-12-04T11:00:00Z");
    private static final Instant DEFINED = Instant.parse("2026-12-01T09:00:00Z");

    @Test
    void theLatestOfAFinishedScheduledRefreshAndAWriteToTheNewestPartition() {
        FlinkJobsView view = FlinkJobsView.of(T.plusSeconds(3600), List.of(
                job("a", "periodic", FlinkJobState.FINISHED, T, T.plusSeconds(45)),
                job("b", "one_time", FlinkJobState.FINISHED, T.plusSeconds(600), T.plusSeconds(640)),
                job("c", "periodic", FlinkJobState.FAILED, T.plusSeconds(1800), T.plusSeconds(1830))), Map.of());

        FullEvidence evidence = FreshnessReadings.evidence(table(List.of("ds")), state(null, T.plusSeconds(30)), view,
                RecordedRefreshes.Summary.NONE);

        assertThat(evidence.lastSuccess()).as("a manual refresh may have written an old partition: not counted")
                .isEqualTo(T.plusSeconds(45));
        assertThat(evidence.failedAt()).isEqualTo(T.plusSeconds(1830));
        assertThat(evidence.failure()).as("Flink's list gives no reason").isNull();
        assertThat(evidence.definedAt()).isEqualTo(DEFINED);
        assertThat(evidence.jobListProblem()).isNull();

        FullEvidence written = FreshnessReadings.evidence(table(List.of("ds")), state(null, T.plusSeconds(2000)), view,
                RecordedRefreshes.Summary.NONE);
        assertThat(written.lastSuccess()).isEqualTo(T.plusSeconds(2000));
        assertThat(written.failedAt()).as("the failure came before that write").isNull();
    }

    @Test
    void theRefreshHistoryRemembersWhatFlinkForgot() {
        FlinkJobsView forgotten = FlinkJobsView.of(T.plus(Duration.ofHours(3)), List.of(), Map.of());
        RecordedRefreshes.Summary history = new RecordedRefreshes.Summary(T.plusSeconds(45), T.plusSeconds(3630),
                "Table (or view) ods.orders does not exist");

        FullEvidence evidence = FreshnessReadings.evidence(table(List.of("ds")), state(null, T.plusSeconds(30)),
                forgotten, history);

        assertThat(evidence.lastSuccess()).isEqualTo(T.plusSeconds(45));
        assertThat(evidence.failedAt()).isEqualTo(T.plusSeconds(3630));
        assertThat(evidence.failure()).isEqualTo("Table (or view) ods.orders does not exist");
    }

    @Test
    void anUnpartitionedTableCountsAnyCommitAndWithoutFlinkOnlyCommitsCount() {
        FlinkJobsView unknown = FlinkJobsView.unknown("no address for Flink's REST API", T);

        FullEvidence evidence = FreshnessReadings.evidence(table(List.of()), state(T.minus(Duration.ofHours(2)), null),
                unknown, RecordedRefreshes.Summary.NONE);

        assertThat(evidence.lastSuccess()).isEqualTo(T.minus(Duration.ofHours(2)));
        assertThat(evidence.failedAt()).isNull();
        assertThat(evidence.jobListProblem()).isEqualTo("no address for Flink's REST API");
    }

    private static FlinkJob job(String id, String kind, FlinkJobState state, Instant start, Instant end) {
        return new FlinkJob(id, "Materialized_table_`lakehouse`.`dws`.`gmv`_" + kind + "_refresh_job", state, start, end);
    }

    private static CatalogState state(Instant latestCommit, Instant newestPartition) {
        return new CatalogState(CatalogSnapshot.empty(), latestCommit == null ? Map.of() : Map.of(ID, latestCommit),
                Map.of(ID, new TableTimes(DEFINED, newestPartition)), T, Duration.ZERO, null);
    }

    private static TableInfo table(List<String> partitionKeys) {
        return new TableInfo(ID, TableKind.MATERIALIZED_TABLE, List.of(), List.of(), partitionKeys, List.of(),
                Map.of("materialized-table.refresh-status", "ACTIVATED"), null, null,
                new MaterializedTableInfo("SELECT 1", "1", "HOUR", "AUTOMATIC", "FULL"));
    }
}
