package io.freshet.backend.backfill;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.mt.MaterializedTables;
import io.freshet.gateway.mt.TableName;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.testing.ProjectScripts;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.apache.paimon.Snapshot;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.options.Options;
import org.apache.paimon.partition.Partition;
import org.apache.paimon.table.FileStoreTable;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real embedded Flink with the e-commerce sample project deployed into catalog {@code lakehouse}, its DWD
 * layer filled, and a session on it; one per test class. Reads partitions and snapshots through the Paimon API.
 */
final class EcommerceLakehouse implements BeforeAllCallback, AfterAllCallback, Lakehouse {

    static final Duration WAIT = Duration.ofMinutes(4);

    private EmbeddedFlink flink;
    private GatewaySession session;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        flink = EmbeddedGatewayExtension.start(EmbeddedGatewayExtension.newHome(
                context.getRequiredTestClass().getSimpleName()));
        session = new GatewayClient(flink.gatewayEndpoint()).session(Map.of());
        session.execute(PaimonCatalogSql.createCatalogIfNotExists(catalogName(), flink.layout().warehouse()));
        ProjectScripts.deploy(session, Path.of("..", "sample-projects", "ecommerce"));
        session.execute("SET 'execution.runtime-mode' = 'batch'");
        session.execute("SET 'table.dml-sync' = 'true'");
        await(() -> count("SELECT COUNT(*) FROM dwd.order_detail"), n -> n == 1000L, "the DWD layer to fill");
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (session != null) {
            session.close();
        }
        if (flink != null) {
            flink.close();
        }
    }

    @Override
    public Optional<GatewayClient> gateway() {
        return Optional.of(new GatewayClient(flink.gatewayEndpoint()));
    }

    @Override
    public String warehouse() {
        return FileUris.of(flink.layout().warehouse());
    }

    @Override
    public String catalogName() {
        return "lakehouse";
    }

    @Override
    public Optional<FlinkRestClient> flinkRest() {
        return Optional.of(new FlinkRestClient(flink.flinkRestEndpoint()));
    }

    GatewaySession session() {
        return session;
    }

    long count(String query) {
        return ((Number) session.execute(query).rows().get(0).fields().get(0)).longValue();
    }

    /** The partition values of a table's ds column, from the Paimon catalog. */
    Set<String> partitions(String table) throws Exception {
        try (Catalog catalog = catalog()) {
            Set<String> values = new TreeSet<>();
            for (Partition p : catalog.listPartitions(Identifier.fromString(table))) {
                values.add(p.spec().get("ds"));
            }
            return values;
        }
    }

    /** Removes every partition of a table, so a backfill's effect is all that is there afterwards. */
    void dropAllPartitions(String table) throws Exception {
        MaterializedTables tables = new MaterializedTables(session, null);
        for (String ds : partitions(table)) {
            tables.dropPartition(TableName.parse(table), Map.of("ds", ds));
        }
    }

    /** Commit times (ms) of a table's snapshots newer than {@code sinceMillis}. */
    List<Long> commitTimes(String table, long sinceMillis) throws Exception {
        try (Catalog catalog = catalog()) {
            FileStoreTable fileTable = (FileStoreTable) catalog.getTable(Identifier.fromString(table));
            List<Long> times = new ArrayList<>();
            Iterator<Snapshot> snapshots = fileTable.snapshotManager().snapshots();
            while (snapshots.hasNext()) {
                long time = snapshots.next().timeMillis();
                if (time >= sinceMillis) {
                    times.add(time);
                }
            }
            return times;
        }
    }

    static <T> T await(Supplier<T> value, Predicate<T> done, String what) {
        return Poll.await(WAIT, Duration.ofMillis(200), value, done, what);
    }

    private Catalog catalog() {
        return CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(
                Map.of("warehouse", warehouse(), "cache-enabled", "false"))));
    }
}
