package io.freshet.backend.backfill;

import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.FlinkRestConnection;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.flink.FlinkRestClient;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The application's lakehouse: the connected gateway and the catalog Freshet created on it. */
@Component
class GatewayLakehouse implements Lakehouse {

    private final GatewayConnection connection;
    private final CatalogBootstrap catalog;
    private final FlinkRestConnection flinkRest;

    GatewayLakehouse(GatewayConnection connection, CatalogBootstrap catalog, FlinkRestConnection flinkRest) {
        this.connection = connection;
        this.catalog = catalog;
        this.flinkRest = flinkRest;
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

    @Override
    public Optional<FlinkRestClient> flinkRest() {
        return flinkRest.client();
    }
}
