package io.freshet.analysis.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Golden texts of the catalog statements per engine kind and warehouse kind (local path, S3 with an endpoint and
 * keys, S3 with the machine's identity, HDFS), with the property names of the docs each engine kind names.
 */
class CatalogStatementsTest {

    private static final ServingWarehouse LOCAL = ServingWarehouse.path("/data/freshet/warehouse");
    private static final ServingWarehouse MINIO = new ServingWarehouse("s3://lake/warehouse", "http://minio:9000",
            true, null, S3Credentials.ACCESS_KEYS);
    private static final ServingWarehouse AWS_INSTANCE = new ServingWarehouse("s3://lake/warehouse", null, null,
            "us-west-2", S3Credentials.INSTANCE);
    private static final ServingWarehouse HDFS = ServingWarehouse.path("hdfs://nn:8020/warehouse");
    private static final S3KeySecrets KEYS = S3KeySecrets.forTarget("reports");

    @Test
    void starRocks() {
        String head = lines("CREATE EXTERNAL CATALOG freshet_lake", "COMMENT \"Paimon warehouse of Freshet\"",
                "PROPERTIES (", "    \"type\" = \"paimon\",", "    \"paimon.catalog.type\" = \"filesystem\",");
        assertThat(text(EngineKind.STARROCKS, MINIO)).isEqualTo(head + lines(
                "    \"paimon.catalog.warehouse\" = \"s3://lake/warehouse\",",
                "    \"aws.s3.endpoint\" = \"http://minio:9000\",",
                "    \"aws.s3.enable_path_style_access\" = \"true\",",
                "    \"aws.s3.enable_ssl\" = \"false\",",
                "    \"aws.s3.use_instance_profile\" = \"false\",",
                "    \"aws.s3.access_key\" = \"<secret:serving.reports.s3-access-key>\",",
                "    \"aws.s3.secret_key\" = \"<secret:serving.reports.s3-secret-key>\"",
                ");").stripTrailing());
        assertThat(text(EngineKind.STARROCKS, AWS_INSTANCE)).isEqualTo(head + lines(
                "    \"paimon.catalog.warehouse\" = \"s3://lake/warehouse\",",
                "    \"aws.s3.endpoint\" = \"https://s3.us-west-2.amazonaws.com\",",
                "    \"aws.s3.use_instance_profile\" = \"true\"",
                ");").stripTrailing());
        assertThat(text(EngineKind.STARROCKS, LOCAL)).isEqualTo(head + lines(
                "    \"paimon.catalog.warehouse\" = \"file:///data/freshet/warehouse\"",
                ");").stripTrailing());
        CatalogStatement local = CatalogStatements.of(EngineKind.STARROCKS, "freshet_lake", LOCAL, KEYS);
        assertThat(local.placeholders()).isEmpty();
        assertThat(local.notes()).singleElement().satisfies(n -> assertThat(n).contains("same path"));
    }

    @Test
    void doris() {
        String head = lines("CREATE CATALOG IF NOT EXISTS freshet_lake PROPERTIES (", "    'type' = 'paimon',",
                "    'paimon.catalog.type' = 'filesystem',");
        assertThat(text(EngineKind.DORIS, MINIO)).isEqualTo(head + lines(
                "    'warehouse' = 's3://lake/warehouse',",
                "    's3.endpoint' = 'http://minio:9000',",
                "    's3.region' = '<fill in: S3 region, e.g. us-east-1>',",
                "    's3.use_path_style' = 'true',",
                "    's3.access_key' = '<secret:serving.reports.s3-access-key>',",
                "    's3.secret_key' = '<secret:serving.reports.s3-secret-key>'",
                ");").stripTrailing());
        CatalogStatement instance = CatalogStatements.of(EngineKind.DORIS, "freshet_lake", AWS_INSTANCE, KEYS);
        assertThat(instance.text()).isEqualTo(head + lines(
                "    'warehouse' = 's3://lake/warehouse',",
                "    's3.endpoint' = 's3.us-west-2.amazonaws.com',",
                "    's3.region' = 'us-west-2',",
                "    's3.role_arn' = '<fill in: the ARN of the IAM role Doris assumes>'",
                ");").stripTrailing());
        assertThat(instance.placeholders()).isEmpty();
        assertThat(instance.notes()).containsExactly("Replace <fill in: the ARN of the IAM role Doris assumes> before"
                + " running it.");
        assertThat(text(EngineKind.DORIS, LOCAL)).isEqualTo(head + lines(
                "    'warehouse' = 'file:///data/freshet/warehouse'", ");").stripTrailing());
        assertThat(text(EngineKind.DORIS, HDFS)).isEqualTo(head + lines(
                "    'warehouse' = 'hdfs://nn:8020/warehouse'", ");").stripTrailing());
    }

    @Test
    void trino() {
        String head = lines("# etc/catalog/freshet_lake.properties", "connector.name=paimon");
        CatalogStatement minio = CatalogStatements.of(EngineKind.TRINO, "freshet_lake", MINIO, KEYS);
        assertThat(minio.form()).isEqualTo(StatementForm.PROPERTIES_FILE);
        assertThat(minio.text()).isEqualTo(head + lines(
                "warehouse=s3://lake/warehouse",
                "fs.native-s3.enabled=true",
                "s3.endpoint=http://minio:9000",
                "s3.region=<fill in: S3 region, e.g. us-east-1>",
                "s3.path-style-access=true",
                "s3.aws-access-key=${ENV:SERVING_REPORTS_S3_ACCESS_KEY}",
                "s3.aws-secret-key=${ENV:SERVING_REPORTS_S3_SECRET_KEY}").stripTrailing());
        assertThat(minio.placeholders()).extracting(SecretPlaceholder::secretName)
                .containsExactly("serving.reports.s3-access-key", "serving.reports.s3-secret-key");
        assertThat(text(EngineKind.TRINO, AWS_INSTANCE)).isEqualTo(head + lines(
                "warehouse=s3://lake/warehouse", "fs.native-s3.enabled=true", "s3.region=us-west-2").stripTrailing());
        assertThat(text(EngineKind.TRINO, LOCAL)).isEqualTo(head + "warehouse=file:///data/freshet/warehouse");
    }

    @Test
    void sparkSql() {
        String head = lines("# spark-defaults.conf (or one --conf per line)",
                "spark.sql.catalog.freshet_lake=org.apache.paimon.spark.SparkCatalog");
        String tail = "spark.sql.extensions=org.apache.paimon.spark.extensions.PaimonSparkSessionExtensions";
        assertThat(text(EngineKind.SPARK_SQL, MINIO)).isEqualTo(head + lines(
                "spark.sql.catalog.freshet_lake.warehouse=s3://lake/warehouse",
                "spark.sql.catalog.freshet_lake.s3.endpoint=http://minio:9000",
                "spark.sql.catalog.freshet_lake.s3.path.style.access=true",
                "spark.sql.catalog.freshet_lake.s3.access-key=<secret:serving.reports.s3-access-key>",
                "spark.sql.catalog.freshet_lake.s3.secret-key=<secret:serving.reports.s3-secret-key>") + tail);
        assertThat(text(EngineKind.SPARK_SQL, AWS_INSTANCE)).isEqualTo(head + lines(
                "spark.sql.catalog.freshet_lake.warehouse=s3://lake/warehouse") + tail);
        assertThat(text(EngineKind.SPARK_SQL, LOCAL)).isEqualTo(head + lines(
                "spark.sql.catalog.freshet_lake.warehouse=file:///data/freshet/warehouse") + tail);
    }

    @ParameterizedTest
    @EnumSource(EngineKind.class)
    void noStatementHoldsAKeyAndEveryPlaceholderNamesAServingSecret(EngineKind engine) {
        for (ServingWarehouse warehouse : new ServingWarehouse[] {LOCAL, MINIO, AWS_INSTANCE, HDFS}) {
            CatalogStatement statement = CatalogStatements.of(engine, "freshet_lake", warehouse, KEYS);
            assertThat(statement.engine()).isEqualTo(engine);
            assertThat(statement.placeholders()).allSatisfy(p -> {
                assertThat(statement.text()).contains(p.token());
                assertThat(p.secretName()).startsWith(S3KeySecrets.PREFIX);
            });
            assertThat(statement.placeholders()).hasSize(warehouse == MINIO ? 2 : 0);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"s3://lake/wh'); DROP CATALOG x; --", "s3://lake/${ENV:HOME}", "s3://lake/a\\b",
        "s3://lake/a\"b", "s3://lake/a b", "s3://lake/<x>", ""})
    void aWarehouseValueThatWouldNeedQuotingIsRefused(String uri) {
        assertThatThrownBy(() -> ServingWarehouse.path(uri)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("may hold only");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1lake", "lake-house", "lake;", "a`b", ""})
    void aCatalogNameMustBePlain(String name) {
        assertThatThrownBy(() -> CatalogStatements.of(EngineKind.DORIS, name, LOCAL, KEYS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("starts with a letter");
    }

    @Test
    void anExampleQueryOnlyForNamesNoEngineQuotes() {
        assertThat(CatalogStatements.exampleQuery("freshet_lake", "dws", "shop_revenue"))
                .contains("SELECT * FROM freshet_lake.dws.shop_revenue LIMIT 10");
        assertThat(CatalogStatements.exampleQuery("freshet_lake", "dws", "Shop Revenue")).isEmpty();
        assertThat(CatalogStatements.exampleQuery("freshet_lake", "dws", "t;drop")).isEmpty();
    }

    /** The lines, each ended by a line break. */
    private static String lines(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    private static String text(EngineKind engine, ServingWarehouse warehouse) {
        return CatalogStatements.of(engine, "freshet_lake", warehouse, KEYS).text();
    }
}
