package io.freshet.backend.backfill;

import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.gateway.client.GatewayClient;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The application's lakehouse: the connected gateway and the catalog Freshet created on it. */
@Component
class GatewayLakehouse implements Lakehouse {

    private final GatewayConnection connection;
    private final CatalogBootstrap catalog;

    GatewayLakehouse(GatewayConnection connection, CatalogBootstrap catalog) {
        this.connection = connection;
        this.catalog = catalog;
    }

    @Override
    public Optional<GatewayClient> gateway() {
        return connection.readyClient();
    }

    @Override
    public String warehouse() {
        return connection.warehouse();
    }

    @Override
    public String catalogName() {
        return catalog.catalogName();
    }
}
