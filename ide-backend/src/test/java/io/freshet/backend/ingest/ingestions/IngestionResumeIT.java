package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * A CDC ingestion survives a Freshet restart: its ingestion Flink is stopped as Freshet's shutdown stops it, the
 * source changes meanwhile, and the services started again on the same database and home resume the job from its
 * retained checkpoint; the ODS tables then hold exactly PostgreSQL's rows (real PostgreSQL, both Flinks).
 */
class IngestionResumeIT {

    private static final String USER = "rita";
    private static final String PASSWORD = "cdc-Resume-31";
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static final OwnShop SHOP = OwnShop.of("resume");

    @RegisterExtension
    static final IngestionServers SERVERS = new IngestionServers();

    @TempDir
    static Path home;

    private static SourcePostgres postgres;
    private static MainFlink main;
    private static IngestionRig before;
    private static IngestionRig after;

    @BeforeAll
    static void start() {
        postgres = SERVERS.postgres();
        SERVERS.createShop(SHOP, PASSWORD, true);
        main = SERVERS.main(home);
    }

    @AfterAll
    static void stop() throws Exception {
        MainFlink.keepLog(IngestionRig.ingestLogFile(home), "IngestionResumeIT-ingest.log");
        for (IngestionRig rig : new IngestionRig[] {before, after}) {
            if (rig != null) {
                rig.close();
            }
        }
        if (main != null) {
            main.close();
        }
    }

    @Test
    void aRunningIngestionResumesFromItsCheckpointAfterFreshetRestarts() {
        before = IngestionRig.start(main.properties(), main.gateway(), USER, new SourceDefinition(SHOP.database(),
                SourceKind.POSTGRESQL, "127.0.0.1", postgres.port(), SHOP.database(), SHOP.role(), PASSWORD));
        LayerCheck ods = new LayerCheck(main.client(), postgres, SHOP.database());
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a",
                "ROLE_DEVELOPER"));
        IngestionSummary created;
        try {
            created = before.service().create(SHOP.database(), "public", ShopFixture.TABLES, SHOP.ods(),
                    IngestionMode.CDC);
            ods.awaitSame(SHOP.fingerprints(), WAIT);
        } finally {
            SecurityContextHolder.clearContext();
        }

        // changes in flight when Freshet's shutdown (@PreDestroy) ends the ingestion Flink and its job, without a
        // savepoint: some may be in the last checkpoint, some not; none may be lost or applied twice
        postgres.sql(SHOP.database(), ShopFixture.CHANGES);
        before.close();
        before = null;
        postgres.sql(SHOP.database(), ShopFixture.CHANGES_WHILE_STOPPED);
        postgres.sql(SHOP.database(), "INSERT INTO order_items VALUES (900, 1, 3, 2)",
                "UPDATE items SET price = price * 2 WHERE item_id <= 5", "DELETE FROM orders WHERE order_id = 1001");

        // a restarted Freshet: the same database and home, no signed-in user
        after = IngestionRig.start(main.properties(), main.gateway(), USER, null);
        assertThat(after.resume().resumeAll()).isEqualTo(1);

        IngestionSummary resumed = onlyIngestion();
        assertThat(resumed.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(resumed.jobId()).matches("[0-9a-f]{32}").isNotEqualTo(created.jobId());
        assertThat(resumed.message()).startsWith("Resumed after Freshet restarted, from checkpoint ")
                .contains(" of job " + created.jobId());
        assertThat(resumed.savepoint()).as("the restore point, kept for a later restart")
                .contains(created.jobId() + "/chk-");
        ods.awaitSame(SHOP.fingerprints(), WAIT);

        assertThat(after.audit().find(new AuditQuery("system", "INGESTION_RESTARTED", null, 5))).singleElement()
                .satisfies(e -> {
                    assertThat(e.outcome()).isEqualTo(AuditLog.SUCCESS);
                    assertThat(e.detail()).contains("from checkpoint", "statements as " + USER);
                });
        assertThat(after.audit().find(new AuditQuery(USER, "INGESTION_RESTARTED", null, 5))).singleElement()
                .satisfies(e -> assertThat(e.detail()).contains("/chk-"));
    }

    private static IngestionSummary onlyIngestion() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a",
                "ROLE_DEVELOPER"));
        try {
            List<IngestionSummary> all = after.service().list();
            assertThat(all).hasSize(1);
            return all.get(0);
        } finally {
            SecurityContextHolder.clearContext();
        }
    }
}
