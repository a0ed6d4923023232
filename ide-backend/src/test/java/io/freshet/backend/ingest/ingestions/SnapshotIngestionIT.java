package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.StatementGate;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionPlan;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A snapshot ingestion against real servers: a PostgreSQL and the main embedded Flink 2.0, whose FULL materialized
 * tables read the source through a JDBC catalog; the first refresh and the scheduled ones (a fresh session of the
 * gateway's workflow scheduler, which finds the catalog in the file catalog store) bring the source's rows.
 */
class SnapshotIngestionIT {

    private static final String USER = "sam";
    private static final String PASSWORD = "snap-Secret-42";
    private static final Duration WAIT = Duration.ofSeconds(150);
    private static final List<String> TABLES = List.of("users", "items");
    private static final OwnShop SHOP = OwnShop.of("snap");
    private static final String SOURCE = SHOP.database();
    private static final List<LayerCheck.Fingerprint> FINGERPRINTS = SHOP.fingerprints().subList(0, 2);

    /** Its main Flink lets the snapshot jobs reach the shared PostgreSQL (see {@link IngestionServers#start}). */
    @RegisterExtension
    static final IngestionServers SERVERS = new IngestionServers();

    @TempDir
    static Path home;

    private static SourcePostgres postgres;
    private static MainFlink main;
    private static IngestionRig rig;
    private static IngestionRouter service;
    private static AuditLog audit;
    private static LayerCheck check;

    @BeforeAll
    static void start() {
        postgres = SERVERS.postgres();
        // a role without REPLICATION: a snapshot ingestion only reads
        SERVERS.createShop(SHOP, PASSWORD, false);
        main = SERVERS.main(home);
        // the CDC mode's ingestion Flink is never started here
        rig = IngestionRig.start(main.properties(), main.gateway(), USER, new SourceDefinition(SOURCE,
                SourceKind.POSTGRESQL, "127.0.0.1", postgres.port(), SHOP.database(), SHOP.role(), PASSWORD));
        service = rig.router();
        audit = rig.audit();
        check = new LayerCheck(main.client(), postgres, SHOP.database());
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(USER, "n/a",
                "ROLE_DEVELOPER"));
    }

    @AfterAll
    static void stop() throws IOException {
        if (rig != null) {
            rig.close();
        }
        if (main != null) {
            main.close();
        }
    }

    @Test
    void fullMaterializedTablesOverAJdbcCatalogFollowTheSourceOnTheirSchedule() {
        Duration freshness = Duration.ofSeconds(30);
        IngestionPlan plan = service.plan(SOURCE, "public", TABLES, SHOP.ods(), IngestionMode.SNAPSHOT, freshness);
        String shown = String.join(";\n", plan.statements());
        assertThat(shown).contains("'type' = 'jdbc'", "'password' = '***'", "REFRESH_MODE = FULL",
                "FRESHNESS = INTERVAL '30' SECOND", "FROM `freshet_src_shop_snap`.`shop_snap`.`public.users`")
                .doesNotContain(PASSWORD);

        IngestionSummary created = service.create(SOURCE, "public", TABLES, SHOP.ods(), IngestionMode.SNAPSHOT,
                freshness);
        assertThat(created.state()).isEqualTo(IngestionState.RUNNING);
        assertThat(created.mode()).isEqualTo(IngestionMode.SNAPSHOT);
        check.awaitSame(FINGERPRINTS, WAIT);
        assertThat(catalogStore()).as("what Flink's file catalog store keeps of the JDBC catalog")
                .contains("base-url", "default-database", "username", "type", PASSWORD);

        postgres.sql(SHOP.database(), "INSERT INTO users VALUES (201, 'new user', 5)",
                "UPDATE items SET price = price + 10 WHERE item_id <= 5", "DELETE FROM users WHERE user_id = 1");
        // no manual refresh: the embedded scheduler's own session must find the catalog
        check.awaitSame(FINGERPRINTS, WAIT);

        IngestionSummary stopped = service.stop(created.id());
        assertThat(stopped.state()).isEqualTo(IngestionState.STOPPED);
        assertThat(refreshStatuses()).containsExactly("SUSPENDED", "SUSPENDED");
        assertThat(service.restart(created.id()).state()).isEqualTo(IngestionState.RUNNING);
        assertThat(refreshStatuses()).containsExactly("ACTIVATED", "ACTIVATED");

        service.delete(created.id());
        assertThat(service.list()).noneMatch(i -> i.id() == created.id());
        assertThat(catalogStore()).as("the password leaves the catalog store with the last snapshot ingestion")
                .doesNotContain(PASSWORD);
        // the tables stay with their rows
        check.awaitSame(FINGERPRINTS, Duration.ZERO);
        assertThat(refreshStatuses()).containsExactly("SUSPENDED", "SUSPENDED");
        assertThat(audit.find(new AuditQuery(null, null, null, 1_000))).extracting(AuditEntry::detail)
                .isNotEmpty().noneMatch(d -> d != null && d.contains(PASSWORD));
    }

    /** Each table's {@code refresh-status} as Flink keeps it in the Paimon table's options. */
    private static List<String> refreshStatuses() {
        List<String> statuses = new ArrayList<>();
        try (GatewaySession session = main.client().session(Map.of("execution.runtime-mode", "batch"),
                StatementGate.NONE)) {
            for (String table : TABLES) {
                statuses.add(session.execute("SELECT `value` FROM lakehouse." + SHOP.ods() + ".`" + table + "$options`"
                        + " WHERE `key` = 'materialized-table.refresh-status'").rows().stream()
                        .map(r -> String.valueOf(r.fields().get(0))).findFirst().orElse("none"));
            }
        }
        return statuses;
    }

    private static String catalogStore() {
        try (Stream<Path> files = Files.list(main.flink().layout().catalogStore())) {
            StringBuilder all = new StringBuilder();
            for (Path f : files.toList()) {
                all.append(f.getFileName()).append(":\n").append(Files.readString(f)).append('\n');
            }
            return all.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
