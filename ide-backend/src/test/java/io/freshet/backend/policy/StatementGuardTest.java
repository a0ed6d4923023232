package io.freshet.backend.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.RolePolicy;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.analysis.script.TextRange;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.KnownStatement;
import io.freshet.gateway.client.StatementGate;
import io.freshet.gateway.mt.PaimonSinkOptions;
import io.freshet.testing.Databases;
import io.freshet.ui.audit.AuditQuery;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/** The gate the IDE puts on every gateway session: the role's policy, read per statement, refusals audited. */
class StatementGuardTest {

    private static final String LEAK = "CREATE TEMPORARY TABLE f (line STRING) WITH ('connector' = 'filesystem',"
            + " 'path' = 'file:///etc/', 'format' = 'raw')";

    @TempDir
    Path home;

    private UserAccounts users;
    private PolicyStore store;
    private AuditLog audit;
    private StatementGuard guard;

    @BeforeEach
    void wire() {
        JdbcTemplate jdbc = new JdbcTemplate(Databases.h2(home));
        users = new UserAccounts(jdbc);
        audit = new AuditLog(jdbc);
        users.create("dev", "{noop}x", Role.DEVELOPER);
        users.create("vera", "{noop}x", Role.VIEWER);
        FreshetProperties properties = new FreshetProperties(home, new FreshetProperties.Gateway("http://127.0.0.1:9"),
                null, new FreshetProperties.Catalog("lakehouse", home.resolve("warehouse").toUri().toString()));
        store = new PolicyStore(jdbc);
        guard = new StatementGuard(store, users, audit,
                new GatewayConnection(properties, new CatalogBootstrap(properties)));
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aTypedDropOfAMaterializedTableNeedsTheDropButtonsRoleButAButtonsOwnStepsPass() {
        String drop = "DROP MATERIALIZED TABLE lakehouse.dws.mt";
        assertThatThrownBy(() -> guard.forUser("dev").admit(drop)).isInstanceOfSatisfying(GatewayException.class,
                e -> assertThat(e.userMessage()).contains("DROP needs the role ADMIN"));
        guard.forUser("dev", statement -> false, drop::equals).admit(drop);
        StatementGate steps = guard.forUser("dev", statement -> false, statement -> true);
        assertThatThrownBy(() -> steps.admit("DROP MATERIALIZED TABLE lakehouse.dws.`../x`"))
                .isInstanceOfSatisfying(GatewayException.class, e -> assertThat(e.userMessage()).contains("names are names"));
    }

    /** Issue 35: a deployment plan shows the gate's verdict before anything runs, and judging audits nothing. */
    @Test
    void judgingAStatementGivesTheGatesVerdictWithTheSameButtonStepRuleAndAuditsNothing() {
        String drop = "DROP MATERIALIZED TABLE lakehouse.dws.mt";
        assertThat(guard.judge("dev", drop, false)).singleElement()
                .satisfies(r -> assertThat(r.message()).contains("DROP needs the role ADMIN"));
        assertThat(guard.judge("dev", drop, true)).as("a step of the deploy's button").isEmpty();
        assertThat(guard.judge("dev", "DROP MATERIALIZED TABLE lakehouse.dws.`../x`", true)).singleElement()
                .satisfies(r -> assertThat(r.message()).contains("names are names"));
        assertThat(guard.judge("dev", LEAK, false)).isNotEmpty()
                .allSatisfy(r -> assertThat(r.range().startLine()).isEqualTo(1));
        assertThat(guard.judge("dev", "SELECT * FROM lakehouse.ods.orders", false)).isEmpty();
        assertThat(guard.judge("nobody", "SELECT 1", false)).singleElement()
                .satisfies(r -> assertThat(r.message()).contains("unknown"));
        assertThat(audit.find(new AuditQuery("", "STATEMENT_REFUSED", "", 10))).as("nothing audited").isEmpty();
    }

    @Test
    void aDevelopersHostFileReadIsRefusedPositionedAndAuditedWhileOrdinarySqlPasses() {
        StatementGate gate = guard.forUser("dev");
        gate.admit("SELECT * FROM lakehouse.ods.orders");
        gate.admit("CREATE TEMPORARY TABLE g (id INT) WITH ('connector' = 'datagen')");

        assertThatThrownBy(() -> gate.admit(LEAK)).isInstanceOfSatisfying(GatewayException.class, e -> {
            assertThat(e.kind()).isEqualTo(GatewayException.Kind.REFUSED);
            assertThat(e.userMessage()).contains("DEVELOPER");
            int column = LEAK.indexOf("'file:///etc/'") + 1;
            assertThat(e.position()).contains(new TextRange(1, column, 1, column + "'file:///etc/'".length() - 1));
        });
        assertThat(audit.find(new AuditQuery("dev", "STATEMENT_REFUSED", "file:///etc/", 5))).singleElement()
                .satisfies(entry -> assertThat(entry.target()).isEqualTo("PATH"));
    }

    /**
     * Issue 38: a run's statement is parsed once where the run starts, and the gate judges that parse. A carried
     * parse that differs from its text shows which one was judged: had the gate parsed the text again, the verdicts
     * would be the other way round.
     */
    @Test
    void aRunsStatementIsJudgedOnTheParseItCarriesNotParsedAgain() {
        StatementGate gate = guard.forUser("dev");
        String select = "SELECT * FROM lakehouse.ods.orders";
        ParsedSql leakParsed = Misread.as(select, LEAK);
        assertThatThrownBy(() -> gate.admit(leakParsed)).isInstanceOfSatisfying(GatewayException.class,
                e -> assertThat(e.userMessage()).contains("DEVELOPER"));
        gate.admit(Misread.as(LEAK, select));
        assertThatThrownBy(() -> gate.admit((KnownStatement) () -> LEAK)).as("a statement nobody parsed is read here")
                .isInstanceOf(GatewayException.class);
        StatementGate setup = guard.forUser("vera", "USE CATALOG `lakehouse`"::equals);
        setup.admit(ParsedSql.of("USE CATALOG `lakehouse`"));
        assertThatThrownBy(() -> setup.admit(ParsedSql.of(LEAK))).hasMessageContaining("VIEWER");
    }

    @Test
    void theRoleIsReadAtEachStatementSoADemotionAppliesAtOnce() {
        StatementGate gate = guard.forUser("dev");
        gate.admit("INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders");
        users.changeRole("dev", Role.VIEWER);
        assertThatThrownBy(() -> gate.admit("INSERT INTO lakehouse.ods.orders SELECT * FROM lakehouse.ods.orders"))
                .hasMessageContaining("VIEWER");
    }

    @Test
    void freshetsOwnSetupStatementsPassForAViewerButOnlyExactlyAndOnlyOneStatement() {
        String setup = "CREATE DATABASE IF NOT EXISTS `lakehouse`.`default`";
        StatementGate gate = guard.forUser("vera", statement -> statement.startsWith("CREATE DATABASE"));
        gate.admit(setup);
        assertThatThrownBy(() -> gate.admit(setup + "; " + LEAK)).isInstanceOf(GatewayException.class);
        assertThatThrownBy(() -> guard.forUser("vera").admit(setup)).hasMessageContaining("VIEWER");
    }

    @Test
    void withoutASignedInUserEverythingIsRefusedAndUnknownUsersToo() {
        assertThatThrownBy(() -> guard.forCurrentUser().admit("SELECT 1")).hasMessageContaining("signed in");
        assertThatThrownBy(() -> guard.forUser("ghost").admit("SELECT 1")).hasMessageContaining("unknown");
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("dev", "n/a"));
        guard.forCurrentUser().admit("SELECT 1");
    }

    @Test
    void theEditorSeesRefusalsButNotSyntaxErrorsAndSettingsListsHideInternals() {
        assertThat(guard.diagnostics(new ScriptAnalyzer().analyze("SELEC 1;\n" + LEAK).statements(), "dev")).singleElement()
                .satisfies(d -> assertThat(d.range().startLine()).isEqualTo(2));
        Map<String, String> config = Map.of("rest.port", "8081", "execution.checkpointing.dir", "file:///x",
                "parallelism.default", "2", "table.exec.mini-batch.enabled", "true");
        assertThat(guard.visibleSettings(config, "dev")).containsOnlyKeys("parallelism.default",
                "table.exec.mini-batch.enabled");
    }

    @Test
    void aSavedPolicyAppliesToTheNextStatement() {
        StatementGate gate = guard.forUser("dev");
        String datagen = "CREATE TEMPORARY TABLE g (id INT) WITH ('connector' = 'datagen')";
        gate.admit(datagen);
        RolePolicy developer = StatementPolicy.defaults().forRole(PolicyRole.DEVELOPER);
        store.save(new StatementPolicy(Map.of(PolicyRole.DEVELOPER, new RolePolicy(false, false, Set.of("kafka"),
                developer.pathRoots(), developer.functionClasses(), developer.settableKeys(), developer.procedures(),
                false, false, false))), "admin");
        assertThatThrownBy(() -> gate.admit(datagen)).hasMessageContaining("datagen");
    }

    /** Issue 33: a CONTINUOUS table created or resumed in the editor gets a job Paimon accepts, without a SET. */
    @Test
    void everySessionOpensWithThePaimonSinkOptionAReadOnlyRolesAlsoInBatchModeOthersInTheGatewaysMode() {
        assertThat(guard.sessionProperties("vera")).containsEntry("execution.runtime-mode", "batch")
                .containsAllEntriesOf(PaimonSinkOptions.SESSION);
        assertThat(guard.sessionProperties("dev")).isEqualTo(PaimonSinkOptions.SESSION);
        assertThat(guard.allowsSetting("dev", PaimonSinkOptions.UPSERT_MATERIALIZE))
                .as("a developer's own SET of the option still decides").isTrue();
        assertThat(guard.allowsSetting("vera", "execution.runtime-mode")).isFalse();
        assertThat(guard.allowsSetting("dev", "execution.runtime-mode")).isTrue();
        assertThat(guard.allowsSetting("dev", "pipeline.jars")).isFalse();
    }
}
