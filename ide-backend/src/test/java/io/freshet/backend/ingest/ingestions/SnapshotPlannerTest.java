package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.ingest.sources.TargetPreviews;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SnapshotPlannerTest {

    private static final SourceTable ORDERS = new SourceTable("sales", "orders", List.of(
            new SourceColumn("order_id", "int8", false, true, "BIGINT", null),
            new SourceColumn("amount", "numeric(10,2)", true, false, "DECIMAL(10, 2)", null)), List.of("order_id"));

    @Test
    void aJdbcCatalogAndOneFullMaterializedTablePerTableFilledOnce() {
        SourceDefinition pg = new SourceDefinition("Shop-1", SourceKind.POSTGRESQL, "db", 5433, "shop", "reader",
                "s3'cret");
        SnapshotPlanner.Planned p = SnapshotPlanner.plan(pg, "sales", List.of(ORDERS),
                List.of(TargetPreviews.of(SourceKind.POSTGRESQL, ORDERS, "ods")), "lakehouse", Duration.ofMinutes(15));

        assertThat(p.statements()).containsExactly(
                "DROP CATALOG IF EXISTS `freshet_src_shop_1`",
                "CREATE CATALOG `freshet_src_shop_1` WITH ('type' = 'jdbc', 'base-url' = 'jdbc:postgresql://db:5433',"
                        + " 'default-database' = 'shop', 'username' = 'reader', 'password' = 's3''cret')",
                "CREATE DATABASE IF NOT EXISTS `lakehouse`.`ods`",
                "CREATE MATERIALIZED TABLE `lakehouse`.`ods`.`sales_orders` (PRIMARY KEY (`order_id`) NOT ENFORCED)\n"
                        + "FRESHNESS = INTERVAL '15' MINUTE\nREFRESH_MODE = FULL\n"
                        + "AS SELECT `order_id`, `amount` FROM `freshet_src_shop_1`.`shop`.`sales.orders`",
                "ALTER MATERIALIZED TABLE `lakehouse`.`ods`.`sales_orders` REFRESH");
        assertThat(p.own()).containsExactlyInAnyOrder(p.statements().get(0), p.statements().get(1));
        assertThat(p.tables()).containsExactly("`lakehouse`.`ods`.`sales_orders`");
    }

    @Test
    void onlyFreshnessValuesTheFullSchedulerAcceptsPass() {
        assertThat(SnapshotPlanner.interval(null)).isEqualTo("INTERVAL '1' HOUR");
        assertThat(SnapshotPlanner.interval(Duration.ofSeconds(30))).isEqualTo("INTERVAL '30' SECOND");
        assertThat(SnapshotPlanner.interval(Duration.ofHours(6))).isEqualTo("INTERVAL '6' HOUR");
        assertThat(SnapshotPlanner.interval(Duration.ofDays(1))).isEqualTo("INTERVAL '1' DAY");
        for (Duration bad : List.of(Duration.ofMinutes(7), Duration.ofHours(5), Duration.ofDays(2),
                Duration.ofSeconds(45), Duration.ZERO, Duration.ofMillis(1500))) {
            assertThatThrownBy(() -> SnapshotPlanner.interval(bad)).as(bad.toString())
                    .isInstanceOf(ServiceException.class).hasMessageContaining("Flink cannot schedule");
        }
    }
}
