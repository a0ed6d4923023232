package io.freshet.backend.warehouse;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.GatewayConnection;
import jakarta.annotation.PreDestroy;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.options.Options;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Opens Freshet's Paimon warehouse with the plain Paimon catalog API, directly and not through the gateway,
 * so browsing stays fast while the gateway is busy. One catalog instance is shared: opening costs a second.
 */
@Component
public class PaimonCatalogAccess {

    private static final Logger LOG = LoggerFactory.getLogger(PaimonCatalogAccess.class);

    private final GatewayConnection connection;
    private final String catalogName;
    private Catalog catalog;
    private String openedOver;

    public PaimonCatalogAccess(GatewayConnection connection, FreshetProperties properties) {
        this.connection = connection;
        this.catalogName = properties.catalog().name();
    }

    /** The catalog's name as Flink sessions know it, e.g. {@code lakehouse}. */
    public String catalogName() {
        return catalogName;
    }

    public String warehouse() {
        return connection.warehouse();
    }

    /** The options the gateway's catalog was created with, as a snapshot shows them. */
    public Map<String, String> catalogOptions() {
        return Map.of("type", "paimon", "warehouse", warehouse());
    }

    /**
     * The open catalog, or empty while a local warehouse does not exist yet (before the embedded Flink's
     * first start): opening it would create the directory under Flink's feet.
     */
    public synchronized Optional<Catalog> catalog() {
        String warehouse = warehouse();
        if (catalog != null && warehouse.equals(openedOver)) {
            return Optional.of(catalog);
        }
        if (isMissingLocalDirectory(warehouse)) {
            return Optional.empty();
        }
        closeQuietly();
        // no Paimon cache: the catalog browser must see a refresh's new snapshot at once
        Options options = Options.fromMap(Map.of("warehouse", warehouse, "cache-enabled", "false"));
        catalog = CatalogFactory.createCatalog(CatalogContext.create(options));
        openedOver = warehouse;
        LOG.info("Opened the Paimon warehouse {} for the catalog browser", warehouse);
        return Optional.of(catalog);
    }

    @PreDestroy
    public synchronized void closeQuietly() {
        if (catalog != null) {
            try {
                catalog.close();
            } catch (Exception e) {
                LOG.debug("Closing the Paimon catalog failed: {}", e.toString());
            }
            catalog = null;
            openedOver = null;
        }
    }

    private static boolean isMissingLocalDirectory(String warehouse) {
        if (!warehouse.startsWith("file:") && !warehouse.startsWith("/")) {
            return false;
        }
        Path path = warehouse.startsWith("/") ? Path.of(warehouse) : Path.of(URI.create(warehouse.replace(" ", "%20")));
        return !Files.isDirectory(path);
    }
}
