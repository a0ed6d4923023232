package io.freshet.analysis.serving;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What Freshet sends to an engine over JDBC: its own statement with the secrets' values, and the two SHOWs. */
class EngineStatementsTest {

    private static final ServingWarehouse MINIO = new ServingWarehouse("s3://lake/warehouse", "http://minio:9000",
            true, null, S3Credentials.ACCESS_KEYS);
    private static final S3KeySecrets KEYS = S3KeySecrets.forTarget("reports");

    @Test
    void theSecretsValuesTakeThePlaceOfTheirPlaceholdersAndNothingElseChanges() {
        CatalogStatement statement = CatalogStatements.of(EngineKind.STARROCKS, "freshet", MINIO, KEYS);
        Map<String, String> secrets = Map.of(KEYS.accessKey(), "reader", KEYS.secretKey(), "s3cr3t/Key+x=");

        String sent = EngineStatements.runnable(statement, name -> Optional.ofNullable(secrets.get(name)));
        assertThat(sent).contains("\"aws.s3.access_key\" = \"reader\"", "\"aws.s3.secret_key\" = \"s3cr3t/Key+x=\"")
                .doesNotContain("<secret:")
                .isEqualTo(statement.text().replace("<secret:serving.reports.s3-access-key>", "reader")
                        .replace("<secret:serving.reports.s3-secret-key>", "s3cr3t/Key+x="));
    }

    @Test
    void onlyACompleteStatementWithSafeValuesOfSetSecretsRuns() {
        CatalogStatement starRocks = CatalogStatements.of(EngineKind.STARROCKS, "freshet", MINIO, KEYS);
        assertThatThrownBy(() -> EngineStatements.runnable(starRocks, name -> Optional.empty()))
                .hasMessageContaining("serving.reports.s3-access-key").hasMessageContaining("not set");
        assertThatThrownBy(() -> EngineStatements.runnable(starRocks, name -> Optional.of("x\" ) ; DROP")))
                .hasMessageContaining("characters Freshet writes into no statement")
                .message().doesNotContain("DROP");

        // Doris on MinIO needs a region Freshet does not know: a value to fill in
        CatalogStatement doris = CatalogStatements.of(EngineKind.DORIS, "freshet", MINIO, KEYS);
        assertThatThrownBy(() -> EngineStatements.runnable(doris, name -> Optional.of("k")))
                .hasMessageContaining("value to fill in");

        for (EngineKind file : new EngineKind[] {EngineKind.TRINO, EngineKind.SPARK_SQL}) {
            CatalogStatement statement = CatalogStatements.of(file, "freshet", MINIO, KEYS);
            assertThat(EngineStatements.runsOverJdbc(file)).isFalse();
            assertThatThrownBy(() -> EngineStatements.runnable(statement, name -> Optional.of("k")))
                    .hasMessageContaining("copy the text instead");
        }
        assertThat(EngineStatements.runsOverJdbc(EngineKind.STARROCKS)).isTrue();
        assertThat(EngineStatements.runsOverJdbc(EngineKind.DORIS)).isTrue();
    }

    @Test
    void showTablesNamesOnlyPlainNames() {
        assertThat(EngineStatements.showTables("freshet", "dws")).isEqualTo("SHOW TABLES FROM freshet.dws");
        assertThatThrownBy(() -> EngineStatements.showTables("freshet", "dws; DROP DATABASE x"))
                .hasMessageContaining("would need quoting");
        assertThatThrownBy(() -> EngineStatements.showTables("free shet", "dws"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
