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
import io.freshet.analysis.serving.FindingLevel;
import io.freshet.analysis.serving.S3Credentials;
import io.freshet.analysis.serving.StatementForm;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.testing.MigratedDatabase;
import io.freshet.testing.MutableClock;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.serving.NewServingTarget;
import io.freshet.ui.serving.ServingPlan;
import io.freshet.ui.serving.ServingTarget;
import io.freshet.ui.serving.TableFindings;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Serving targets on Freshet's migrated schema (H2, V26): what a target may hold (no credential in clear text), that
 * adding and removing are audited, and the plan for a DWS table and a whole database on an S3 and a local warehouse.
 */
class ServingTargetsTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static JdbcTemplate jdbc;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-07T08:00:00Z"));
    private String warehouse = "s3://lake/warehouse";

    @BeforeAll
    static void schema() {
        jdbc = new JdbcTemplate(DB.dataSource());
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
        jdbc.update("DELETE FROM serving_target");
    }

    @Test
    void aTargetIsStoredWithItsSecretsNamesOnlyAndAudited() {
        signIn("boss");
        ServingTarget added = service().add(new NewServingTarget(" reports ", EngineKind.STARROCKS, "3.3.1",
                "jdbc:mysql://starrocks-fe:9030", "freshet_reader", "serving.reports.password", null, null));

        assertThat(added.name()).isEqualTo("reports");
        assertThat(added.catalogName()).isEqualTo("freshet");
        assertThat(added.s3Credentials()).isEqualTo(S3Credentials.ACCESS_KEYS);
        assertThat(added.createdBy()).isEqualTo("boss");
        assertThat(added.createdAt()).isEqualTo(clock.instant());
        assertThat(service().targets()).containsExactly(added);
        assertThat(jdbc.queryForObject("SELECT detail FROM audit_event WHERE action = 'SERVING_TARGET_ADDED'"
                + " AND target = 'reports'", String.class)).isEqualTo("StarRocks 3.3.1, catalog freshet");
        assertThatThrownBy(() -> service().add(new NewServingTarget("reports", EngineKind.DORIS, "3.0", null, null,
                null, null, null))).hasMessageContaining("named reports already");

        service().remove(added.id());
        service().remove(added.id());
        assertThat(service().targets()).isEmpty();
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'SERVING_TARGET_REMOVED'"
                + " AND target = 'reports'", Integer.class)).as("removing twice is audited once").isEqualTo(1);
    }

    @Test
    void credentialsAreRefusedAnywhereButAsAServingSecret() {
        signIn("boss");
        assertRefused(target("jdbc:mysql://root:pw@starrocks:9030", null), "out of the JDBC URL");
        assertRefused(target("jdbc:mysql://starrocks:9030/?password=pw", null), "out of the JDBC URL");
        assertRefused(target("jdbc:trino://trino:8080", null), "starts with jdbc:mysql://");
        assertRefused(target("jdbc:mysql://starrocks:9030' OR 1=1", null), "no spaces or quotes");
        assertRefused(target(null, "catalog.s3.secret-key"), "starts with serving.");
        assertRefused(new NewServingTarget("Reports!", EngineKind.TRINO, "476", null, null, null, null, null),
                "small letter");
        assertRefused(new NewServingTarget("r", EngineKind.TRINO, "latest", null, null, null, null, null),
                "version");
        assertRefused(new NewServingTarget("r", EngineKind.TRINO, "476", null, null, null, null, "lake-house"),
                "starts with a letter");
        assertThat(service().targets()).isEmpty();
    }

    @Test
    void thePlanOfADwsTableHasTheStatementWithSecretNamesAndTheFindings() {
        signIn("boss");
        ServingTarget doris = service().add(new NewServingTarget("bi", EngineKind.DORIS, "3.0.5", null, null, null,
                S3Credentials.ACCESS_KEYS, "freshet_lake"));
        signIn("vera");

        ServingPlan plan = service().plan(doris.id(), "dws", "shop_revenue");
        assertThat(plan.statement().form()).isEqualTo(StatementForm.SQL);
        assertThat(plan.statement().text()).startsWith("CREATE CATALOG IF NOT EXISTS freshet_lake PROPERTIES (")
                .contains("'warehouse' = 's3://lake/warehouse'", "'s3.endpoint' = 'http://minio:9000'",
                        "'s3.use_path_style' = 'true'", "'s3.secret_key' = '<secret:serving.bi.s3-secret-key>'");
        assertThat(plan.tables()).singleElement().satisfies(t -> {
            assertThat(t.table()).isEqualTo("shop_revenue");
            assertThat(t.readable()).isTrue();
        });
        assertThat(plan.query()).isEqualTo("SELECT * FROM freshet_lake.dws.shop_revenue LIMIT 10");

        ServingPlan whole = service().plan(doris.id(), "dws", null);
        assertThat(whole.tables()).extracting(TableFindings::table).containsExactly("shop_revenue", "opening_hours");
        assertThat(whole.tables().get(1).readable()).isFalse();
        assertThat(whole.tables().get(1).findings().get(0)).satisfies(f -> {
            assertThat(f.level()).isEqualTo(FindingLevel.CANNOT_READ);
            assertThat(f.column()).isEqualTo("opens");
        });
    }

    @Test
    void aLocalWarehouseGetsAFileUriAndUnknownNamesAreRefused() {
        signIn("boss");
        ServingTarget spark = service().add(new NewServingTarget("adhoc", EngineKind.SPARK_SQL, "3.5.3", null, null,
                null, null, "lake"));
        warehouse = "/home/freshet/flink/warehouse";

        ServingPlan plan = service().plan(spark.id(), "dws", "shop_revenue");
        assertThat(plan.statement().text()).contains("spark.sql.catalog.lake.warehouse=file:///home/freshet/flink/"
                + "warehouse").doesNotContain("s3.");
        assertThat(plan.statement().placeholders()).isEmpty();
        assertThatThrownBy(() -> service().plan(spark.id(), "nope", null)).isInstanceOf(ServiceException.class)
                .hasMessage("There is no database nope in lakehouse.");
        assertThatThrownBy(() -> service().plan(spark.id(), "dws", "nope")).hasMessageContaining("no table dws.nope");
        assertThatThrownBy(() -> service().plan(-1, "dws", null)).hasMessageContaining("no such serving target");
        warehouse = "/home/my warehouse";
        assertThatThrownBy(() -> service().plan(spark.id(), "dws", null))
                .hasMessageContaining("no catalog statement for this warehouse");
    }

    private JdbcServingService service() {
        return new JdbcServingService(new ServingTargetStore(jdbc), new AuditLog(jdbc), ServingTargetsTest::catalog,
                () -> warehouse, new FreshetProperties.S3("http://minio:9000", true), "lakehouse", clock,
                name -> Optional.empty(), (url, user, password) -> {
                    throw new AssertionError("nothing is run on an engine here");
                });
    }

    private static CatalogSnapshot catalog() {
        TableInfo revenue = table("shop_revenue", ColumnInfo.physical("day", "VARCHAR(2147483647) NOT NULL", false),
                ColumnInfo.physical("revenue", "DECIMAL(18, 2)", true));
        TableInfo hours = table("opening_hours", ColumnInfo.physical("day", "VARCHAR(2147483647) NOT NULL", false),
                ColumnInfo.physical("opens", "TIME(0)", true));
        return new CatalogSnapshot("lakehouse", "dws", List.of(new CatalogInfo("lakehouse", "default", Map.of(),
                List.of(new DatabaseInfo("dws", List.of(revenue, hours))))));
    }

    private static TableInfo table(String name, ColumnInfo... columns) {
        return new TableInfo(new TableId("lakehouse", "dws", name), TableKind.TABLE, List.of(columns),
                List.of("day"), List.of(), List.of(), Map.of("bucket", "1"), null, null, null);
    }

    private static NewServingTarget target(String jdbcUrl, String passwordSecret) {
        return new NewServingTarget("sr", EngineKind.STARROCKS, "3.3", jdbcUrl, "reader", passwordSecret, null, null);
    }

    private void assertRefused(NewServingTarget target, String words) {
        assertThatThrownBy(() -> service().add(target)).isInstanceOf(ServiceException.class)
                .hasMessageContaining(words);
    }

    private static void signIn(String user) {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(user, null));
    }
}
