package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.GatewayState;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The sample lakehouse with its shop database in a real PostgreSQL (logical replication) saved as the source
 * {@code shop}, and the ingestion service over both: what a user has after following the sample's README.
 */
record ShopIngestion(SourcePostgres postgres, SourceDefinition source, IngestionRig rig) implements AutoCloseable {

    static final String DEVELOPER = "dana";

    static ShopIngestion start(SampleLakehouseExtension lakehouse, Path home, String cdcPassword,
            Duration checkpointInterval) {
        SourcePostgres postgres = SourcePostgres.start("logical", 20);
        SampleShop.load(postgres, cdcPassword);
        FreshetProperties external = lakehouse.properties(home);
        // the ingestion Flink takes its Paimon and format jars from the embedded Flink's lib folder
        FreshetProperties properties = new FreshetProperties(home, external.gateway(),
                new FreshetProperties.Embedded(EmbeddedGatewayExtension.libDir(), null, 0, 0, null, null),
                external.catalog());
        GatewayConnection main = new GatewayConnection(properties, new CatalogBootstrap(properties));
        main.connect();
        assertThat(main.snapshot().state()).isEqualTo(GatewayState.READY);
        SourceDefinition source = new SourceDefinition("shop", SourceKind.POSTGRESQL, "127.0.0.1", postgres.port(),
                "shop", "cdc", cdcPassword);
        return new ShopIngestion(postgres, source, IngestionRig.start(properties, main, DEVELOPER, source,
                checkpointInterval));
    }

    @Override
    public void close() throws Exception {
        try {
            rig.close();
        } finally {
            postgres.close();
        }
    }
}
