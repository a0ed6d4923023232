package io.freshet.backend.serving;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.testing.Poll;
import io.freshet.testing.SampleLakehouseExtension;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 36 point 3: a second engine reads the warehouse Freshet writes. DuckDB (in-process, {@code duckdb_jdbc}) runs
 * the queries over rows that Paimon's Java reader merged ({@link PaimonIntoDuckDb}), not rows Flink read; Flink runs
 * the same queries through the gateway. Both see the same rows of the sample's {@code dws.user_summary} (deployed on
 * the shared sample lakehouse, kept fresh by its continuous job), and after Flink updates keys of a primary-key table
 * of this class's own database, DuckDB sees the new values and no old version beside them.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SecondEngineIT {

    @RegisterExtension
    static final SampleLakehouseExtension LAKEHOUSE = SampleLakehouseExtension.shared();

    private static final Duration WAIT = Duration.ofMinutes(4);
    private static final String DWS = "dws.user_summary";
    /** A database of this class's own in the sample's catalog, dropped after it. */
    private static final String OWN = "second_engine";
    private static final String COPY = OWN + ".user_gmv";
    private static final String SUMMARY_ROWS = "SELECT user_id, user_name, city, orders, gmv, %s FROM user_summary"
            + " ORDER BY user_id";
    private static final String BY_CITY = "SELECT city, COUNT(*), SUM(orders), SUM(gmv), MAX(gmv) FROM user_summary"
            + " GROUP BY city ORDER BY city";
    private static final String COPY_ROWS = "SELECT user_id, city, gmv FROM user_gmv ORDER BY user_id";

    private static GatewaySession flink;
    private static Connection duck;
    private static PaimonIntoDuckDb paimon;

    @BeforeAll
    static void open() throws SQLException {
        flink = LAKEHOUSE.client().session(Map.of());
        flink.execute("USE CATALOG " + SampleLakehouseExtension.CATALOG);
        flink.execute("SET 'execution.runtime-mode' = 'batch'");
        flink.execute("SET 'table.dml-sync' = 'true'");
        duck = DriverManager.getConnection("jdbc:duckdb:");
        paimon = new PaimonIntoDuckDb(LAKEHOUSE.warehouse());
    }

    @AfterAll
    static void close() throws SQLException {
        if (flink != null) {
            flink.execute("DROP DATABASE IF EXISTS " + OWN + " CASCADE");
            flink.close();
        }
        if (duck != null) {
            duck.close();
        }
    }

    @Test
    @Order(1)
    void duckDbSeesTheRowsFlinkSeesInADwsTableFreshetDeployed() {
        // the continuous job may still be committing: equal once both engines read the same snapshot
        Reads reads = Poll.await(WAIT, Duration.ofSeconds(2), () -> {
            List<List<String>> flinkRows = flink(String.format(SUMMARY_ROWS.replace("user_summary", DWS),
                    "DATE_FORMAT(last_order_time, 'yyyy-MM-dd HH:mm:ss.SSS')"));
            List<List<String>> flinkCities = flink(BY_CITY.replace("user_summary", DWS));
            copy(DWS, "user_summary");
            return new Reads(flinkRows, flinkCities, duck(String.format(SUMMARY_ROWS,
                    "strftime(last_order_time, '%Y-%m-%d %H:%M:%S.%g')")), duck(BY_CITY));
        }, Reads::same, "DuckDB and Flink to read the same rows of " + DWS);

        assertThat(reads.duckRows()).extracting(r -> r.get(0)).doesNotHaveDuplicates();
        assertThat(reads.duckCities()).as("DuckDB's own aggregation").isNotEmpty().isEqualTo(reads.flinkCities());
    }

    /** One round of both engines' answers to the same two queries. */
    private record Reads(List<List<String>> flinkRows, List<List<String>> flinkCities, List<List<String>> duckRows,
            List<List<String>> duckCities) {

        boolean same() {
            return !duckRows.isEmpty() && duckRows.equals(flinkRows) && duckCities.equals(flinkCities);
        }
    }

    @Test
    @Order(2)
    void afterFlinkUpdatesKeysOfAPrimaryKeyTableDuckDbSeesTheNewValuesOnly() {
        flink.execute("CREATE DATABASE IF NOT EXISTS " + OWN);
        flink.execute("CREATE TABLE " + COPY + " (user_id BIGINT, city STRING, gmv DECIMAL(38, 2),"
                + " PRIMARY KEY (user_id) NOT ENFORCED)");
        flink.execute("INSERT INTO " + COPY + " SELECT user_id, city, gmv FROM " + DWS);
        long users = copy(COPY, "user_gmv");
        assertThat(users).isPositive();
        assertThat(duck(COPY_ROWS)).isEqualTo(flink(COPY_ROWS.replace("user_gmv", COPY)));
        String first = duck("SELECT MIN(user_id) FROM user_gmv").get(0).get(0);
        String last = duck("SELECT MAX(user_id) FROM user_gmv").get(0).get(0);

        // an INSERT of existing keys is an update in a primary-key table: a second file, merged when read
        flink.execute("INSERT INTO " + COPY + " VALUES (" + first + ", 'Duckburg', 12345.67), (" + last
                + ", 'Duckburg', 0.01)");

        assertThat(flink("SELECT COUNT(*) FROM " + OWN + ".`user_gmv$files`").get(0).get(0))
                .as("the update is a file of its own, not compacted into the first").isNotEqualTo("1");
        assertThat(copy(COPY, "user_gmv")).as("rows Paimon's reader returns after the update").isEqualTo(users);
        assertThat(duck("SELECT user_id, gmv FROM user_gmv WHERE city = 'Duckburg' ORDER BY user_id"))
                .containsExactly(List.of(first, "12345.67"), List.of(last, "0.01"));
        assertThat(duck("SELECT COUNT(*), COUNT(DISTINCT user_id) FROM user_gmv").get(0))
                .containsExactly(Long.toString(users), Long.toString(users));
        assertThat(duck(COPY_ROWS)).isEqualTo(flink(COPY_ROWS.replace("user_gmv", COPY)));
        assertThat(duck("SELECT SUM(gmv) FROM user_gmv")).isEqualTo(flink("SELECT SUM(gmv) FROM " + COPY));
    }

    private static long copy(String table, String target) {
        try {
            return paimon.copy(duck, table, target);
        } catch (Exception e) {
            throw new IllegalStateException("copying " + table + " to DuckDB", e);
        }
    }

    private static List<List<String>> flink(String query) {
        return flink.execute(query).rows().stream().map(ResultRow::texts).toList();
    }

    /** DuckDB's rows as the same texts as {@link ResultRow#texts()}: decimals in plain notation at their scale. */
    private static List<List<String>> duck(String query) {
        try (Statement statement = duck.createStatement(); ResultSet result = statement.executeQuery(query)) {
            int columns = result.getMetaData().getColumnCount();
            List<List<String>> rows = new ArrayList<>();
            while (result.next()) {
                List<String> row = new ArrayList<>(columns);
                for (int i = 1; i <= columns; i++) {
                    Object value = result.getObject(i);
                    row.add(value == null ? null : value instanceof BigDecimal d ? d.toPlainString() : value.toString());
                }
                rows.add(row);
            }
            return rows;
        } catch (SQLException e) {
            throw new IllegalStateException(query, e);
        }
    }
}
