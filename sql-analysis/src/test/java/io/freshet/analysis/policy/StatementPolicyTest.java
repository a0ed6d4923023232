package io.freshet.analysis.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.SqlAnalysisException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The policy's defaults, its JSON round trip and the messages bad JSON gets. */
class StatementPolicyTest {

    @Test
    void defaultsFollowTheIssue() {
        StatementPolicy p = StatementPolicy.defaults();
        RolePolicy dev = p.forRole(PolicyRole.DEVELOPER);
        assertThat(dev.connectors()).containsExactlyInAnyOrder("paimon", "kafka", "upsert-kafka", "jdbc", "datagen",
                "print", "blackhole", "filesystem", "postgres-cdc", "mysql-cdc");
        assertThat(dev.unrestricted() || dev.readOnly() || dev.jars() || dev.catalogs() || dev.modules()).isFalse();
        assertThat(dev.functionClasses()).isEmpty();
        assertThat(dev.allowsSetting("table.exec.mini-batch.size")).isTrue();
        assertThat(dev.allowsSetting("table.exec.mini-batch")).isFalse();
        assertThat(dev.allowsSetting("pipeline.jars")).isFalse();
        assertThat(dev.allowsProcedure("SYS.Compact")).isTrue();
        assertThat(dev.allowsProcedure("sys.clone")).isFalse();
        assertThat(p.forRole(PolicyRole.ADMIN)).isEqualTo(dev);
        RolePolicy viewer = p.forRole(PolicyRole.VIEWER);
        assertThat(viewer.readOnly()).isTrue();
        assertThat(viewer.connectors()).isEmpty();
        assertThat(viewer.settableKeys()).isEmpty();
    }

    @Test
    void theDefaultAllowListsAreDeliberate() {
        RolePolicy dev = StatementPolicy.defaults().forRole(PolicyRole.DEVELOPER);
        assertThat(dev.statements()).contains("QUERY", "INSERT", "CALL", "DROP_MATERIALIZED_TABLE")
                .doesNotContain("PLAN", "JAR", "CATALOG", "CREATE_MODEL");
        assertThat(dev.connectorOptions().keySet()).containsExactlyInAnyOrderElementsOf(dev.connectors());
        assertThat(dev.tableOptions()).containsEntry("scan.tag-name", "name").containsEntry("bucket", "scalar")
                .containsEntry("partition.mark-done-action", "enum:success-file|done-partition|mark-event")
                .doesNotContainKeys("blob-field", "blob-as-descriptor", "blob-descriptor-field", "type",
                        "partition.mark-done-action.http.url", "commit.callbacks", "format-table.commit-hive-sync-url");
        assertThat(dev.connectorOptions().get("kafka")).containsEntry("properties.sasl.jaas.config", "jaas")
                .doesNotContainKey("properties.sasl.oauthbearer.token.endpoint.url");
        assertThat(dev.connectorOptions().get("filesystem")).doesNotContainKey("sink.partition-commit.policy.class");
        assertThat(dev.functions()).isEmpty();
    }

    @Test
    void jsonRoundTripIsStableAndHumanEditable() {
        RolePolicy admin = new RolePolicy(true, false, Set.of("hive", "paimon"), List.of("s3://exports/"),
                Set.of("com.example.Upper"), List.of("*"), Set.of("sys.clone"), true, true, true);
        StatementPolicy p = new StatementPolicy(Map.of(PolicyRole.ADMIN, admin));
        String json = p.toJson();
        assertThat(StatementPolicy.fromJson(json)).isEqualTo(p);
        assertThat(StatementPolicy.fromJson(json).toJson()).isEqualTo(json);
        assertThat(json).startsWith("{\n  \"VIEWER\" : {\n    \"unrestricted\" : false,\n    \"readOnly\" : true,")
                .contains("\"connectors\" : [\n      \"hive\",\n      \"paimon\"\n    ],")
                .doesNotContain("\r");
        assertThat(json.indexOf("\"VIEWER\"")).isLessThan(json.indexOf("\"DEVELOPER\""));
        assertThat(json.indexOf("\"DEVELOPER\"")).isLessThan(json.indexOf("\"ADMIN\""));
        assertThat(StatementPolicy.defaults().toJson()).isEqualTo(StatementPolicy.defaults().toJson());
    }

    @Test
    void missingRolesAndFieldsTakeTheDefaults() {
        StatementPolicy p = StatementPolicy.fromJson("{\"DEVELOPER\": {\"jars\": true, \"connectors\": [\"kafka\"]}}");
        RolePolicy dev = p.forRole(PolicyRole.DEVELOPER);
        assertThat(dev.jars()).isTrue();
        assertThat(dev.connectors()).containsExactly("kafka");
        assertThat(dev.settableKeys()).isEqualTo(StatementPolicy.defaults().forRole(PolicyRole.DEVELOPER).settableKeys());
        assertThat(p.forRole(PolicyRole.VIEWER)).isEqualTo(StatementPolicy.defaults().forRole(PolicyRole.VIEWER));
        assertThat(StatementPolicy.fromJson("{}")).isEqualTo(StatementPolicy.defaults());
        RolePolicy defaults = StatementPolicy.defaults().forRole(PolicyRole.DEVELOPER);
        assertThat(dev.tableOptions()).isEqualTo(defaults.tableOptions());
        assertThat(dev.connectorOptions()).isEqualTo(defaults.connectorOptions());
        assertThat(dev.statements()).isEqualTo(defaults.statements());
    }

    @Test
    void anAdminEditsTheAllowListsAsJson() {
        StatementPolicy p = StatementPolicy.fromJson("""
                {"DEVELOPER": {"statements": ["QUERY"], "functions": ["ods.mask"],
                  "tableOptions": {"bucket": "scalar", "scan.tag-name": "name"},
                  "connectorOptions": {"kafka": {"topic": "scalar", "format": "enum:json|csv"}}}}""");
        RolePolicy dev = p.forRole(PolicyRole.DEVELOPER);
        assertThat(dev.statements()).containsExactly("QUERY");
        assertThat(dev.allowsFunction("ODS.mask")).isTrue();
        assertThat(dev.tableOptions()).containsOnlyKeys("bucket", "scan.tag-name");
        assertThat(dev.connectorOptions()).containsOnlyKeys("kafka");
        assertThat(dev.formatOptions()).isEqualTo(StatementPolicy.defaults().forRole(PolicyRole.DEVELOPER)
                .formatOptions());
        String json = p.toJson();
        assertThat(json).contains("\"tableOptions\" : {\n      \"bucket\" : \"scalar\",\n      \"scan.tag-name\" : \"name\"\n    }");
        assertThat(StatementPolicy.fromJson(json)).isEqualTo(p);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{|not valid JSON",
        "[]|must be a JSON object",
        "{\"OWNER\": {}}|Unknown role 'OWNER'",
        "{\"DEVELOPER\": []}|DEVELOPER: must be an object",
        "{\"DEVELOPER\": {\"jar\": true}}|DEVELOPER.jar: unknown field",
        "{\"DEVELOPER\": {\"jars\": \"yes\"}}|DEVELOPER.jars: must be true or false",
        "{\"DEVELOPER\": {\"jars\": null}}|DEVELOPER.jars: must be true or false",
        "{\"DEVELOPER\": {\"connectors\": \"kafka\"}}|DEVELOPER.connectors: must be a list of strings",
        "{\"DEVELOPER\": {\"connectors\": [\"kafka\", 3]}}|DEVELOPER.connectors[1]: must be a non-empty string",
        "{\"DEVELOPER\": {\"pathRoots\": [\"exports\"]}}|DEVELOPER.pathRoots[0]: 'exports' is not an absolute path",
        "{\"DEVELOPER\": {\"settableKeys\": [\"table.*.x\"]}}|DEVELOPER.settableKeys[0]: 'table.*.x' may only end in '*'",
        "{\"VIEWER\": {\"unrestricted\": true}}|VIEWER.unrestricted: only ADMIN can be unrestricted",
        "{\"DEVELOPER\": {}, \"DEVELOPER\": {}}|Duplicate field 'DEVELOPER'",
        "{\"DEVELOPER\": {\"statements\": [\"PLAN\"]}}|DEVELOPER.statements: 'PLAN' is not a statement kind",
        "{\"DEVELOPER\": {\"statements\": [\"JAR\"]}}|jars, catalogs and modules have their own switches",
        "{\"DEVELOPER\": {\"tableOptions\": {\"bucket\": \"number\"}}}|DEVELOPER.tableOptions.bucket: unknown value rule",
        "{\"DEVELOPER\": {\"tableOptions\": {\"bucket\": \"enum:\"}}}|lists no choice",
        "{\"DEVELOPER\": {\"tableOptions\": [\"bucket\"]}}|DEVELOPER.tableOptions: must be an object",
        "{\"DEVELOPER\": {\"tableOptions\": {\"bucket\": 1}}}|must be a value rule",
        "{\"DEVELOPER\": {\"connectorOptions\": {\"kafka\": {\"topic\": \"nope\"}}}}|DEVELOPER.connectorOptions.kafka.topic",
        "{\"DEVELOPER\": {\"connectorOptions\": []}}|DEVELOPER.connectorOptions: must be an object"})
    void badJsonNamesTheFieldAndTheProblem(String json, String message) {
        assertThatThrownBy(() -> StatementPolicy.fromJson(json))
                .isInstanceOf(SqlAnalysisException.class)
                .hasMessageContaining(message);
    }
}
