package io.freshet.backend.backfill;

import java.net.URI;
import java.util.Optional;

/** Where backfills run: the SQL gateway (once ready), the Paimon warehouse and Freshet's catalog on the gateway. */
public interface Lakehouse {

    /** The gateway's address once it is ready; empty while it starts or after it failed. */
    Optional<URI> gateway();

    /** The Paimon warehouse URI the catalog was created over. */
    String warehouse();

    /** The catalog's name on the gateway, e.g. {@code lakehouse}. */
    String catalogName();
}
