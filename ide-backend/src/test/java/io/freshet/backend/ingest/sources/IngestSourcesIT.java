package io.freshet.backend.ingest.sources;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.testing.H2ServiceConfig;
import io.freshet.testing.Ports;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.CheckOutcome;
import io.freshet.ui.ingest.IngestSourceService;
import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.SourceTestResult;
import io.freshet.ui.ingest.TargetPreview;
import io.freshet.ui.security.Roles;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.test.context.support.WithMockUser;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;

/**
 * Ingestion sources against real PostgreSQL servers, one with {@code wal_level=logical} and one with the default
 * {@code replica}: each bad input gets its own clear message, a good source is stored sealed and audited, and its
 * tables come back with their mapping into the lakehouse.
 */
@SpringJUnitConfig(IngestSourcesIT.Services.class)
@WithMockUser(username = "root", roles = {Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN})
class IngestSourcesIT {

    private static final String CDC_PASSWORD = "cdc-secret-42";
    private static SourcePostgres logical;
    private static SourcePostgres replica;

    @Autowired
    IngestSourceService sources;

    @Autowired
    AuditLog audit;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeAll
    static void startSources() {
        logical = SourcePostgres.start("logical");
        replica = SourcePostgres.start(null);
        for (SourcePostgres pg : List.of(logical, replica)) {
            pg.sql("postgres", "CREATE ROLE cdc LOGIN REPLICATION PASSWORD '" + CDC_PASSWORD + "'",
                    "CREATE ROLE reader LOGIN PASSWORD 'reader-secret'", "CREATE DATABASE shop");
        }
        logical.sql("shop",
                "CREATE TYPE mood AS ENUM ('ok', 'sad')",
                "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, user_id INT NOT NULL, qty SMALLINT,"
                        + " amount NUMERIC(10, 2), note VARCHAR(40), code CHAR(3), body TEXT, paid BOOLEAN,"
                        + " day DATE, created_at TIMESTAMP, updated_at TIMESTAMPTZ(3), attrs JSONB, ref UUID,"
                        + " blob BYTEA, tags TEXT[], scores INT4[], price NUMERIC, m mood)",
                "CREATE TABLE logs (line TEXT, at TIMESTAMPTZ)",
                "CREATE TABLE places (id INT PRIMARY KEY, location POINT)",
                "CREATE TABLE secret_stuff (id INT PRIMARY KEY)",
                "CREATE SCHEMA sales",
                "CREATE TABLE sales.items (sku TEXT, shop INT, PRIMARY KEY (shop, sku))",
                "GRANT SELECT ON orders, logs, places TO reader",
                "GRANT SELECT ON ALL TABLES IN SCHEMA public TO cdc",
                "GRANT USAGE ON SCHEMA sales TO cdc, reader",
                "GRANT SELECT ON ALL TABLES IN SCHEMA sales TO cdc, reader",
                "CREATE PUBLICATION dbz_publication FOR ALL TABLES",
                // the job creates a publication per table: cdc may, the reader may not
                "GRANT CREATE ON DATABASE shop TO cdc");
    }

    @AfterAll
    static void stopSources() throws Exception {
        logical.close();
        replica.close();
    }

    @Test
    void anUnreachablePortIsReportedAsSuchAndNothingIsStored() {
        int closed = Ports.freeLoopbackPort();
        SourceTestResult result = sources.save(source("nowhere", closed, "shop", "cdc", CDC_PASSWORD));
        assertThat(check(result, SourceCheckKind.REACHABLE).message())
                .isEqualTo("Nothing answers on 127.0.0.1:" + closed + " (connection refused): is the database running,"
                        + " and is the port right? (PostgreSQL listens on 5432 by default)");
        assertThat(result.checks()).filteredOn(c -> c.kind() != SourceCheckKind.REACHABLE)
                .extracting(SourceCheck::outcome).containsOnly(CheckOutcome.SKIPPED);
        assertThat(result.saved()).isFalse();
        assertThat(sources.list()).noneMatch(s -> s.name().equals("nowhere"));
        assertThat(audit.find(new AuditQuery("root", "INGEST_SOURCE_SAVED", "nowhere", 5)))
                .singleElement().satisfies(e -> assertThat(e.outcome()).isEqualTo(AuditLog.FAILURE));
    }

    @Test
    void aWrongPasswordIsALoginRefusal() {
        SourceTestResult result = sources.test(source("wrong", logical.port(), "shop", "cdc", "not-the-password"));
        assertThat(check(result, SourceCheckKind.REACHABLE).outcome()).isEqualTo(CheckOutcome.PASSED);
        assertThat(check(result, SourceCheckKind.CREDENTIALS).message()).startsWith("The login of 'cdc' was refused:")
                .contains("password authentication failed for user \"cdc\"");
        assertThat(result.connects()).isFalse();
    }

    @Test
    void aMissingDatabaseIsNamed() {
        SourceTestResult result = sources.test(source("nodb", logical.port(), "shopp", "cdc", CDC_PASSWORD));
        assertThat(check(result, SourceCheckKind.CREDENTIALS).outcome()).isEqualTo(CheckOutcome.PASSED);
        assertThat(check(result, SourceCheckKind.DATABASE).message())
                .isEqualTo("The database 'shopp' does not exist on 127.0.0.1:" + logical.port()
                        + ": check its name (names are case-sensitive).");
    }

    @Test
    void walLevelReplicaConnectsForSnapshotsButIsNotReadyForCdc() {
        SourceTestResult result = sources.save(source("replica", replica.port(), "shop", "cdc", CDC_PASSWORD));
        assertThat(result.connects()).isTrue();
        assertThat(result.saved()).as("a source that connects is stored for snapshot ingestion").isTrue();
        assertThat(result.cdcReady()).isFalse();
        assertThat(result.problems()).containsExactly("wal_level is 'replica', but change data capture needs"
                + " wal_level = logical: set it (ALTER SYSTEM SET wal_level = logical, or in postgresql.conf) and"
                + " restart PostgreSQL. Snapshot ingestion works without it.", "The job creates one publication per table,"
                + " which needs CREATE on the database (PostgreSQL: permission denied for database shop): run GRANT"
                + " CREATE ON DATABASE shop TO cdc, or have the tables' owner create the publications, named as the"
                + " replication slots. Snapshot ingestion works without it.");
        sources.delete("replica");
    }

    @Test
    void aUserWithoutReplicationOrSelectGetsBothNamed() {
        SourceTestResult result = sources.test(source("reader", logical.port(), "shop", "reader", "reader-secret"));
        assertThat(check(result, SourceCheckKind.CHANGE_LOG).outcome()).isEqualTo(CheckOutcome.PASSED);
        assertThat(check(result, SourceCheckKind.REPLICATION).message()).isEqualTo("The user 'reader' has no"
                + " REPLICATION right, which change data capture needs to read the write-ahead log: a superuser runs"
                + " ALTER ROLE reader WITH REPLICATION. Snapshot ingestion works without it.");
        assertThat(check(result, SourceCheckKind.TABLE_ACCESS).message())
                .startsWith("The user 'reader' may not read 1 table: public.secret_stuff.");
    }

    @Test
    void aReadySourceIsStoredSealedAuditedAndItsPasswordOnlyGoesBackToTheSameServer() {
        SourceTestResult result = sources.save(source("shop", logical.port(), "shop", "cdc", CDC_PASSWORD));
        assertThat(result.checks()).extracting(SourceCheck::kind).containsExactly(SourceCheckKind.REACHABLE,
                SourceCheckKind.CREDENTIALS, SourceCheckKind.DATABASE, SourceCheckKind.CHANGE_LOG,
                SourceCheckKind.REPLICATION, SourceCheckKind.TABLE_ACCESS, SourceCheckKind.REPLICATION_SLOTS,
                SourceCheckKind.PUBLICATION);
        assertThat(result.cdcReady()).as(result.problems().toString()).isTrue();
        assertThat(result.saved()).isTrue();
        assertThat(sources.list()).anySatisfy(s -> {
            assertThat(s.name()).isEqualTo("shop");
            assertThat(s.updatedBy()).isEqualTo("root");
        });
        String sealed = jdbc.queryForObject("SELECT sealed_value FROM secret WHERE name = ?", String.class,
                SourceStore.secretName("shop"));
        assertThat(sealed).doesNotContain(CDC_PASSWORD);
        assertThat(new String(Base64.getDecoder().decode(sealed), java.nio.charset.StandardCharsets.ISO_8859_1))
                .doesNotContain(CDC_PASSWORD);
        assertThat(audit.find(new AuditQuery("root", "INGEST_SOURCE_SAVED", "shop", 5))).first()
                .satisfies(e -> assertThat(e.detail()).contains("ready for CDC").doesNotContain(CDC_PASSWORD));

        assertThat(sources.retest("shop").cdcReady()).isTrue();
        assertThat(sources.save(source("shop", logical.port(), "shop", "cdc", "")).saved())
                .as("an empty password keeps the stored one").isTrue();
        assertThatThrownBy(() -> sources.test(source("shop", replica.port(), "shop", "cdc", "")))
                .isInstanceOf(ServiceException.class).hasMessageContaining("Enter the password again");

        sources.delete("shop");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM secret WHERE name = ?", Integer.class,
                SourceStore.secretName("shop"))).isZero();
        assertThatThrownBy(() -> sources.delete("shop")).isInstanceOf(ServiceException.class)
                .hasMessage("There is no source named 'shop'.");
    }

    /**
     * Issue 33: the chosen tables' checks do what the job does (a temporary replication slot, each table's
     * publication in a rolled-back transaction) and fail with PostgreSQL's own words and the statement that fixes it.
     */
    @Test
    void theChosenTablesChecksFailWithPostgresWordsAndTheFixAndLeaveNothingBehind() {
        sources.save(source("reading", logical.port(), "shop", "reader", "reader-secret"));
        SourceTestResult reader = sources.checkTables("reading", "public", List.of("orders", "secret_stuff"));
        assertThat(reader.cdcReady()).isFalse();
        assertThat(check(reader, SourceCheckKind.REPLICATION_SLOTS).message()).isEqualTo("The user 'reader' cannot"
                + " stream the change log; PostgreSQL says: must be superuser or replication role to start walsender."
                + " A superuser runs ALTER ROLE reader WITH REPLICATION (and pg_hba.conf must let it connect for"
                + " replication).");
        assertThat(check(reader, SourceCheckKind.TABLE_ACCESS).message()).isEqualTo("The user 'reader' may not read"
                + " public.secret_stuff: run GRANT SELECT ON public.secret_stuff TO reader; (and GRANT USAGE on its"
                + " schema).");
        assertThat(check(reader, SourceCheckKind.PUBLICATION).message()).startsWith("The job creates one publication"
                + " per table, and PostgreSQL refuses: permission denied for database shop (public.orders,"
                + " public.secret_stuff). Run GRANT CREATE ON DATABASE shop TO reader; ALTER TABLE public.orders OWNER"
                + " TO reader;");
        assertThat(check(reader, SourceCheckKind.REPLICA_IDENTITY).message()).startsWith("Updates and deletes of"
                + " public.orders, public.secret_stuff do not carry the old row").endsWith("run ALTER TABLE"
                + " public.orders REPLICA IDENTITY FULL; ALTER TABLE public.secret_stuff REPLICA IDENTITY FULL;");

        sources.save(source("owning", logical.port(), "shop", "cdc", CDC_PASSWORD));
        SourceTestResult cdc = sources.checkTables("owning", "public", List.of("orders"));
        assertThat(check(cdc, SourceCheckKind.REPLICATION_SLOTS).outcome()).isEqualTo(CheckOutcome.PASSED);
        assertThat(check(cdc, SourceCheckKind.TABLE_ACCESS).outcome()).isEqualTo(CheckOutcome.PASSED);
        assertThat(check(cdc, SourceCheckKind.PUBLICATION).message()).isEqualTo("The job creates one publication per"
                + " table, and PostgreSQL refuses: must be owner of table orders (public.orders). Run ALTER TABLE"
                + " public.orders OWNER TO cdc; or have the tables' owner create the publications (CREATE PUBLICATION"
                + " <slot name> FOR TABLE <table>, named as the replication slots).");

        logical.sql("shop", "CREATE TABLE owned (id INT PRIMARY KEY)", "ALTER TABLE owned OWNER TO cdc",
                "ALTER TABLE owned REPLICA IDENTITY FULL");
        try {
            SourceTestResult ready = sources.checkTables("owning", "public", List.of("owned"));
            assertThat(ready.cdcReady()).as(ready.problems().toString()).isTrue();
            assertThat(logical.count("shop", "SELECT count(*) FROM pg_publication WHERE pubname LIKE 'freshet_%'"))
                    .as("the probed publications were rolled back").isZero();
            assertThat(logical.count("shop", "SELECT count(*) FROM pg_replication_slots"))
                    .as("the probe slot was temporary and dropped").isZero();
        } finally {
            logical.sql("shop", "DROP TABLE owned");
            sources.delete("reading");
            sources.delete("owning");
        }
    }

    @Test
    void tablesComeWithTheirKeysAndMappingAndThePreviewNamesEveryProblem() {
        sources.save(source("tables", logical.port(), "shop", "cdc", CDC_PASSWORD));
        assertThat(sources.schemas("tables")).containsExactly("public", "sales");
        List<SourceTable> tables = sources.tables("tables", "public");
        assertThat(tables).extracting(SourceTable::name).containsExactly("logs", "orders", "places", "secret_stuff");
        SourceTable orders = tables.get(1);
        assertThat(orders.primaryKey()).containsExactly("order_id");
        Map<String, String> mapping = new LinkedHashMap<>();
        orders.columns().forEach(c -> mapping.put(c.name() + " " + c.sourceType(), c.flinkType()));
        assertThat(mapping).containsExactly(
                Map.entry("order_id int8", "BIGINT"), Map.entry("user_id int4", "INT"), Map.entry("qty int2", "SMALLINT"),
                Map.entry("amount numeric(10,2)", "DECIMAL(10, 2)"), Map.entry("note varchar(40)", "VARCHAR(40)"),
                Map.entry("code bpchar(3)", "CHAR(3)"), Map.entry("body text", "STRING"), Map.entry("paid bool", "BOOLEAN"),
                Map.entry("day date", "DATE"), Map.entry("created_at timestamp(6)", "TIMESTAMP(6)"),
                Map.entry("updated_at timestamptz(3)", "TIMESTAMP_LTZ(3)"), Map.entry("attrs jsonb", "STRING"),
                Map.entry("ref uuid", "STRING"), Map.entry("blob bytea", "BYTES"), Map.entry("tags text[]", "ARRAY<STRING>"),
                Map.entry("scores int4[]", "ARRAY<INT>"), Map.entry("price numeric", "DECIMAL(38, 18)"),
                Map.entry("m enum", "STRING"));
        assertThat(orders.columns()).filteredOn(SourceColumn::primaryKey).extracting(SourceColumn::nullable)
                .containsExactly(false);
        assertThat(tables.get(0).hasPrimaryKey()).as("logs").isFalse();
        assertThat(tables.get(2).unmappable()).extracting(SourceColumn::name).containsExactly("location");

        List<TargetPreview> previews = sources.preview("tables", "public", List.of("orders", "logs", "places"), null);
        assertThat(previews).extracting(TargetPreview::table).containsExactly("logs", "orders", "places");
        assertThat(previews.get(0).problems()).containsExactly("public.logs has no primary key: change data capture"
                + " into a Paimon primary-key table needs one to apply updates and deletes. Add a primary key in the"
                + " source, or leave the table out.");
        assertThat(previews.get(1).ddl()).startsWith("CREATE TABLE IF NOT EXISTS `ods`.`orders` (\n"
                + "  `order_id` BIGINT NOT NULL,\n  `user_id` INT NOT NULL,\n  `qty` SMALLINT,")
                .contains("PRIMARY KEY (`order_id`) NOT ENFORCED", "'changelog-producer' = 'lookup',\n"
                        + "  'changelog-producer.row-deduplicate' = 'true'");
        assertThat(previews.get(2).problems()).singleElement().asString()
                .startsWith("public.places.location (point): point has no Flink type");
        assertThat(sources.preview("tables", "sales", List.of(), "lake_ods")).singleElement().satisfies(p -> {
            assertThat(p.target()).containsExactly("lake_ods", "sales_items");
            assertThat(p.ddl()).contains("PRIMARY KEY (`shop`, `sku`) NOT ENFORCED");
        });
        assertThatThrownBy(() -> sources.preview("tables", "public", List.of("nope"), null))
                .isInstanceOf(ServiceException.class).hasMessageContaining("has no table nope");
        sources.delete("tables");
    }

    @Test
    @WithMockUser(username = "dev", roles = {Roles.VIEWER, Roles.DEVELOPER})
    void aDeveloperReadsSourcesButCannotManageThem() {
        assertThat(sources.list()).isNotNull();
        assertThatThrownBy(() -> sources.save(source("x", logical.port(), "shop", "cdc", CDC_PASSWORD)))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> sources.test(source("x", logical.port(), "shop", "cdc", CDC_PASSWORD)))
                .isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> sources.delete("x")).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    void aMySqlSourceThatIsReallyAnotherServerSaysSoInsteadOfFailingObscurely() {
        SourceTestResult result = sources.test(new SourceDefinition("crm", SourceKind.MYSQL, "127.0.0.1",
                logical.port(), "crm", "flink", "x"));
        assertThat(check(result, SourceCheckKind.REACHABLE).outcome()).isEqualTo(CheckOutcome.PASSED);
        // a PostgreSQL port: the MySQL driver waits for a greeting that never comes, until the socket timeout
        assertThat(check(result, SourceCheckKind.CREDENTIALS).message())
                .endsWith("answers, but not as a MySQL server that lets Freshet log in (Communications link failure).");
        assertThat(result.checks()).extracting(SourceCheck::kind).contains(SourceCheckKind.ROW_IMAGE);
    }

    @Test
    void badFieldsAreRefusedBeforeAnythingConnects() {
        assertThatThrownBy(() -> sources.test(source("a b", 5432, "shop", "cdc", "x")))
                .isInstanceOf(ServiceException.class).hasMessageContaining("A source name is");
        assertThatThrownBy(() -> sources.test(new SourceDefinition("ok", SourceKind.POSTGRESQL, "host/evil?x=1", 5432,
                "shop", "cdc", "x"))).isInstanceOf(ServiceException.class).hasMessageContaining("is not a host name");
        assertThatThrownBy(() -> sources.test(source("ok", 0, "shop", "cdc", "x")))
                .isInstanceOf(ServiceException.class).hasMessageContaining("between 1 and 65535");
    }

    private static SourceDefinition source(String name, int port, String database, String user, String password) {
        return new SourceDefinition(name, SourceKind.POSTGRESQL, "127.0.0.1", port, database, user, password);
    }

    private static SourceCheck check(SourceTestResult result, SourceCheckKind kind) {
        return result.checks().stream().filter(c -> c.kind() == kind).findFirst().orElseThrow();
    }

    /** The real services with method security; Freshet's own database is H2, migrated as the app does. */
    @Configuration
    @Import({H2ServiceConfig.class, AdminIngestSourceService.class, SourceStore.class, SourceDatabases.class,
            AuditLog.class})
    static class Services {
        /** No lakehouse here: nothing exists in it, so the previews are left as they are. */
        @Bean
        ExistingTargets existingTargets() {
            return new ExistingTargets(Optional::empty);
        }

        @Bean
        SecretStore secretStore(JdbcTemplate jdbc) {
            return new SecretStore(jdbc, new SecretCipher(Base64.getDecoder().decode(SecretCipher.newKey())));
        }
    }
}
