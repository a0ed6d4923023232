package io.freshet.gateway.mt;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Materialized-table operations on a real embedded Flink with Paimon, including a restart of that Flink
 * (so this class manages its own instance instead of using the shared extension).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MaterializedTablesIT {

    private static final Duration JOB_WAIT = Duration.ofMinutes(2);
    private static final String QUERY = " AS SELECT ds, COALESCE(customer, '?') AS customer, COUNT(*) AS cnt,"
            + " SUM(amount) AS total FROM orders GROUP BY ds, COALESCE(customer, '?')";
    private static final String KEYS = " (CONSTRAINT pk PRIMARY KEY (ds, customer) NOT ENFORCED) PARTITIONED BY (ds)";
    private static final List<List<Object>> ALL_TOTALS = List.of(
            List.of("2024-01-01", "ann", 2L, 12.0),
            List.of("2024-01-01", "bob", 1L, 20.0),
            List.of("2024-01-02", "ann", 1L, 5.25));
    /** After the restart test adds an order on a new day. */
    private static final List<List<Object>> WITH_NEW_DAY = List.of(
            List.of("2024-01-01", "ann", 2L, 12.0),
            List.of("2024-01-01", "bob", 1L, 20.0),
            List.of("2024-01-02", "ann", 1L, 5.25),
            List.of("2024-01-03", "cid", 1L, 3.0));

    private static Path home;
    private static EmbeddedFlink flink;
    private GatewaySession session;
    private MaterializedTables tables;

    @BeforeAll
    static void startFlink() {
        home = EmbeddedGatewayExtension.newHome("MaterializedTablesIT");
        flink = EmbeddedGatewayExtension.start(home);
    }

    @AfterAll
    static void stopFlink() {
        flink.close();
    }

    @BeforeEach
    void openSession() {
        session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of("execution.runtime-mode", "batch"));
        session.execute(PaimonCatalogSql.createCatalogIfNotExists("paimon", flink.layout().warehouse()));
        session.execute("USE CATALOG paimon");
        session.execute("CREATE DATABASE IF NOT EXISTS shop");
        session.execute("USE shop");
        tables = new MaterializedTables(session,
                PaimonTableOptionsWriter.forWarehouse(FileUris.of(flink.layout().warehouse())));
    }

    @AfterEach
    void closeSession() {
        session.close();
    }

    @Test
    @Order(1)
    void continuousTableIsDescribedSuspendedAndResumed() {
        createOrders();
        TableName name = TableName.parse("shop.live_totals");

        MaterializedTableInfo info = tables.create(name,
                "CREATE MATERIALIZED TABLE live_totals" + KEYS + " FRESHNESS = INTERVAL '5' SECOND" + QUERY);

        assertThat(info.refreshMode()).isEqualTo(RefreshMode.CONTINUOUS);
        assertThat(info.freshness()).isEqualTo("5 SECOND");
        assertThat(info.state()).isEqualTo(MaterializedTableState.ACTIVATED);
        assertThat(info.jobId()).matches("[0-9a-f]{32}");
        assertThat(info.partitionKeys()).containsExactly("ds");
        assertThat(info.primaryKeys()).containsExactly("ds", "customer");
        assertThat(info.definitionQuery()).contains("GROUP BY");
        assertThat(pollRows("SELECT * FROM live_totals", ALL_TOTALS)).containsExactlyInAnyOrderElementsOf(ALL_TOTALS);

        tables.suspend(name);
        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.SUSPENDED);

        tables.resume(name, Map.of("sink.parallelism", "1"));
        MaterializedTableInfo resumed = tables.describe(name);
        assertThat(resumed.state()).isEqualTo(MaterializedTableState.ACTIVATED);
        assertThat(resumed.jobId()).isNotEqualTo(info.jobId());
        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.ACTIVATED);
    }

    @Test
    @Order(2)
    void fullTableRefreshesOnePartitionBackAfterItsRowsWereDeleted() {
        TableName name = TableName.of("daily_totals");
        MaterializedTableInfo info = tables.create(name, "CREATE MATERIALIZED TABLE daily_totals" + KEYS
                + " WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd') FRESHNESS = INTERVAL '1' DAY" + QUERY);
        assertThat(info.refreshMode()).isEqualTo(RefreshMode.FULL);
        assertThat(info.dateFormatters()).containsEntry("ds", "yyyy-MM-dd");
        assertThat(info.userOptions()).containsEntry("partition.fields.ds.date-formatter", "yyyy-MM-dd");
        assertThat(info.schedule()).contains("daily_totals");

        assertThat(tables.refresh(name)).isNotBlank();
        assertThat(pollRows("SELECT * FROM daily_totals", ALL_TOTALS)).containsExactlyInAnyOrderElementsOf(ALL_TOTALS);

        tables.dropPartition(name, Map.of("ds", "2024-01-01"));
        assertThat(Rows.of(session.execute("SELECT * FROM daily_totals"))).containsExactly(ALL_TOTALS.get(2));

        assertThat(tables.refreshPartition(name, Map.of("ds", "2024-01-01"))).isNotBlank();
        assertThat(pollRows("SELECT * FROM daily_totals", ALL_TOTALS)).containsExactlyInAnyOrderElementsOf(ALL_TOTALS);

        tables.dropPartition(name, Map.of("ds", "2024-01-02"));
        assertThat(Rows.of(session.execute("SELECT * FROM daily_totals"))).doesNotContain(ALL_TOTALS.get(2));
        assertThat(tables.refreshWithOptions(TableName.parse("paimon.shop.daily_totals"), Map.of("ds", "2024-01-02"),
                Map.of("sink.parallelism", "1"))).isNotBlank();
        assertThat(pollRows("SELECT * FROM daily_totals", ALL_TOTALS)).containsExactlyInAnyOrderElementsOf(ALL_TOTALS);

        tables.suspend(name);
        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.SUSPENDED);
        tables.resume(name, Map.of());
        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.ACTIVATED);
    }

    @Test
    @Order(3)
    void recreateWithANewFreshnessReportsLossesAndSwitchesMode() {
        TableName name = TableName.of("recreated");
        tables.create(name, "CREATE MATERIALIZED TABLE recreated" + KEYS + " FRESHNESS = INTERVAL '5' SECOND" + QUERY);

        RecreatePlan plan = tables.planRecreate(name, "1 HOUR");
        assertThat(plan.losses()).anySatisfy(loss -> assertThat(loss).contains("All rows of recreated are deleted"))
                .anySatisfy(loss -> assertThat(loss).contains("continuous refresh job"));
        assertThat(plan.ddl()).contains("FRESHNESS = INTERVAL '1' HOUR").contains("PARTITIONED BY (`ds`)");

        MaterializedTableInfo recreated = tables.recreate(plan);

        assertThat(recreated.freshness()).isEqualTo("1 HOUR");
        assertThat(recreated.refreshMode()).isEqualTo(RefreshMode.FULL);
        tables.refresh(name);
        assertThat(pollRows("SELECT * FROM recreated", ALL_TOTALS)).containsExactlyInAnyOrderElementsOf(ALL_TOTALS);

        tables.drop(name);
        assertThat(Rows.of(session.execute("SHOW TABLES"))).doesNotContain(List.of("recreated"));
    }

    @Test
    @Order(5)
    void orphanedContinuousTableIsDetectedAndRepairedAfterARestart() {
        TableName name = TableName.parse("shop.live_totals");
        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.ACTIVATED);
        session.close();
        flink.close();
        flink = EmbeddedGatewayExtension.start(home);
        openSession();

        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.ORPHANED);
        GatewayException suspend = catchThrowableOfType(GatewayException.class, () -> tables.suspend(name));
        assertThat(suspend.kind()).isEqualTo(GatewayException.Kind.MATERIALIZED_TABLE);
        assertThat(suspend.userMessage()).startsWith("The refresh job or schedule of shop.live_totals no longer exists")
                .doesNotContain("Exception");

        MaterializedTableInfo repaired = tables.repair(name);

        assertThat(repaired.state()).isEqualTo(MaterializedTableState.ACTIVATED);
        assertThat(tables.state(name)).isEqualTo(MaterializedTableState.ACTIVATED);
        session.execute("SET 'table.dml-sync' = 'true'");
        session.execute("INSERT INTO orders VALUES (9, '2024-01-03', 'cid', 3.0)");
        assertThat(pollRows("SELECT * FROM live_totals", WITH_NEW_DAY)).containsExactlyInAnyOrderElementsOf(WITH_NEW_DAY);

        tables.drop(name);
        assertThat(Rows.of(session.execute("SHOW TABLES"))).doesNotContain(List.of("live_totals"));
    }

    /** Runs after the restart of the previous test: the in-memory schedule of daily_totals is gone. */
    @Test
    @Order(6)
    void fullTableWhoseScheduleWasLostIsRepairedByRecreation() {
        TableName name = TableName.of("daily_totals");
        GatewayException suspend = catchThrowableOfType(GatewayException.class, () -> tables.suspend(name));
        assertThat(suspend.kind()).isEqualTo(GatewayException.Kind.MATERIALIZED_TABLE);
        assertThat(suspend.userMessage()).startsWith("The refresh job or schedule of daily_totals no longer exists");

        MaterializedTableInfo repaired = tables.repair(name);

        assertThat(repaired.refreshMode()).isEqualTo(RefreshMode.FULL);
        assertThat(repaired.freshness()).isEqualTo("1 DAY");
        assertThat(repaired.dateFormatters()).containsEntry("ds", "yyyy-MM-dd");
        tables.suspend(name);
        tables.resume(name, Map.of());
        tables.refresh(name);
        assertThat(pollRows("SELECT * FROM daily_totals", WITH_NEW_DAY)).containsExactlyInAnyOrderElementsOf(WITH_NEW_DAY);
    }

    private void createOrders() {
        session.execute("CREATE TABLE IF NOT EXISTS orders (order_id BIGINT, ds STRING, customer STRING, amount DOUBLE,"
                + " PRIMARY KEY (order_id, ds) NOT ENFORCED) PARTITIONED BY (ds)");
        session.execute("SET 'table.dml-sync' = 'true'");
        session.execute("INSERT INTO orders VALUES (1, '2024-01-01', 'ann', 10.5), (2, '2024-01-01', 'bob', 20.0),"
                + " (3, '2024-01-02', 'ann', 5.25), (4, '2024-01-01', 'ann', 1.5)");
        session.execute("SET 'table.dml-sync' = 'false'");
    }

    private List<List<Object>> pollRows(String query, List<List<Object>> expected) {
        return Poll.until(JOB_WAIT, () -> Rows.of(session.execute(query)),
                rows -> rows.size() == expected.size() && rows.containsAll(expected));
    }
}
