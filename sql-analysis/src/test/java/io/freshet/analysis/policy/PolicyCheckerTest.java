package io.freshet.analysis.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.SqlScript;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.TextRange;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The gate's API: both entry points agree, positions are on the whole script, roles and policies apply. */
class PolicyCheckerTest {

    private static final String SCRIPT = """
            SET 'parallelism.default' = '2';
            CREATE TEMPORARY TABLE f (line STRING)
            WITH ('connector' = 'filesystem', 'path' = '/etc/passwd', 'format' = 'raw');
            SELECT * FROM f WHERE;
            ADD JAR '/tmp/x.jar'""";

    private final PolicyChecker checker = new PolicyChecker(StatementPolicy.defaults(),
            URI.create("file:///data/warehouse"));

    @Test
    void refusalsArePositionedOnTheScriptInOrder() {
        List<Refusal> refusals = checker.check(SCRIPT, PolicyRole.DEVELOPER);
        assertThat(refusals).extracting(Refusal::rule)
                .containsExactly(PolicyRule.PATH, PolicyRule.SYNTAX, PolicyRule.JAR);
        assertThat(refusals.get(0).range()).isEqualTo(new TextRange(3, 44, 3, 56));
        assertThat(refusals.get(1).range().startLine()).isEqualTo(4);
        assertThat(refusals.get(2).range()).isEqualTo(new TextRange(5, 1, 5, 20));
        Diagnostic d = refusals.get(0).toDiagnostic();
        assertThat(d.severity()).isEqualTo(Severity.ERROR);
        assertThat(d.message()).isEqualTo("Paths outside the lakehouse warehouse are not allowed for DEVELOPER: /etc/passwd");
        assertThat(d.range()).isEqualTo(refusals.get(0).range());
    }

    @Test
    void alreadyParsedStatementsGiveTheSameRefusals() {
        List<ParsedStatement> parsed = SqlScript.of(SCRIPT).statements().stream().map(StatementParser::parse).toList();
        assertThat(checker.check(parsed, PolicyRole.DEVELOPER)).isEqualTo(checker.check(SCRIPT, PolicyRole.DEVELOPER));
    }

    @Test
    void anUnrestrictedAdminIsNotCheckedAndOtherRolesStillAre() {
        RolePolicy open = new RolePolicy(true, false, Set.of(), List.of(), Set.of(), List.of(), Set.of(),
                false, false, false);
        PolicyChecker gate = new PolicyChecker(new StatementPolicy(Map.of(PolicyRole.ADMIN, open)), null);
        assertThat(gate.check(SCRIPT, PolicyRole.ADMIN)).isEmpty();
        assertThat(gate.check(SCRIPT, PolicyRole.DEVELOPER)).isNotEmpty();
        assertThat(checker.check(SCRIPT, PolicyRole.ADMIN)).isEqualTo(checker.check(SCRIPT, PolicyRole.DEVELOPER)
                .stream().map(r -> new Refusal(r.rule(), r.message().replace("DEVELOPER", "ADMIN"), r.range())).toList());
    }

    @Test
    void namesAreNamesEvenForAnUnrestrictedAdmin() {
        RolePolicy open = new RolePolicy(true, false, Set.of(), List.of(), Set.of(), List.of(), Set.of(),
                false, false, false);
        PolicyChecker gate = new PolicyChecker(new StatementPolicy(Map.of(PolicyRole.ADMIN, open)), null);
        assertThat(gate.check("""
                DROP DATABASE lakehouse.`../../../x` CASCADE;
                CALL sys.rollback_to(`table` => 'ods.t', tag => '../../secret.key');
                SELECT * FROM lakehouse.ods.t /*+ OPTIONS('scan.tag-name' = '/etc') */;
                INSERT INTO lakehouse.ods.t PARTITION (dt = '..') SELECT 1;
                ALTER TABLE lakehouse.ods.t RENAME TO lakehouse.ods.`/tmp/t`""", PolicyRole.ADMIN))
                .extracting(r -> r.rule() + "@" + r.range().startLine())
                .containsExactly("NAME@1", "NAME@2", "NAME@3", "NAME@4", "NAME@5");
        assertThat(gate.check("""
                ADD JAR '/opt/x.jar';
                CALL sys.clone(database => 'ods', target_database => 'copy', catalog_conf => 'warehouse=/tmp/c');
                SELECT sys.path_to_descriptor('/etc/passwd');
                ALTER TABLE lakehouse.ods.`订单_明细` RENAME TO lakehouse.ods.`订单`;
                SELECT * FROM broken WHERE""", PolicyRole.ADMIN)).isEmpty();
    }

    @Test
    void lifecycleSqlNeedsTheRoleTheButtonNeeds() {
        assertThat(MaterializedTableAction.DROP.minimumRole()).isEqualTo(PolicyRole.ADMIN);
        assertThat(MaterializedTableAction.SUSPEND.allows(PolicyRole.DEVELOPER)).isTrue();
        assertThat(MaterializedTableAction.SUSPEND.allows(PolicyRole.VIEWER)).isFalse();
        String drop = "DROP MATERIALIZED TABLE lakehouse.dws.mt";
        assertThat(checker.check(drop, PolicyRole.DEVELOPER)).singleElement().satisfies(r -> {
            assertThat(r.rule()).isEqualTo(PolicyRule.ROLE);
            assertThat(r.message()).contains("DROP needs the role ADMIN");
        });
        assertThat(checker.check(drop, PolicyRole.ADMIN)).isEmpty();
        assertThat(checker.check(drop, PolicyRole.VIEWER)).extracting(Refusal::rule).containsExactly(PolicyRule.READ_ONLY);
        assertThat(checker.check("ALTER MATERIALIZED TABLE lakehouse.dws.mt SUSPEND;\n"
                + "ALTER MATERIALIZED TABLE lakehouse.dws.mt RESUME", PolicyRole.DEVELOPER)).isEmpty();
    }

    @Test
    void whatIsNotListedIsRefusedAndAnAdminCanListIt() {
        String script = """
                CREATE TEMPORARY TABLE k (a INT) WITH ('connector' = 'kafka', 'topic' = 't',
                  'properties.sasl.kerberos.service.name' = 'kafka');
                SELECT ods.mask(a) FROM k;
                DROP TABLE lakehouse.ods.t""";
        assertThat(checker.check(script, PolicyRole.DEVELOPER)).extracting(Refusal::message).containsExactly(
                "Option 'properties.sasl.kerberos.service.name' is not on the allow-list for connector 'kafka' for "
                        + "DEVELOPER (ask an admin to add it)",
                "Function 'ods.mask' is not on the allow-list for DEVELOPER (ask an admin to add it to \"functions\")");
        StatementPolicy edited = StatementPolicy.fromJson("""
                {"DEVELOPER": {"functions": ["ods.mask"], "statements": ["CREATE_TABLE", "QUERY"],
                  "connectorOptions": {"kafka": {"topic": "scalar", "properties.sasl.kerberos.service.name": "scalar"}}}}""");
        assertThat(new PolicyChecker(edited, null).check(script, PolicyRole.DEVELOPER)).extracting(Refusal::message)
                .containsExactly("Statement kind DROP_TABLE is not on the allow-list for DEVELOPER (ask an admin to "
                        + "add it to \"statements\")");
    }

    @Test
    void aListedProcedureWithoutAKnownSignatureIsRefused() {
        StatementPolicy p = StatementPolicy.fromJson("{\"DEVELOPER\": {\"procedures\": [\"sys.purge_files\"]}}");
        assertThat(new PolicyChecker(p, null).check("CALL sys.purge_files('ods.t')", PolicyRole.DEVELOPER))
                .singleElement().satisfies(r -> assertThat(r.message()).contains("no known signature"));
    }

    @Test
    void anAdminCanOpenRootsJarsClassesAndKeys() {
        RolePolicy dev = new RolePolicy(false, false, Set.of("filesystem"), List.of("/etc"), Set.of("com.example.Upper"),
                List.of("pipeline.*"), Set.of(), true, false, false);
        PolicyChecker gate = new PolicyChecker(new StatementPolicy(Map.of(PolicyRole.DEVELOPER, dev)), null);
        assertThat(gate.check("""
                CREATE TEMPORARY TABLE f (line STRING) WITH ('connector' = 'filesystem', 'path' = '/etc/passwd');
                CREATE FUNCTION up AS 'com.example.Upper' USING JAR '/opt/udf.jar';
                ADD JAR '/opt/udf.jar';
                SET 'pipeline.jars' = '/opt/udf.jar'""", PolicyRole.DEVELOPER)).isEmpty();
        assertThat(gate.check("CREATE TEMPORARY FUNCTION p AS 'com.example.Upper' LANGUAGE PYTHON", PolicyRole.DEVELOPER))
                .isEmpty();
        assertThat(gate.check("CREATE TEMPORARY TABLE g (a INT) WITH ('connector' = 'filesystem', 'path' = '/data/x')",
                PolicyRole.DEVELOPER)).extracting(Refusal::message)
                .containsExactly("Paths outside the allowed path roots are not allowed for DEVELOPER: /data/x");
    }

    @Test
    void withoutAWarehouseNoPathIsAllowed() {
        PolicyChecker gate = new PolicyChecker(StatementPolicy.defaults(), null);
        assertThat(gate.check("CREATE TEMPORARY TABLE g (a INT) WITH ('connector' = 'filesystem', "
                + "'path' = '/data/warehouse/x')", PolicyRole.DEVELOPER)).singleElement()
                .satisfies(r -> assertThat(r.message()).contains("a configured warehouse or path root"));
    }

    @Test
    void emptyScriptsAndCommentsAreAllowed() {
        assertThat(checker.check("", PolicyRole.VIEWER)).isEmpty();
        assertThat(checker.check("-- nothing\n/* at all */", PolicyRole.VIEWER)).isEmpty();
    }

    @Test
    void aRelativeWarehouseIsRefused() {
        assertThatThrownBy(() -> new PolicyChecker(StatementPolicy.defaults(), URI.create("warehouse")))
                .isInstanceOf(SqlAnalysisException.class).hasMessageContaining("not an absolute path or URI");
    }
}
