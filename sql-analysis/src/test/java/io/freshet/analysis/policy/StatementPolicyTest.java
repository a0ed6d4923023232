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
        "{\"DEVELOPER\": {}, \"DEVELOPER\": {}}|Duplicate field 'DEVELOPER'"})
    void badJsonNamesTheFieldAndTheProblem(String json, String message) {
        assertThatThrownBy(() -> StatementPolicy.fromJson(json))
                .isInstanceOf(SqlAnalysisException.class)
                .hasMessageContaining(message);
    }
}
