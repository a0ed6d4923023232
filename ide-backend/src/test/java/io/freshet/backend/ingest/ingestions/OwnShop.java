package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.ingest.sources.SlotNames;
import java.util.List;

/**
 * A test class's own names on the servers the ingestion ITs share ({@link IngestionServers}): its source database
 * (saved as a source of the same name, so its slots and publications are its own too), its CDC role and its ODS
 * database in the shared warehouse. Roles and slots are the whole PostgreSQL server's, ODS tables the whole
 * warehouse's: with names of its own a class neither meets nor counts what another left.
 */
record OwnShop(String database, String role, String ods) {

    /** The names of a class, e.g. {@code shop_svc}, {@code cdc_svc}, {@code ods_svc}. */
    static OwnShop of(String suffix) {
        return new OwnShop("shop_" + suffix, "cdc_" + suffix, "ods_" + suffix);
    }

    /** The shop's fingerprints against this class's ODS tables. */
    List<LayerCheck.Fingerprint> fingerprints() {
        return ShopFixture.ods(ods);
    }

    /** The replication slot (and publication) an ingestion of this source keeps for a table of {@code public}. */
    String slot(String table) {
        return SlotNames.of(database, "public", table);
    }
}
