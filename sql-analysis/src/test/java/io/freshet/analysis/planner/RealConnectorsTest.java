package io.freshet.analysis.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The real connectors plan without connecting anywhere; the stub stands in honestly for the others. */
class RealConnectorsTest {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @Test
    void planningKafkaUpsertKafkaAndJdbcTablesConnectsToNothing() throws Exception {
        try (ServerSocket broker = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            AtomicInteger connections = new AtomicInteger();
            Thread acceptor = new Thread(() -> {
                while (!broker.isClosed()) {
                    try (Socket ignored = broker.accept()) {
                        connections.incrementAndGet();
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            String at = "127.0.0.1:" + broker.getLocalPort();
            String script = """
                    CREATE TABLE clicks (user_id BIGINT, url STRING, pt AS PROCTIME()) WITH ('connector' = 'kafka',
                      'topic' = 'clicks', 'properties.bootstrap.servers' = '%1$s', 'format' = 'json',
                      'properties.group.id' = 'g');
                    CREATE TABLE users (id BIGINT, name STRING, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'jdbc',
                      'url' = 'jdbc:postgresql://%1$s/shop', 'table-name' = 'users', 'username' = 'u', 'password' = 'p');
                    CREATE TABLE totals (user_id BIGINT, n BIGINT, PRIMARY KEY (user_id) NOT ENFORCED) WITH (
                      'connector' = 'upsert-kafka', 'topic' = 'totals', 'properties.bootstrap.servers' = '%1$s',
                      'key.format' = 'json', 'value.format' = 'json');
                    INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
                    INSERT INTO users SELECT c.user_id, u.name FROM clicks AS c
                      JOIN users FOR SYSTEM_TIME AS OF c.pt AS u ON c.user_id = u.id;
                    SELECT user_id, n FROM totals;
                    """.formatted(at);
            assertThat(analyzer.validate(script, CatalogSnapshot.empty()).diagnostics()).isEmpty();
            assertThat(analyzer.check(script, CatalogSnapshot.empty()).diagnostics()).isEmpty();
            Thread.sleep(200);
            assertThat(connections.get()).as("connections to the 'broker' and 'database'").isZero();
        }
    }

    @Test
    void aConnectorFreshetDoesNotShipReadsAndWritesTheMetadataItsTableDeclares() {
        ScriptAnalysis analysis = analyzer.validate("""
                CREATE TABLE orders_cdc (
                  id BIGINT,
                  amount DECIMAL(10, 2),
                  op_ts TIMESTAMP_LTZ(3) METADATA FROM 'op_ts' VIRTUAL,
                  origin STRING METADATA FROM 'table_name'
                ) WITH ('connector' = 'mysql-cdc', 'hostname' = 'db', 'table-name' = 'orders');
                SELECT id, op_ts, origin FROM orders_cdc WHERE op_ts > TIMESTAMP '2024-01-01 00:00:00';
                INSERT INTO orders_cdc SELECT id, amount, 'copy' FROM orders_cdc;
                """, CatalogSnapshot.empty());
        assertThat(analysis.diagnostics()).isEmpty();
    }

    @Test
    void theStubAcceptsWhateverChangelogAQueryProducesAndNeverNamesItself() {
        ScriptAnalysis analysis = analyzer.validate("""
                CREATE TABLE clicks (user_id BIGINT, url STRING) WITH ('connector' = 'datagen');
                CREATE TABLE totals (user_id BIGINT, n BIGINT) WITH ('connector' = 'hudi', 'path' = 'x');
                INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
                INSERT INTO totals SELECT user_id FROM clicks;
                """, CatalogSnapshot.empty());
        assertThat(analysis.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.range().startLine()).isEqualTo(4);
            assertThat(d.message()).contains("totals").doesNotContainIgnoringCase("stub")
                    .doesNotContainIgnoringCase("freshet");
        });
    }

    @Test
    void aRealAppendOnlySinkRefusesUpdatesOnTheExactTierOnly() {
        String script = """
                CREATE TABLE clicks (user_id BIGINT) WITH ('connector' = 'datagen');
                CREATE TABLE totals (user_id BIGINT, n BIGINT) WITH ('connector' = 'filesystem',
                  'path' = 'file:///tmp/totals', 'format' = 'csv');
                INSERT INTO totals SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;
                """;
        Diagnostic error = analyzer.validate(script, CatalogSnapshot.empty()).diagnostics().get(0);
        assertThat(error.message()).isEqualTo(
                "Table sink 'default_catalog.default_database.totals' doesn't support consuming update changes,"
                        + " which GroupAggregate produces");
        assertThat(error.range().startLine()).isEqualTo(4);
        assertThat(analyzer.check(script, CatalogSnapshot.empty()).diagnostics()).isEmpty();
    }
}
