package io.freshet.analysis.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The materialized-table options read as Flink 2.0 writes them (layouts taken from its refresh handlers). */
class MaterializedTableOptionsTest {

    private static final String JOB = "3f1b0c3e9a7d4e2f8b6a5c4d3e2f1a0b";

    @Test
    void aMaterializedTableIsItsTypeWithARefreshMode() {
        assertThat(MaterializedTableOptions.isMaterializedTable(Map.of("type", "materialized-table",
                "materialized-table.refresh-mode", "FULL"))).isTrue();
        assertThat(MaterializedTableOptions.isMaterializedTable(Map.of("type", "materialized-table"))).isFalse();
        assertThat(MaterializedTableOptions.isMaterializedTable(Map.of("materialized-table.refresh-mode", "FULL")))
                .isFalse();
        assertThat(MaterializedTableOptions.REFRESH_STATUS).isEqualTo("materialized-table.refresh-status");
        assertThat(MaterializedTableOptions.FRESHNESS_THRESHOLD)
                .isEqualTo("materialized-table.refresh-mode.freshness-threshold");
    }

    @Test
    void dateFormattersAreReadPerPartitionColumnAndTheKeyIsWrittenTheSameWay() {
        Map<String, String> options = Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd",
                "partition.fields.hh.date-formatter", "HH", "partition.fields.x", "y", "bucket", "4");
        assertThat(MaterializedTableOptions.dateFormatters(options))
                .containsExactly(Map.entry("ds", "yyyy-MM-dd"), Map.entry("hh", "HH"));
        assertThat(MaterializedTableOptions.dateFormatterKey("ds")).isEqualTo("partition.fields.ds.date-formatter");
        assertThat(MaterializedTableOptions.isDateFormatterKey("partition.fields.ds.date-formatter")).isTrue();
        assertThat(MaterializedTableOptions.isDateFormatterKey("partitionXfields.ds.date-formatter")).isFalse();
    }

    @Test
    void theJobIdOfAContinuousTableIsReadWithOrWithoutARestorePath() {
        String plain = "{\n executionTarget=remote,\n clusterId=127.0.0.1:8081,\n jobId=" + JOB + "\n}";
        String restored = "{\n executionTarget=remote,\n clusterId=c,\n jobId=" + JOB + ",\n restorePath=file:/s\n}";
        assertThat(MaterializedTableOptions.jobId(handler(plain))).isEqualTo(JOB);
        assertThat(MaterializedTableOptions.jobId(handler(restored))).isEqualTo(JOB);
        assertThat(MaterializedTableOptions.jobId(Map.of())).isNull();
        assertThat(MaterializedTableOptions.workflow(handler(plain))).isNull();
    }

    @Test
    void theWorkflowOfAFullTableKeepsCommasAndBracesOfItsQuotedName() {
        String plain = "{\n  workflowName: quartz_job_`lakehouse`.`dws`.`daily`,\n  workflowGroup: default_group\n}";
        String odd = "{\n  workflowName: quartz_job_`lakehouse`.`dws`.`a,b}c`,\n  workflowGroup: default_group\n}";
        assertThat(MaterializedTableOptions.workflow(handler(plain))).isEqualTo("quartz_job_`lakehouse`.`dws`.`daily`");
        assertThat(MaterializedTableOptions.workflow(handler(odd))).isEqualTo("quartz_job_`lakehouse`.`dws`.`a,b}c`");
        assertThat(MaterializedTableOptions.jobId(handler(plain))).isNull();
    }

    private static Map<String, String> handler(String description) {
        return Map.of("materialized-table.refresh-handler-description", description);
    }
}
