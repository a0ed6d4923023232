package io.freshet.backend.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.serving.EngineKind;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.ingest.ingestions.SourceMariaDb;
import io.freshet.testing.MigratedDatabase;
import io.freshet.testing.MutableClock;
import io.freshet.testing.Ports;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.serving.NewServingTarget;
import io.freshet.ui.serving.ServingTarget;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Running the catalog statement on a real MySQL-protocol server and driver: Debian's MariaDB (the server
 * {@code MySqlIngestionIT} starts) with mysql-connector-j. MariaDB has no external catalogs, so it refuses StarRocks'
 * {@code CREATE EXTERNAL CATALOG}: the refusal comes back in Freshet's words, and neither the message nor the audit
 * quotes the statement's secret. A wrong password and a closed port are told apart from it.
 */
class ServingMariaDbIT {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final String PASSWORD = "serve-Secret-41";
    private static final String S3_SECRET = "s3SecretValue/77+x";

    @TempDir
    static Path home;

    private static SourceMariaDb mariaDb;
    private static JdbcTemplate jdbc;
    private final Map<String, String> secrets = new HashMap<>(Map.of(
            "serving.bi.password", PASSWORD, "serving.bi.s3-access-key", "reader",
            "serving.bi.s3-secret-key", S3_SECRET));

    @BeforeAll
    static void start() {
        mariaDb = SourceMariaDb.start(home.resolve("mariadb"));
        mariaDb.sql("", "CREATE USER 'freshet_admin'@'%' IDENTIFIED BY '" + PASSWORD + "'");
        jdbc = new JdbcTemplate(DB.dataSource());
    }

    @AfterAll
    static void stop() throws Exception {
        if (mariaDb != null) {
            mariaDb.close();
        }
    }

    @BeforeEach
    void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("boss", null));
    }

    @AfterEach
    void clean() {
        SecurityContextHolder.clearContext();
        jdbc.update("DELETE FROM serving_target");
    }

    @Test
    void aServerWithoutExternalCatalogsRefusesTheStatementAndItsTextIsNeverShown() {
        ServingTarget target = add(mariaDb.port());
        assertThatThrownBy(() -> service().run(target.id(), "dws")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("does not take the catalog statement (MySQL error 1064, SQL state 42000)")
                .message().doesNotContain(S3_SECRET).doesNotContain("aws.s3").doesNotContain("MariaDB server");
        assertThat(jdbc.queryForList("SELECT detail FROM audit_event WHERE action = 'SERVING_CATALOG_RUN'"
                + " AND outcome = 'FAILURE' ORDER BY id DESC", String.class).get(0)).contains("MySQL error 1064")
                .doesNotContain(S3_SECRET);
    }

    @Test
    void aWrongPasswordAndAClosedPortAreToldApart() {
        ServingTarget target = add(mariaDb.port());
        secrets.put("serving.bi.password", "not-the-password");
        assertThatThrownBy(() -> service().run(target.id(), "dws"))
                .hasMessageContaining("refused the user freshet_admin");
        clean();
        signIn();
        ServingTarget closed = add(Ports.freeLoopbackPort());
        assertThatThrownBy(() -> service().run(closed.id(), "dws"))
                .hasMessageContaining("Freshet could not reach StarRocks at 127.0.0.1:");
    }

    private ServingTarget add(int port) {
        return service().add(new NewServingTarget("bi", EngineKind.STARROCKS, "3.3.1",
                "jdbc:mysql://127.0.0.1:" + port, "freshet_admin", "serving.bi.password", null, null));
    }

    private JdbcServingService service() {
        return new JdbcServingService(new ServingTargetStore(jdbc), new AuditLog(jdbc), ServingMariaDbIT::catalog,
                () -> "s3://warehouse/", new FreshetProperties.S3("http://127.0.0.1:9", true), "lakehouse",
                new MutableClock(Instant.parse("2026-12-07T08:00:00Z")),
                name -> Optional.ofNullable(secrets.get(name)), new MySqlEngineConnector());
    }

    private static CatalogSnapshot catalog() {
        TableInfo gmv = new TableInfo(new TableId("lakehouse", "dws", "daily_gmv"), TableKind.TABLE,
                List.of(ColumnInfo.physical("ds", "VARCHAR(2147483647) NOT NULL", false)), List.of("ds"), List.of(),
                List.of(), Map.of(), null, null, null);
        return new CatalogSnapshot("lakehouse", "dws", List.of(new CatalogInfo("lakehouse", "default", Map.of(),
                List.of(new DatabaseInfo("dws", List.of(gmv))))));
    }
}
