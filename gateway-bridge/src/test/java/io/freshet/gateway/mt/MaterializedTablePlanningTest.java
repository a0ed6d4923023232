package io.freshet.gateway.mt;

import io.freshet.gateway.client.GatewayErrorText;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Lifecycle graph, names, orphan errors (recorded from a restarted Flink 2.0.0) and re-create plans. */
class MaterializedTablePlanningTest {

    private static final MaterializedTableInfo CONTINUOUS = new MaterializedTableInfo(TableName.parse("dws.user_summary"),
            RefreshMode.CONTINUOUS, "AUTOMATIC", "10 SECOND", MaterializedTableState.ACTIVATED,
            "SELECT user_id, COUNT(*) AS orders FROM dwd.order_detail GROUP BY user_id",
            "e932eeab343921274fe11563d5ac9c7f", null, List.of(), List.of("user_id"), Map.of(),
            Map.of("bucket", "2"));

    @Test
    void lifecycleAllowsRepairOnlyThroughSuspended() {
        assertThat(MaterializedTableState.ACTIVATED.moveTo(MaterializedTableState.ORPHANED)
                .moveTo(MaterializedTableState.SUSPENDED).moveTo(MaterializedTableState.ACTIVATED))
                .isEqualTo(MaterializedTableState.ACTIVATED);
        assertThat(MaterializedTableState.ORPHANED.canMoveTo(MaterializedTableState.ACTIVATED)).isFalse();
        assertThat(MaterializedTableState.SUSPENDED.canMoveTo(MaterializedTableState.ORPHANED)).isFalse();
        assertThatThrownBy(() -> MaterializedTableState.DROPPED.moveTo(MaterializedTableState.ACTIVATED))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void tableNamesAreQuotedAndSystemTablesKeepTheQualifier() {
        TableName name = TableName.parse("lakehouse.dws.gmv");

        assertThat(name.sql()).isEqualTo("`lakehouse`.`dws`.`gmv`");
        assertThat(name.systemTable("options")).isEqualTo("`lakehouse`.`dws`.`gmv$options`");
        assertThat(name.database()).isEqualTo("dws");
        assertThat(TableName.of("we`ird").sql()).isEqualTo("`we``ird`");
        assertThat(TableName.of("t").database()).isNull();
    }

    @Test
    void orphanErrorsOfAllThreeCommandsAreRecognised() throws IOException {
        for (String file : List.of("orphan-suspend.json", "orphan-drop.json", "orphan-resume.json",
                "full-orphan-suspend.json")) {
            assertThat(OrphanErrors.isMissingJob(GatewayErrorText.fullText(resource(file)))).as(file).isTrue();
        }
        assertThat(OrphanErrors.isMissingJob(GatewayErrorText.fullText(resource("unknown-table.json")))).isFalse();
    }

    @Test
    void recreateKeepsAModeTheDefinitionNamesAndLeavesADerivedOneToFlink() {
        MaterializedTableInfo explicitFull = new MaterializedTableInfo(TableName.parse("dws.numbers"),
                RefreshMode.FULL, "FULL", "30 SECOND", MaterializedTableState.ACTIVATED, "SELECT 1 AS n", null,
                "wf", List.of(), List.of(), Map.of(), Map.of());

        assertThat(Recreation.plan(explicitFull, "10 SECOND").ddl())
                .contains("FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL AS SELECT 1 AS n");
        assertThat(Recreation.plan(CONTINUOUS, "1 HOUR").ddl()).doesNotContain("REFRESH_MODE");
    }

    @Test
    void recreatePlanKeepsKeysOptionsAndQueryWithTheNewFreshness() {
        RecreatePlan plan = Recreation.plan(CONTINUOUS, "1 hour");

        assertThat(plan.newFreshness()).isEqualTo("1 HOUR");
        assertThat(plan.ddl()).isEqualTo("CREATE MATERIALIZED TABLE `dws`.`user_summary`"
                + " (CONSTRAINT pk PRIMARY KEY (`user_id`) NOT ENFORCED) WITH ('bucket' = '2')"
                + " FRESHNESS = INTERVAL '1' HOUR AS " + CONTINUOUS.definitionQuery());
        assertThat(plan.losses()).anySatisfy(loss -> assertThat(loss)
                .contains("continuous refresh job e932eeab343921274fe11563d5ac9c7f"));
    }

    @Test
    void freshnessMustBeAnInterval() {
        assertThatThrownBy(() -> Recreation.plan(CONTINUOUS, "soon")).isInstanceOf(IllegalArgumentException.class);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = MaterializedTablePlanningTest.class.getResourceAsStream("/gateway-errors/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
