package io.freshet.backend.backfill;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.mt.MaterializedTables;
import io.freshet.gateway.mt.TableName;
import io.freshet.gateway.testing.Poll;
import io.freshet.testing.SampleLakehouseExtension;
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
 * The shared sample lakehouse ({@link SampleLakehouseExtension}) as backfills see it, with its DWD layer filled and a
 * batch session of the class's own on it. Reads partitions and snapshots through the Paimon API.
 */
final class EcommerceLakehouse implements BeforeAllCallback, AfterAllCallback, Lakehouse {

    static final Duration WAIT = Duration.ofMinutes(4);

    private final SampleLakehouseExtension sample;
    private GatewaySession session;

    /** Register after {@code sample} (a lower {@code @Order}): it needs the started lakehouse. */
    EcommerceLakehouse(SampleLakehouseExtension sample) {
        this.sample = sample;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        session = sample.client().session(Map.of());
        session.execute("USE CATALOG " + SqlQuoting.identifier(catalogName()));
        session.execute("SET 'execution.runtime-mode' = 'batch'");
        session.execute("SET 'table.dml-sync' = 'true'");
        await(() -> count("SELECT COUNT(*) FROM dwd.order_detail"), n -> n == 1000L, "the DWD layer to fill");
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (session != null) {
            session.close();
        }
    }

    @Override
    public Optional<GatewayClient> gateway() {
        return Optional.of(sample.client());
    }

    @Override
    public String warehouse() {
        return sample.warehouse();
    }

    @Override
    public String catalogName() {
        return SampleLakehouseExtension.CATALOG;
    }

    @Override
    public Optional<FlinkRestClient> flinkRest() {
        return Optional.of(new FlinkRestClient(sample.flink().flinkRestEndpoint()));
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
