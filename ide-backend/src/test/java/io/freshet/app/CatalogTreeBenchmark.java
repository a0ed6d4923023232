package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import io.freshet.backend.catalog.CatalogTree;
import io.freshet.backend.catalog.PaimonCatalogService;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.FileUris;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.LoginPage;
import io.freshet.testing.Ports;
import io.freshet.testing.ProductionJvm;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.catalog.TableSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.options.Options;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.types.DataTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Benchmark (figures printed as BENCHMARK lines and recorded in docs/benchmarks.md, no thresholds): a
 * warehouse of 1,000 tables ({@code -Dbench.tables=N} for another size, e.g. 5,000 for issue 37) written with the
 * Paimon API; the background read, the service's tree level and the packaged IDE's tree in real Chromium, from
 * clicking the database to its first rows.
 */
@ExtendWith(ProductionJvm.class)
class CatalogTreeBenchmark {

    private static final int TABLES = Integer.getInteger("bench.tables", 1000);

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @TempDir
    Path root;

    @Test
    void catalogTreeWithAThousandTables() throws Exception {
        assertThat(TABLES).as("bench.tables").isBetween(1, 10_000);
        Path warehouse = root.resolve("warehouse");
        long start = System.nanoTime();
        try (Catalog catalog = CatalogFactory.createCatalog(CatalogContext.create(
                Options.fromMap(Map.of("warehouse", FileUris.of(warehouse)))))) {
            catalog.createDatabase("bench", true);
            for (int i = 0; i < TABLES; i++) {
                catalog.createTable(Identifier.create("bench", String.format("t%04d", i)), Schema.newBuilder()
                        .column("id", DataTypes.BIGINT().notNull()).column("name", DataTypes.STRING())
                        .column("ds", DataTypes.STRING().notNull()).primaryKey("id", "ds").partitionKeys("ds")
                        .build(), false);
            }
        }
        System.out.printf("BENCHMARK catalog: created %d tables with the Paimon API in %d ms%n", TABLES, ms(start));

        FreshetProperties properties = new FreshetProperties(root.resolve("home"),
                new FreshetProperties.Gateway("http://127.0.0.1:" + Ports.freeLoopbackPort()),
                new FreshetProperties.Embedded(null, null, 0, 0, null, null),
                new FreshetProperties.Catalog(SampleLakehouseExtension.CATALOG, FileUris.of(warehouse)));
        PaimonCatalogAccess access = new PaimonCatalogAccess(new GatewayConnection(properties, new CatalogBootstrap(properties)), properties);
        PaimonCatalogSnapshotSource source = new PaimonCatalogSnapshotSource(access, Duration.ofHours(1));
        try {
            long cold = System.nanoTime();
            CatalogState first = source.readNow();
            long coldMs = ms(cold);
            long warm = System.nanoTime();
            source.readNow();
            long warmMs = ms(warm);
            assertThat(first.snapshot().tables().count()).isEqualTo(TABLES);
            PaimonCatalogService service = new PaimonCatalogService(new CatalogTree(source, null), null, null, null, null, null,
                    null);
            long level = System.nanoTime();
            List<TableSummary> tables = service.tables("lakehouse", "bench");
            long levelMicros = (System.nanoTime() - level) / 1000;
            assertThat(tables).hasSize(TABLES);
            System.out.printf("BENCHMARK catalog: background read of %d tables cold %d ms (incl. opening the catalog),"
                    + " warm %d ms; service tables() of the %,d-table database %d us%n", TABLES, coldMs, warmMs, TABLES,
                    levelMicros);
        } finally {
            source.stop();
            access.closeQuietly();
        }

        try (FreshetProcess app = FreshetProcess.start(root.resolve("app-home"), List.of(
                "--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort(),
                "--freshet.catalog.warehouse=" + FileUris.of(warehouse)))) {
            Page page = BROWSER.newPage();
            LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
            waitFor(() -> app.console().contains("Read the catalog: " + TABLES + " tables"));
            long open = System.nanoTime();
            page.navigate(app.baseUrl() + "catalog");
            page.locator("[data-node='lakehouse']").waitFor(visible());
            long openMs = ms(open);
            page.locator("[data-node='lakehouse']").click();
            page.locator("[data-node='lakehouse.bench']").waitFor(visible());
            long expand = System.nanoTime();
            page.locator("[data-node='lakehouse.bench']").click();
            page.locator("[data-node='lakehouse.bench.t0000']").waitFor(visible());
            long expandMs = ms(expand);
            page.locator("#catalog-tree").hover();
            page.mouse().wheel(0, TABLES * 200.0);
            page.locator(String.format("[data-node='lakehouse.bench.t%04d']", TABLES - 1)).waitFor(visible());
            System.out.printf("BENCHMARK catalog: browser, catalog page to tree shown %d ms; expanding the %,d-table"
                    + " database to its first rows %d ms%n", openMs, TABLES, expandMs);
        }
    }

    private static void waitFor(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (!condition.call() && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
    }

    private static Locator.WaitForOptions visible() {
        return new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(60_000);
    }

    private static long ms(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
