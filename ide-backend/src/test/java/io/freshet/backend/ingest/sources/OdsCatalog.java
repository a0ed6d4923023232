package io.freshet.backend.ingest.sources;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.options.Options;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** A real Paimon filesystem catalog with an empty {@code ods} database in a fresh temporary folder, per test. */
public final class OdsCatalog implements BeforeEachCallback, AfterEachCallback {

    private Path warehouse;
    private Catalog catalog;

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        warehouse = Files.createTempDirectory("freshet-ods-catalog");
        catalog = CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(
                Map.of("warehouse", warehouse.toUri().toString()))));
        catalog.createDatabase("ods", true);
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        catalog.close();
        try (Stream<Path> files = Files.walk(warehouse)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    public Catalog catalog() {
        return catalog;
    }

    public Path warehouse() {
        return warehouse;
    }
}
