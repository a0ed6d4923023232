package io.freshet.backend.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.testing.SampleLakehouseExtension;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The snapshot source reads the sample project's warehouse, as the real gateway wrote it, through the Paimon API. */
class CatalogSnapshotIT {

    @RegisterExtension
    static final SampleLakehouseExtension LAKEHOUSE = new SampleLakehouseExtension();

    @TempDir
    static Path home;

    static PaimonCatalogAccess access;
    static PaimonCatalogSnapshotSource source;

    @BeforeAll
    static void openSource() {
        FreshetProperties properties = LAKEHOUSE.properties(home);
        access = new PaimonCatalogAccess(new GatewayConnection(properties, new CatalogBootstrap(properties)), properties);
        source = new PaimonCatalogSnapshotSource(access, Duration.ofHours(1));
    }

    @AfterAll
    static void close() {
        source.stop();
        access.closeQuietly();
    }

    @Test
    void beforeAnyReadTheSnapshotIsEmptyNotNull() {
        PaimonCatalogSnapshotSource fresh = new PaimonCatalogSnapshotSource(access, Duration.ofHours(1));
        assertThat(fresh.current()).isEqualTo(CatalogSnapshot.empty());
        fresh.stop();
    }

    @Test
    void seesTheSampleTablesWithKeysPartitionsAndMaterializedTableMetadata() {
        CatalogState state = source.readNow();
        assertThat(state.problem()).isNull();
        CatalogSnapshot snapshot = source.current();
        assertThat(snapshot.currentCatalog()).isEqualTo("lakehouse");
        assertThat(snapshot.catalog("lakehouse").orElseThrow().databases()).extracting(d -> d.name())
                .contains("ods", "dwd", "dws");

        TableInfo orders = snapshot.table(new TableId("lakehouse", "ods", "orders")).orElseThrow();
        assertThat(orders.kind()).isEqualTo(TableKind.TABLE);
        assertThat(orders.primaryKey()).containsExactly("order_id", "ds");
        assertThat(orders.partitionKeys()).containsExactly("ds");
        assertThat(orders.columns()).extracting(c -> c.name() + " " + c.type()).containsExactly(
                "order_id BIGINT NOT NULL", "user_id BIGINT NOT NULL", "order_time TIMESTAMP(3) NOT NULL",
                "status STRING NOT NULL", "ds STRING NOT NULL");

        TableInfo daily = snapshot.table(new TableId("lakehouse", "dws", "category_gmv_daily")).orElseThrow();
        assertThat(daily.kind()).isEqualTo(TableKind.MATERIALIZED_TABLE);
        assertThat(daily.primaryKey()).containsExactly("ds", "category");
        assertThat(daily.partitionKeys()).containsExactly("ds");
        assertThat(daily.options()).containsEntry("partition.fields.ds.date-formatter", "yyyy-MM-dd");
        assertThat(daily.materialized().freshnessInterval()).isEqualTo("1");
        assertThat(daily.materialized().freshnessUnit()).isEqualTo("DAY");
        assertThat(daily.materialized().refreshMode()).isEqualTo("FULL");
        assertThat(daily.materialized().definitionQuery()).containsIgnoringCase("order_detail");

        TableInfo summary = snapshot.table(new TableId("lakehouse", "dws", "user_summary")).orElseThrow();
        assertThat(summary.materialized().refreshMode()).isEqualTo("CONTINUOUS");
        assertThat(summary.materialized().freshnessUnit()).isEqualTo("SECOND");

        assertThat(state.latestCommit(new TableId("lakehouse", "ods", "orders"))).as("ODS rows were inserted")
                .isPresent();
    }

    @Test
    void aTableCreatedLaterAppearsAfterInvalidate() throws Exception {
        source.readNow();
        TableId id = new TableId("lakehouse", "ods", "late_arrival");
        assertThat(source.current().table(id)).isEmpty();
        try (var session = LAKEHOUSE.client().session(java.util.Map.of())) {
            session.execute("CREATE TABLE `lakehouse`.`ods`.`late_arrival` (id INT)");
        }
        source.start();
        source.invalidate();
        boolean seen = SampleLakehouseExtension.await(Duration.ofSeconds(30), () -> source.current().table(id).isPresent());
        assertThat(seen).isTrue();
    }
}
