package io.freshet.backend.gateway;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** Creates Freshet's Paimon catalog on the gateway if it is not there yet, and remembers how that went. */
@Component
public class CatalogBootstrap {

    private static final Logger LOG = LoggerFactory.getLogger(CatalogBootstrap.class);

    private final String catalogName;
    private final AtomicReference<Outcome> outcome = new AtomicReference<>(new Outcome(false, "Waiting for the gateway"));

    public CatalogBootstrap(FreshetProperties properties) {
        this.catalogName = properties.catalog().name();
    }

    /** The file catalog store keeps the catalog across restarts, so this is a no-op after the first start. */
    public void ensureCatalog(GatewayClient client, String warehouse) {
        try (GatewaySession session = client.session(Map.of(), SystemGate.of("creating Freshet's catalog"))) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists(catalogName, warehouse));
            outcome.set(new Outcome(true, "Registered on the gateway"));
            LOG.info("Paimon catalog '{}' ready over {}", catalogName, warehouse);
        } catch (GatewayException e) {
            outcome.set(new Outcome(false, "Could not create the Paimon catalog: " + e.userMessage()));
            LOG.warn("Could not create the Paimon catalog '{}': {}", catalogName, e.userMessage());
        }
    }

    public String catalogName() {
        return catalogName;
    }

    public Outcome outcome() {
        return outcome.get();
    }

    /** @param created whether the catalog exists on the gateway */
    public record Outcome(boolean created, String message) { }
}
