package io.freshet.backend.status;

import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.ui.status.ComponentStatus;
import io.freshet.ui.status.ComponentStatus.Health;
import org.springframework.stereotype.Component;

/** Reports whether Freshet's Paimon catalog exists on the gateway, and over which warehouse. */
@Component
public class CatalogProbe {

    static final String ID = "catalog";

    private final GatewayConnection connection;
    private final CatalogBootstrap bootstrap;

    public CatalogProbe(GatewayConnection connection, CatalogBootstrap bootstrap) {
        this.connection = connection;
        this.bootstrap = bootstrap;
    }

    /** The catalog lives in the gateway's catalog store, so it is only reachable through a reachable gateway. */
    public ComponentStatus check(ComponentStatus gateway) {
        String name = "Paimon catalog '" + bootstrap.catalogName() + "'";
        String warehouse = connection.warehouse();
        CatalogBootstrap.Outcome outcome = bootstrap.outcome();
        if (gateway.health() != Health.UP) {
            Health health = gateway.health() == Health.STARTING ? Health.STARTING : Health.DOWN;
            return new ComponentStatus(ID, name, health, warehouse, "", "Needs the Flink SQL Gateway", "");
        }
        Health health = outcome.created() ? Health.UP : Health.DOWN;
        return new ComponentStatus(ID, name, health, warehouse, "", outcome.message(), "");
    }
}
