package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.SessionHandle;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Paimon tables and materialized tables through the real embedded SQL Gateway. */
class EmbeddedFlinkIT {

    @RegisterExtension
    static final EmbeddedGatewayExtension GATEWAY = EmbeddedGatewayExtension.shared();

    /** Generous: a 2-core machine under load needs its time for job start-up; no timing is asserted. */
    private static final Duration JOB_WAIT = Duration.ofMinutes(2);

    private static final String ORDERS_DDL = "CREATE TABLE orders (order_id BIGINT, ds STRING, customer STRING,"
            + " amount DOUBLE, PRIMARY KEY (order_id, ds) NOT ENFORCED) PARTITIONED BY (ds)";
    private static final String ORDERS_ROWS = "INSERT INTO orders VALUES (1, '2024-01-01', 'ann', 10.5),"
            + " (2, '2024-01-01', 'bob', 20.0), (3, '2024-01-02', 'ann', 5.25), (4, '2024-01-01', 'ann', 1.5)";
    /** Aggregates need a primary key (else Paimon's table is append-only) whose columns are NOT NULL. */
    private static final String TOTALS = "(CONSTRAINT pk PRIMARY KEY (ds, customer) NOT ENFORCED) PARTITIONED BY (ds)";
    private static final String TOTALS_QUERY = " AS SELECT ds, COALESCE(customer, '?') AS customer,"
            + " COUNT(*) AS cnt, SUM(amount) AS total FROM orders GROUP BY ds, COALESCE(customer, '?')";

    private final GatewayClient client = GATEWAY.client();
    private SessionHandle session;

    @BeforeEach
    void openSessionOnPaimon() {
        session = client.openSession(Map.of());
        sql(PaimonCatalogSql.createCatalogIfNotExists("paimon", GATEWAY.flink().layout().warehouse()));
        sql("USE CATALOG paimon");
        sql("SET 'execution.runtime-mode' = 'batch'");
        sql("SET 'table.dml-sync' = 'true'");
    }

    @AfterEach
    void closeSession() {
        client.closeSession(session);
    }

    @Test
    void gatewayIsFlink2() {
        assertThat(client.info().version()).isEqualTo("2.0.0");
    }

    @Test
    void partitionedPrimaryKeyTableRoundTrip() {
        useDatabase("roundtrip");
        sql(ORDERS_DDL);

        StatementResult insert = sql(ORDERS_ROWS);
        sql("INSERT INTO orders VALUES (2, '2024-01-01', 'bob', 22.0)");

        assertThat(insert.jobId()).isNotBlank();
        assertThat(Rows.of(sql("SELECT order_id, ds, customer, amount FROM orders ORDER BY order_id"))).containsExactly(
                List.of(1L, "2024-01-01", "ann", 10.5),
                List.of(2L, "2024-01-01", "bob", 22.0),
                List.of(3L, "2024-01-02", "ann", 5.25),
                List.of(4L, "2024-01-01", "ann", 1.5));
        assertThat(Rows.of(sql("SELECT `partition` FROM `orders$partitions` ORDER BY `partition`")))
                .containsExactly(List.of("ds=2024-01-01"), List.of("ds=2024-01-02"));
    }

    @Test
    void continuousMaterializedTableFollowsItsSource() {
        useDatabase("mt_continuous");
        sql(ORDERS_DDL);
        sql(ORDERS_ROWS);
        // a continuous table's job never ends: with dml-sync the CREATE would wait for it forever
        sql("SET 'table.dml-sync' = 'false'");

        sql("CREATE MATERIALIZED TABLE totals " + TOTALS + " FRESHNESS = INTERVAL '5' SECOND" + TOTALS_QUERY);

        assertThat(Rows.asMap(sql("SELECT `key`, `value` FROM `totals$options`")))
                .containsEntry("materialized-table.refresh-mode", "CONTINUOUS");
        List<List<Object>> expected = List.of(
                List.of("2024-01-01", "ann", 2L, 12.0),
                List.of("2024-01-01", "bob", 1L, 20.0),
                List.of("2024-01-02", "ann", 1L, 5.25));
        assertThat(pollTotals("SELECT * FROM totals", expected)).containsExactlyInAnyOrderElementsOf(expected);

        sql("SET 'table.dml-sync' = 'true'");
        sql("INSERT INTO orders VALUES (5, '2024-01-02', 'cid', 7.0)");
        List<List<Object>> updated = List.of(
                List.of("2024-01-01", "ann", 2L, 12.0),
                List.of("2024-01-01", "bob", 1L, 20.0),
                List.of("2024-01-02", "ann", 1L, 5.25),
                List.of("2024-01-02", "cid", 1L, 7.0));
        assertThat(pollTotals("SELECT * FROM totals", updated)).containsExactlyInAnyOrderElementsOf(updated);

        sql("DROP MATERIALIZED TABLE totals");
    }

    @Test
    void fullMaterializedTableRefreshesOnRequest() {
        useDatabase("mt_full");
        sql(ORDERS_DDL);
        sql(ORDERS_ROWS);
        sql("SET 'table.dml-sync' = 'false'");

        sql("CREATE MATERIALIZED TABLE totals " + TOTALS
                + " WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')"
                + " FRESHNESS = INTERVAL '1' HOUR" + TOTALS_QUERY);

        assertThat(Rows.asMap(sql("SELECT `key`, `value` FROM `totals$options`")))
                .containsEntry("materialized-table.refresh-mode", "FULL");

        StatementResult refresh = sql("ALTER MATERIALIZED TABLE totals REFRESH PARTITION (ds = '2024-01-01')");
        assertThat(refresh.jobId()).isNotBlank();
        List<List<Object>> firstDay = List.of(
                List.of("2024-01-01", "ann", 2L, 12.0),
                List.of("2024-01-01", "bob", 1L, 20.0));
        assertThat(pollTotals("SELECT * FROM totals WHERE ds = '2024-01-01'", firstDay))
                .containsExactlyInAnyOrderElementsOf(firstDay);

        sql("ALTER MATERIALIZED TABLE totals REFRESH");
        List<List<Object>> all = List.of(
                List.of("2024-01-01", "ann", 2L, 12.0),
                List.of("2024-01-01", "bob", 1L, 20.0),
                List.of("2024-01-02", "ann", 1L, 5.25));
        assertThat(pollTotals("SELECT * FROM totals", all)).containsExactlyInAnyOrderElementsOf(all);

        sql("DROP MATERIALIZED TABLE totals");
    }

    @Test
    void statementErrorsAreOneReadableLine() {
        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> sql("SELECT nosuchcol FROM (VALUES (1)) AS t(x)"));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.STATEMENT);
        assertThat(error.userMessage())
                .isEqualTo("From line 1, column 8 to line 1, column 16: Column 'nosuchcol' not found in any table");
        assertThat(error.details()).contains("Caused by: ").contains("\tat ");
    }

    private List<List<Object>> pollTotals(String query, List<List<Object>> expected) {
        return Poll.until(JOB_WAIT, () -> Rows.of(sql(query)),
                rows -> rows.size() == expected.size() && rows.containsAll(expected));
    }

    private void useDatabase(String database) {
        sql("CREATE DATABASE IF NOT EXISTS " + database);
        sql("USE " + database);
    }

    private StatementResult sql(String statement) {
        return client.execute(session, statement);
    }
}
