package io.freshet.gateway.project;

import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.mt.MaterializedTables;
import io.freshet.gateway.mt.RefreshMode;
import io.freshet.gateway.mt.TableName;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The e-commerce sample project deployed from an empty warehouse on the real embedded gateway; the
 * expected figures are computed from the ODS layer in the same run, never written down.
 */
class EcommerceDeployIT {

    @RegisterExtension
    static final EmbeddedGatewayExtension GATEWAY = EmbeddedGatewayExtension.shared();

    private static final Path PROJECT = Path.of("..", "sample-projects", "ecommerce");
    private static final Duration JOB_WAIT = Duration.ofMinutes(4);
    private static final String PAID_LINES = " FROM ods.order_items AS oi JOIN ods.orders AS o"
            + " ON oi.order_id = o.order_id AND oi.ds = o.ds JOIN ods.items AS i ON oi.item_id = i.item_id"
            + " WHERE o.status = 'PAID'";

    @Test
    void wholeProjectDeploysAndEveryMaterializedTableFills() {
        try (GatewaySession session = GATEWAY.client().session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("lakehouse", GATEWAY.flink().layout().warehouse()));
            long start = System.nanoTime();

            ProjectDeployer.DeployReport report = ProjectDeployer.deploy(session, PROJECT);

            MaterializedTables tables = new MaterializedTables(session, null);
            Map<String, RefreshMode> modes = report.materializedTables().stream().collect(Collectors.toMap(
                    TableName::toString, name -> tables.describe(name).refreshMode()));
            assertThat(modes).containsExactlyInAnyOrderEntriesOf(Map.of(
                    "dwd.order_detail", RefreshMode.CONTINUOUS,
                    "dws.user_summary", RefreshMode.CONTINUOUS,
                    "dws.item_gmv_hourly", RefreshMode.FULL,
                    "dws.category_gmv_daily", RefreshMode.FULL,
                    "dws.top_items_daily", RefreshMode.FULL));

            session.execute("SET 'execution.runtime-mode' = 'batch'");
            long lines = count(session, "SELECT COUNT(*) FROM ods.order_items");
            assertThat(lines).isEqualTo(1000);
            pollUntil(session, "SELECT COUNT(*) FROM dwd.order_detail", lines);
            BigDecimal paidGmv = decimal(session, "SELECT SUM(CAST(oi.quantity * i.price AS DECIMAL(12, 2)))" + PAID_LINES);
            long buyers = count(session, "SELECT COUNT(DISTINCT o.user_id)" + PAID_LINES);
            pollUntil(session, "SELECT COUNT(*) FROM dws.user_summary", buyers);
            Poll.until(JOB_WAIT, () -> decimal(session, "SELECT SUM(gmv) FROM dws.user_summary"), paidGmv::equals);
            assertThat(decimal(session, "SELECT SUM(gmv) FROM dws.user_summary")).isEqualByComparingTo(paidGmv);

            for (String full : List.of("dws.item_gmv_hourly", "dws.category_gmv_daily", "dws.top_items_daily")) {
                assertThat(tables.refresh(TableName.parse(full))).isNotBlank();
            }
            long categoryDays = count(session, "SELECT COUNT(*) FROM (SELECT DISTINCT o.ds, i.category" + PAID_LINES + ")");
            pollUntil(session, "SELECT COUNT(*) FROM dws.category_gmv_daily", categoryDays);
            long days = count(session, "SELECT COUNT(DISTINCT ds) FROM ods.orders");
            pollUntil(session, "SELECT COUNT(*) FROM dws.top_items_daily", days * 3);
            Poll.until(JOB_WAIT, () -> decimal(session, "SELECT SUM(gmv) FROM dws.item_gmv_hourly"), paidGmv::equals);
            assertThat(decimal(session, "SELECT SUM(gmv) FROM dws.item_gmv_hourly")).isEqualByComparingTo(paidGmv);
            assertThat(decimal(session, "SELECT SUM(gmv) FROM dws.category_gmv_daily")).isEqualByComparingTo(paidGmv);
            System.out.printf("BENCHMARK deploy: %d statements in %d ms; all 5 materialized tables filled after %d ms%n",
                    report.statements(), report.elapsed().toMillis(), Duration.ofNanos(System.nanoTime() - start).toMillis());

            refreshingOneDailyPartitionBringsExactlyItBack(session, tables);
        }
    }

    private void refreshingOneDailyPartitionBringsExactlyItBack(GatewaySession session, MaterializedTables tables) {
        TableName daily = TableName.parse("dws.category_gmv_daily");
        String all = "SELECT ds, category, orders, units, gmv FROM dws.category_gmv_daily";
        List<List<Object>> before = Rows.of(session.execute(all));
        Function<List<List<Object>>, List<List<Object>>> otherDays =
                rows -> rows.stream().filter(row -> !"2024-06-03".equals(row.get(0))).toList();

        tables.dropPartition(daily, Map.of("ds", "2024-06-03"));
        List<List<Object>> withoutDay = Rows.of(session.execute(all));
        assertThat(withoutDay).containsExactlyInAnyOrderElementsOf(otherDays.apply(before));
        assertThat(withoutDay).hasSizeLessThan(before.size());

        tables.refreshPartition(daily, Map.of("ds", "2024-06-03"));

        List<List<Object>> after = Poll.until(JOB_WAIT, () -> Rows.of(session.execute(all)),
                rows -> rows.size() == before.size());
        assertThat(after).containsExactlyInAnyOrderElementsOf(before);
    }

    private static void pollUntil(GatewaySession session, String countQuery, long expected) {
        long actual = Poll.until(JOB_WAIT, () -> count(session, countQuery), value -> value == expected);
        assertThat(actual).as(countQuery).isEqualTo(expected);
    }

    private static long count(GatewaySession session, String query) {
        return ((Number) single(session, query)).longValue();
    }

    private static BigDecimal decimal(GatewaySession session, String query) {
        Object value = single(session, query);
        return value == null ? BigDecimal.ZERO : new BigDecimal(value.toString()).stripTrailingZeros();
    }

    private static Object single(GatewaySession session, String query) {
        List<ResultRow> rows = session.execute(query).rows();
        assertThat(rows).as(query).hasSize(1);
        return rows.get(0).fields().get(0);
    }
}
