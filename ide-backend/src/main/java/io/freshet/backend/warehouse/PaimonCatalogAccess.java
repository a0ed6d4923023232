package io.freshet.backend.warehouse;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.secrets.SecretStore;
import jakarta.annotation.PreDestroy;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.options.Options;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Opens Freshet's Paimon warehouse with the plain Paimon catalog API, directly and not through the gateway,
 * so browsing stays fast while the gateway is busy. One catalog instance is shared: opening costs a second.
 * An {@code s3://} warehouse is read with Paimon's S3 file IO, configured by {@link S3Access}.
 */
@Component
public class PaimonCatalogAccess {

    private static final Logger LOG = LoggerFactory.getLogger(PaimonCatalogAccess.class);

    private final GatewayConnection connection;
    private final String catalogName;
    private final FreshetProperties.S3 s3;
    private final Function<String, Optional<String>> secrets;
    private Catalog catalog;
    private Map<String, String> openedWith;

    /** Without a secret store (tests of a local warehouse): an S3 warehouse then has no keys and cannot be read. */
    public PaimonCatalogAccess(GatewayConnection connection, FreshetProperties properties) {
        this(connection, properties, name -> Optional.empty());
    }

    @Autowired
    public PaimonCatalogAccess(GatewayConnection connection, FreshetProperties properties, SecretStore secrets) {
        this(connection, properties, secrets::get);
    }

    private PaimonCatalogAccess(GatewayConnection connection, FreshetProperties properties,
            Function<String, Optional<String>> secrets) {
        this.connection = connection;
        this.catalogName = properties.catalog().name();
        this.s3 = properties.catalog().s3();
        this.secrets = secrets;
    }

    /** The catalog's name as Flink sessions know it, e.g. {@code lakehouse}. */
    public String catalogName() {
        return catalogName;
    }

    public String warehouse() {
        return connection.warehouse();
    }

    /** The catalog's options as a snapshot shows them: never the access keys. */
    public Map<String, String> catalogOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("type", "paimon");
        options.put("warehouse", warehouse());
        options.putAll(S3Access.visibleOptions(warehouse(), s3));
        return Map.copyOf(options);
    }

    /**
     * The open catalog, or empty while a local warehouse does not exist yet (before the embedded Flink's
     * first start): opening it would create the directory under Flink's feet.
     */
    public synchronized Optional<Catalog> catalog() {
        String warehouse = warehouse();
        Map<String, String> options = openOptions();
        if (catalog != null && options.equals(openedWith)) {
            return Optional.of(catalog);
        }
        if (isMissingLocalDirectory(warehouse)) {
            return Optional.empty();
        }
        closeQuietly();
        catalog = CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(options)));
        openedWith = options;
        LOG.info("Opened the Paimon warehouse {} for the catalog browser{}", warehouse,
                S3Access.isS3(warehouse) ? " (S3 options " + S3Access.visibleOptions(warehouse, s3).keySet()
                        + (options.containsKey("s3.access-key") ? ", keys from the secrets"
                                : ", no keys: an ADMIN stores them as the secrets " + S3Access.ACCESS_KEY_SECRET
                                        + " and " + S3Access.SECRET_KEY_SECRET)
                        + ")" : "");
        return Optional.of(catalog);
    }

    /**
     * The options to open the warehouse with Paimon's catalog API, keys included (never to be shown or logged), for
     * a reader that opens its own short-lived catalog: no cache, so a refresh's new snapshot is seen at once.
     */
    public Map<String, String> openOptions() {
        Map<String, String> options = new HashMap<>(catalogOptions());
        options.remove("type");
        options.put("cache-enabled", "false");
        // read at every call, so keys changed on the Secrets page apply without a restart
        options.putAll(S3Access.credentials(warehouse(), secrets));
        return options;
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
            openedWith = null;
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
