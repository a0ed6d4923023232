package io.freshet.backend.backfill;

import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.FlinkRestConnection;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.flink.FlinkRestClient;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The application's lakehouse: the connected gateway and the catalog Freshet created on it. */
@Component
class GatewayLakehouse implements Lakehouse {

    private final GatewayConnection connection;
    private final CatalogBootstrap catalog;
    private final PaimonCatalogAccess access;
    private final FlinkRestConnection flinkRest;

    GatewayLakehouse(GatewayConnection connection, CatalogBootstrap catalog, PaimonCatalogAccess access,
                     FlinkRestConnection flinkRest) {
        this.connection = connection;
        this.catalog = catalog;
        this.access = access;
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

    /** As the catalog browser opens it: on S3 with the configured endpoint and the keys from the secrets. */
    @Override
    public Map<String, String> paimonOptions() {
        return access.openOptions();
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
