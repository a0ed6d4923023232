package io.freshet.backend.backfill;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.flink.FlinkRestClient;
import java.util.Optional;

/** Where backfills run: the SQL gateway (once ready), the Paimon warehouse and Freshet's catalog on the gateway. */
public interface Lakehouse {

    /** The gateway's client once it is ready; empty while it starts or after it failed. */
    Optional<GatewayClient> gateway();

    /** The Paimon warehouse URI the catalog was created over. */
    String warehouse();

    /** The catalog's name on the gateway, e.g. {@code lakehouse}. */
    String catalogName();

    /**
     * Flink's own REST API (job start times and plans), to find a refresh submitted just before Freshet stopped;
     * empty when Freshet has no address for it.
     */
    default Optional<FlinkRestClient> flinkRest() {
        return Optional.empty();
    }
}
