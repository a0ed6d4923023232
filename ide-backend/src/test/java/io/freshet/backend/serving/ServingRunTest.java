package io.freshet.backend.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.serving.EngineKind;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.testing.MigratedDatabase;
import io.freshet.testing.MutableClock;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.serving.NewServingTarget;
import io.freshet.ui.serving.ServingPlan;
import io.freshet.ui.serving.ServingRun;
import io.freshet.ui.serving.ServingTarget;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Running the catalog statement on a target over JDBC against a fake engine: what is sent (Freshet's own statement,
 * the sealed secrets' values in it, the two SHOWs), a catalog that is there already, and refusals in Freshet's words
 * only: the engine's message, which can quote the secrets, is neither shown nor audited.
 */
class ServingRunTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final String SECRET_KEY = "s3cr3t/Key+x=";
    private static JdbcTemplate jdbc;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-07T08:00:00Z"));
    private final Map<String, String> secrets = new HashMap<>(Map.of("serving.reports.password", "pw-9",
            "serving.reports.s3-access-key", "reader", "serving.reports.s3-secret-key", SECRET_KEY));
    private final FakeEngine engine = new FakeEngine();

    @BeforeAll
    static void schema() {
        jdbc = new JdbcTemplate(DB.dataSource());
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
    void freshetsOwnStatementRunsWithTheSecretsValuesAndTheEngineListsTheDatabasesTables() {
        ServingTarget target = add("jdbc:mysql://starrocks:9030");
        engine.tables = List.of("shop_revenue", "daily_gmv");

        ServingRun run = service().run(target.id(), "dws");
        assertThat(run.created()).isTrue();
        assertThat(run.tables()).containsExactly("daily_gmv", "shop_revenue");
        assertThat(engine.url).isEqualTo("jdbc:mysql://starrocks:9030/");
        assertThat(engine.user).isEqualTo("freshet_admin");
        assertThat(engine.password).isEqualTo("pw-9");
        assertThat(engine.sent).hasSize(2);
        assertThat(engine.sent.get(0)).startsWith("CREATE EXTERNAL CATALOG freshet\n")
                .contains("\"aws.s3.access_key\" = \"reader\"", "\"aws.s3.secret_key\" = \"" + SECRET_KEY + "\"")
                .doesNotContain("<secret:");
        assertThat(engine.sent.get(1)).isEqualTo("SHOW TABLES FROM freshet.dws");
        assertThat(auditDetail("SUCCESS")).isEqualTo("catalog freshet created; 2 tables in freshet.dws")
                .doesNotContain(SECRET_KEY);
    }

    @Test
    void aCatalogTheEngineHasAlreadyIsKeptAndItsTablesListed() {
        ServingTarget target = add("jdbc:mysql://starrocks:9030/");
        engine.refuseCreate = new SQLException("Catalog freshet already exists", "HY000", 1064);
        engine.catalogs = List.of("default_catalog", "FRESHET");
        engine.tables = List.of("shop_revenue");

        ServingRun run = service().run(target.id(), "dws");
        assertThat(run.created()).isFalse();
        assertThat(run.tables()).containsExactly("shop_revenue");
        assertThat(engine.sent).contains("SHOW CATALOGS", "SHOW TABLES FROM freshet.dws");
    }

    @Test
    void anEnginesRefusalIsSaidInFreshetsWordsAndNeverQuotesTheStatement() {
        ServingTarget target = add("jdbc:mysql://mariadb:3306");
        engine.refuseCreate = new SQLException("You have an error near '\"aws.s3.secret_key\" = \"" + SECRET_KEY
                + "\"'", "42000", 1064);
        engine.catalogs = null;

        assertThatThrownBy(() -> service().run(target.id(), "dws")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("does not take the catalog statement (MySQL error 1064, SQL state 42000)")
                .hasMessageContaining("StarRocks 3.1 or later")
                .message().doesNotContain(SECRET_KEY).doesNotContain("error near");
        assertThat(engine.closed).as("the connection is closed after a refusal").isTrue();
        assertThat(auditDetail("FAILURE")).contains("MySQL error 1064").doesNotContain(SECRET_KEY);
    }

    @Test
    void connectionAndLoginFailuresAreToldApart() {
        ServingTarget target = add("jdbc:mysql://starrocks");
        engine.refuseOpen = new SQLException("Communications link failure", "08S01", 0);
        assertThatThrownBy(() -> service().run(target.id(), "dws"))
                .hasMessageContaining("could not reach StarRocks at starrocks:9030");
        engine.refuseOpen = new SQLException("Access denied for user 'freshet_admin'@'x' (using password: YES)",
                "28000", 1045);
        assertThatThrownBy(() -> service().run(target.id(), "dws"))
                .hasMessageContaining("refused the user freshet_admin").message().doesNotContain("using password");
        engine.refuseOpen = null;
        engine.refuseShow = new SQLException("Access denied; you need (at least one of) the SELECT privilege",
                "42000", 1227);
        assertThatThrownBy(() -> service().run(target.id(), "dws"))
                .hasMessageContaining("refused SHOW TABLES for the user freshet_admin: it lacks the privilege");
    }

    @Test
    void nothingIsSentWithoutACompleteStatementASecretOrAPlainUrl() {
        ServingTarget options = add("jdbc:mysql://starrocks:9030/?allowLoadLocalInfile=true");
        assertThatThrownBy(() -> service().run(options.id(), "dws")).hasMessageContaining("without options");
        clean();
        signIn();
        ServingTarget target = add("jdbc:mysql://starrocks:9030");
        secrets.remove("serving.reports.s3-secret-key");
        assertThatThrownBy(() -> service().run(target.id(), "dws"))
                .hasMessageContaining("serving.reports.s3-secret-key").hasMessageContaining("not set");
        assertThatThrownBy(() -> service().run(target.id(), "nope")).hasMessageContaining("no database nope");
        ServingTarget trino = service().add(new NewServingTarget("adhoc", EngineKind.TRINO, "476", null, null, null,
                null, null));
        assertThat(service().plan(trino.id(), "dws", null).runnable()).isFalse();
        assertThatThrownBy(() -> service().run(trino.id(), "dws")).hasMessageContaining("copy the text");
        assertThat(engine.url).as("nothing was opened").isNull();
    }

    @Test
    void thePlanSaysWhetherItRunsAndNamesTheReadersCacheNextToEachTablesFreshness() {
        ServingPlan plan = service().plan(add("jdbc:mysql://starrocks:9030").id(), "dws", null);
        assertThat(plan.runnable()).isTrue();
        assertThat(plan.cache().engine()).isEqualTo(EngineKind.STARROCKS);
        assertThat(plan.tables()).singleElement()
                .satisfies(t -> assertThat(t.freshness()).isEqualTo("1 hour(s) (FULL)"));
    }

    private ServingTarget add(String url) {
        return service().add(new NewServingTarget("reports", EngineKind.STARROCKS, "3.3.1", url, "freshet_admin",
                "serving.reports.password", null, null));
    }

    private JdbcServingService service() {
        return new JdbcServingService(new ServingTargetStore(jdbc), new AuditLog(jdbc), ServingRunTest::catalog,
                () -> "s3://warehouse/", new FreshetProperties.S3("http://minio:9000", true), "lakehouse", clock,
                name -> Optional.ofNullable(secrets.get(name)), engine);
    }

    /** The latest run's audit detail with this outcome (the audit log is append-only: earlier tests' rows stay). */
    private static String auditDetail(String outcome) {
        return jdbc.queryForList("SELECT detail FROM audit_event WHERE action = 'SERVING_CATALOG_RUN'"
                + " AND outcome = ? ORDER BY id DESC", String.class, outcome).get(0);
    }

    private static CatalogSnapshot catalog() {
        TableInfo gmv = new TableInfo(new TableId("lakehouse", "dws", "daily_gmv"), TableKind.MATERIALIZED_TABLE,
                List.of(ColumnInfo.physical("ds", "VARCHAR(2147483647) NOT NULL", false)), List.of("ds"), List.of(),
                List.of(), Map.of(), null, null, new MaterializedTableInfo("SELECT 1", "1", "HOUR", "FULL", "FULL"));
        return new CatalogSnapshot("lakehouse", "dws", List.of(new CatalogInfo("lakehouse", "default", Map.of(),
                List.of(new DatabaseInfo("dws", List.of(gmv))))));
    }

    /** An engine that records what it is sent and refuses where a test says so. */
    private static final class FakeEngine implements EngineConnector {
        String url;
        String user;
        String password;
        boolean closed;
        SQLException refuseOpen;
        SQLException refuseCreate;
        SQLException refuseShow;
        List<String> catalogs = List.of("default_catalog");
        List<String> tables = List.of();
        final List<String> sent = new ArrayList<>();

        @Override
        public EngineSession open(String jdbcUrl, String user, String password) throws SQLException {
            this.url = jdbcUrl;
            this.user = user;
            this.password = password;
            if (refuseOpen != null) {
                throw refuseOpen;
            }
            return new EngineSession() {
                @Override
                public void execute(String sql) throws SQLException {
                    sent.add(sql);
                    if (refuseCreate != null) {
                        throw refuseCreate;
                    }
                }

                @Override
                public List<String> firstColumn(String sql) throws SQLException {
                    sent.add(sql);
                    if (sql.equals("SHOW CATALOGS")) {
                        if (catalogs == null) {
                            throw new SQLException("syntax", "42000", 1064);
                        }
                        return catalogs;
                    }
                    if (refuseShow != null) {
                        throw refuseShow;
                    }
                    return tables;
                }

                @Override
                public void close() {
                    closed = true;
                }
            };
        }
    }
}
