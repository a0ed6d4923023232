package io.freshet.app;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.EditorAppExtension;
import io.freshet.testing.LineagePage;
import io.freshet.testing.ProjectRepository;
import io.freshet.testing.SampleLakehouseExtension;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 35 in real Chromium on the shared editor app, after {@link DeployAppIT} deployed the sample (whose
 * {@code ods.orders} the team project reads): a project linked to git is planned and applied, recorded with its
 * commit; commit B's plan lists exactly its re-create with its cost and its create; a branch deployed into environment
 * dev_ and its lineage there; a pull request's branch planned at its ref and main's new commit pulled through the API.
 * Run alone it fails at once with that reason rather than half-way.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GitDeployAppIT {

    /** The shared editor app, after DeployAppIT ("GitDeployAppIT" sorts after it, before io.freshet.app.editor.*). */
    @RegisterExtension
    static final EditorAppExtension APP = EditorAppExtension.shared();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    private static final DeploySteps STEPS = new DeploySteps(APP);
    private static final double WAIT = DeploySteps.WAIT;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TEAM = "team";
    private static final String TEAM_DWD = "01_team_dwd.sql";
    private static final String TEAM_DWS = "02_team_dws.sql";
    private static final String TEAM_BUYERS = "03_team_buyers.sql";
    private static final String PAID = "lakehouse.team_dwd.paid_orders";
    private static final String DAILY = "lakehouse.team_dws.daily_paid";
    private static final String BUYERS = "lakehouse.team_dws.daily_buyers";
    private static final String DWD_A = """
            CREATE DATABASE IF NOT EXISTS team_dwd;
            CREATE MATERIALIZED TABLE team_dwd.paid_orders (
                CONSTRAINT pk PRIMARY KEY (ds, order_id) NOT ENFORCED
            ) PARTITIONED BY (ds)
            WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
            FRESHNESS = INTERVAL '1' DAY
            AS SELECT ds, order_id, user_id, status FROM ods.orders WHERE status = 'PAID';
            """;
    private static final String DWD_B = DWD_A.replace("WHERE status = 'PAID'", "WHERE status IN ('PAID', 'SHIPPED')");
    private static final String DWS_A = """
            CREATE DATABASE IF NOT EXISTS team_dws;
            CREATE MATERIALIZED TABLE team_dws.daily_paid
            PARTITIONED BY (ds)
            WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
            FRESHNESS = INTERVAL '1' DAY
            AS SELECT ds, COUNT(*) AS orders FROM team_dwd.paid_orders GROUP BY ds;
            """;
    private static final String BUYERS_B = """
            CREATE MATERIALIZED TABLE team_dws.daily_buyers
            PARTITIONED BY (ds)
            WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
            FRESHNESS = INTERVAL '1' DAY
            AS SELECT ds, COUNT(DISTINCT user_id) AS buyers FROM team_dwd.paid_orders GROUP BY ds;
            """;
    private static ProjectRepository team;
    private static long teamId;
    private static String commitA;
    private static String lastCommit;

    /** The team project reads the sample's tables: without DeployAppIT before it, its steps would prove nothing. */
    @BeforeAll
    static void theSampleIsDeployed() throws Exception {
        try (Connection c = APP.database().getConnection();
             var rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM deployment WHERE project = 'ecommerce'"
                     + " AND state = 'DONE'")) {
            rs.next();
            assertThat(rs.getInt(1)).withFailMessage("GitDeployAppIT builds on the sample project deployed by"
                    + " DeployAppIT on the same shared app: run both (-Dit.test='DeployAppIT,GitDeployAppIT')").isPositive();
        }
    }

    /**
     * Issue 35 point 2, the acceptance: a project linked to a git repository is deployed at commit A; commit B changes
     * the DWD table's query and adds a DWS table; the plan lists exactly the re-create (why, what it drops, the days it
     * refills, the tables downstream) and the create (the days it fills), applying it records commit B, and planning
     * again says there is nothing to do. The FULL tables' follow-ups are declined: the plan's refill counts come from
     * the sources' days, not from running them.
     */
    @Test
    @Order(1)
    void aProjectLinkedToGitIsDeployedAndRecordedAtItsCommit() throws Exception {
        team = ProjectRepository.create(Files.createTempDirectory("freshet-team-git"));
        commitA = team.commit("A: paid orders and their daily count", Map.of(TEAM_DWD, DWD_A, TEAM_DWS, DWS_A));
        APP.createScript(TEAM, TEAM_DWD, DWD_A);
        APP.createScript(TEAM, TEAM_DWS, DWS_A);
        teamId = linkToGit(TEAM, team.remoteUrl());
        team.syncFreshetClone(APP.app().home(), teamId);

        Page page = BROWSER.newPage();
        page.setViewportSize(1400, 900);
        APP.signIn(page);
        page.navigate(APP.app().baseUrl() + "deploy/" + TEAM);
        assertThat(STEPS.tableRow(page, PAID)).hasAttribute("data-action", "CREATE",
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        assertThat(STEPS.tableRow(page, DAILY)).hasAttribute("data-action", "CREATE");
        assertThat(STEPS.tableRow(page, PAID)).containsText("backfill of 5 days (2024-06-01 .. 2024-06-05)");
        assertThat(page.locator("#deploy-plan-commit")).hasText("Planned at main at " + commitA.substring(0, 8) + ".");
        assertThat(page.locator("#deploy-last")).hasText("Not deployed by Freshet yet.");
        assertThat(page.locator("#deploy-start")).isEnabled(new LocatorAssertions.IsEnabledOptions().setTimeout(WAIT));
        STEPS.deployAndAwaitScriptsRan(page);

        assertThat(page.locator("#deploy-last")).hasAttribute("data-commit", commitA);
        assertThat(STEPS.recorded(TEAM)).containsExactly(commitA + " DONE " + APP.developer() + " applied");
    }

    @Test
    @Order(2)
    void commitBPlansExactlyTheReCreateWithItsCostAndTheCreateAndApplyingItRecordsB() throws Exception {
        String commitB = team.commit("B: paid or shipped orders; daily buyers", Map.of(TEAM_DWD, DWD_B,
                TEAM_BUYERS, BUYERS_B));
        STEPS.save(APP.scriptId(TEAM, TEAM_DWD), DWD_B);
        APP.createScript(TEAM, TEAM_BUYERS, BUYERS_B);
        team.syncFreshetClone(APP.app().home(), teamId);

        Page page = BROWSER.newPage();
        page.setViewportSize(1400, 900);
        APP.signIn(page);
        page.navigate(APP.app().baseUrl() + "deploy/" + TEAM);
        Locator paid = STEPS.tableRow(page, PAID);
        assertThat(paid).hasAttribute("data-action", "KEEP", new LocatorAssertions.HasAttributeOptions()
                .setTimeout(WAIT));
        page.locator("[id='deploy-recreate-" + PAID + "'] input").check();
        assertThat(paid).hasAttribute("data-action", "RECREATE", new LocatorAssertions.HasAttributeOptions()
                .setTimeout(WAIT));
        assertThat(paid).containsText("query differs");
        assertThat(paid).containsText(Pattern.compile("drops [\\d,]+ rows"));
        assertThat(paid).containsText("refill: backfill of 5 days (2024-06-01 .. 2024-06-05)");
        assertThat(paid).containsText("downstream: team_dws.daily_buyers, team_dws.daily_paid");
        Locator buyers = STEPS.tableRow(page, BUYERS);
        assertThat(buyers).hasAttribute("data-action", "CREATE");
        assertThat(buyers).containsText("refill: backfill of 5 days (2024-06-01 .. 2024-06-05)");
        assertThat(STEPS.tableRow(page, DAILY)).hasAttribute("data-action", "UNCHANGED");
        assertThat(page.locator(".deploy-table[data-action=RECREATE]")).hasCount(1);
        assertThat(page.locator(".deploy-table[data-action=CREATE]")).hasCount(1);
        assertThat(page.locator(".deploy-table[data-action=KEEP]")).hasCount(0);
        assertThat(page.locator(".deploy-table[data-action=DROP]")).hasCount(0);
        assertThat(page.locator("#deploy-plan-commit")).hasText("Planned at main at " + commitB.substring(0, 8) + ".");
        assertThat(page.locator("#deploy-statements")).containsText("DROP_MATERIALIZED_TABLE");
        assertThat(page.locator("#deploy-statements")).not().containsText("refused: ");
        assertThat(page.locator("#deploy-last")).hasAttribute("data-commit", commitA);

        STEPS.deployAndAwaitScriptsRan(page);

        assertThat(page.locator("#deploy-steps")).containsText("DROP_MATERIALIZED_TABLE");
        assertThat(page.locator("#deploy-steps")).not().containsText("Failed");
        assertThat(page.locator("#deploy-last")).hasAttribute("data-commit", commitB);
        assertThat(STEPS.recorded(TEAM)).containsExactly(
                commitB + " DONE " + APP.developer() + " applied",
                commitA + " DONE " + APP.developer() + " applied");
        assertThat(STEPS.recordedSteps(TEAM)).contains("DROP_MATERIALIZED_TABLE " + PAID + " DONE",
                "CREATE_MATERIALIZED_TABLE " + PAID + " DONE", "CREATE_MATERIALIZED_TABLE " + BUYERS + " DONE");
        lastCommit = commitB;
    }

    @Test
    @Order(3)
    void planningAgainAfterApplyingSaysNothingToDo() {
        Page page = BROWSER.newPage();
        APP.signIn(page);
        boolean nothing = SampleLakehouseExtension.await(Duration.ofSeconds(90), () -> {
            page.navigate(APP.app().baseUrl() + "deploy/" + TEAM);
            page.waitForSelector(".deploy-table[data-table='" + BUYERS + "']");
            return "true".equals(page.locator("#deploy-summary").getAttribute("data-nothing-to-do"));
        });
        assertThat(nothing).as(page.locator("#deploy-plan").innerText()).isTrue();
        assertThat(page.locator(".deploy-table[data-action=UNCHANGED]")).hasCount(3);
        assertThat(page.locator("#deploy-summary")).containsText("Nothing to do");
        assertThat(page.locator("#deploy-last")).containsText("from main at " + lastCommit.substring(0, 8) + " by "
                + APP.developer());
    }

    /**
     * Issue 35 point 4: the team project at commit B (deployed in production by step 2) planned and applied into
     * environment dev_ from the Deploy page: every table of the project is created in the dev_ databases (ods.orders,
     * which the project only reads, keeps its name), the deployment is recorded with its environment, production's
     * tables keep their snapshots, and production's plan still has nothing to do.
     */
    @Test
    @Order(4)
    void aBranchIsTriedInDevWithoutTouchingProductionTables() throws Exception {
        List<String> production = List.of(PAID, DAILY, BUYERS);
        Map<String, Long> before = new java.util.LinkedHashMap<>();
        try (GatewaySession session = STEPS.gateway()) {
            for (String table : production) {
                before.put(table, STEPS.snapshots(session, table));
            }
        }
        Page page = BROWSER.newPage();
        page.setViewportSize(1400, 900);
        APP.signIn(page);
        page.navigate(APP.app().baseUrl() + "deploy/" + TEAM);
        page.waitForSelector(".deploy-table[data-table='" + BUYERS + "']",
                new Page.WaitForSelectorOptions().setTimeout(WAIT));
        Locator environment = page.locator("#deploy-environment input");
        environment.fill("dev_");
        environment.press("Enter");
        assertThat(page.locator("#deploy-summary")).hasAttribute("data-environment", "dev_",
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        for (String table : production) {
            assertThat(STEPS.tableRow(page, dev(table))).hasAttribute("data-action", "CREATE",
                    new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        }
        assertThat(page.locator(".deploy-table")).hasCount(3);
        assertThat(page.locator("#deploy-summary")).containsText("In environment dev_: Deploying creates 3");
        assertThat(page.locator("#deploy-statements")).containsText("lakehouse.dev_team_dwd.paid_orders");
        assertThat(page.locator("#deploy-start")).isEnabled(new LocatorAssertions.IsEnabledOptions().setTimeout(WAIT));
        STEPS.deployAndAwaitScriptsRan(page);

        assertThat(STEPS.recordedSteps(TEAM)).contains("CREATE_MATERIALIZED_TABLE " + dev(PAID) + " DONE",
                "CREATE_MATERIALIZED_TABLE " + dev(DAILY) + " DONE", "CREATE_MATERIALIZED_TABLE " + dev(BUYERS)
                        + " DONE");
        assertThat(STEPS.recordedSteps(TEAM)).noneMatch(step -> production.stream().anyMatch(t -> step.contains(t + " ")));
        assertThat(STEPS.newestEnvironment(TEAM)).isEqualTo("dev_");
        assertThat(page.locator("#deploy-last")).hasAttribute("data-commit", lastCommit);
        try (GatewaySession session = STEPS.gateway()) {
            for (String table : production) {
                assertThat(STEPS.snapshots(session, table)).as(table + " untouched").isEqualTo(before.get(table));
            }
            assertThat(session.execute("SHOW TABLES IN `lakehouse`.`dev_team_dws`").rows().toString())
                    .contains("daily_paid").contains("daily_buyers");
        }

        environment.fill("");
        environment.press("Enter");
        assertThat(page.locator("#deploy-summary")).hasAttribute("data-environment", "",
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
        assertThat(page.locator("#deploy-summary")).hasAttribute("data-nothing-to-do", "true",
                new LocatorAssertions.HasAttributeOptions().setTimeout(WAIT));
    }

    /**
     * Issue 35 point 4: the Lineage page shows the team project in environment dev_ (applied there by step 4) under
     * the names the plan gave its tables, the table it only reads under its own, and the health model's states of those
     * live dev_ tables, the same as {@code GET /api/health} says; emptying the environment shows production's names.
     */
    @Test
    @Order(5)
    void theLineagePageShowsABranchInDevWithTheStatesOfItsLiveDevTables() throws Exception {
        Page page = BROWSER.newPage();
        page.setViewportSize(1400, 900);
        APP.signIn(page);
        new LineagePage(page).open(APP.app().baseUrl());
        page.navigate(APP.app().baseUrl() + "lineage?project=" + TEAM + "&environment=dev_");
        awaitGraphWith(page, dev(BUYERS));
        assertThat(page.locator("#lineage-environment input")).hasValue("dev_");
        assertThat(page.locator("#lineage-message")).hasAttribute("data-environment", "dev_");
        assertThat(page.locator("#lineage-message")).not().containsText("without lineage");
        assertThat(graphTables(page)).contains(dev(PAID), dev(DAILY), dev(BUYERS), "lakehouse.ods.orders")
                .doesNotContain(PAID, DAILY, BUYERS);

        Map<String, String> model = Map.of();
        Map<String, String> shown = Map.of();
        for (int look = 0; look < 10 && (!shown.containsKey(dev(PAID))
                || !model.entrySet().containsAll(shown.entrySet())); look++) {
            if (look > 0) {
                page.waitForTimeout(10_000);
                page.reload();
                awaitGraphWith(page, dev(BUYERS));
            }
            shown = healthOnGraph(page);
            model = STEPS.healthOverHttp();
        }
        assertThat(shown).as("states on the dev_ graph").containsKey(dev(PAID))
                .doesNotContainKeys(PAID, DAILY, BUYERS);
        assertThat(model).as("GET /api/health").containsAllEntriesOf(shown);

        Locator environment = page.locator("#lineage-environment input");
        environment.fill("");
        environment.press("Enter");
        awaitGraphWith(page, BUYERS);
        assertThat(graphTables(page)).doesNotContain(dev(PAID), dev(DAILY), dev(BUYERS));
        assertThat(page.locator("#lineage-message")).hasAttribute("data-environment", "");
    }

    /**
     * Issue 35: a pull request's pipeline plans its branch, and main's pulls before it applies. A branch pushed to the
     * repository outside Freshet adds a table: {@code plan --ref} (freshet-sql.jar, so GET ...plan?ref=) lists that
     * CREATE at the branch's commit while the server's copy, untouched, plans nothing to do; an unknown branch is
     * 404, a name git refuses and a project without a link 400, in Freshet's words. Then a commit on main is pulled
     * by {@code pull} (POST ...pull) as the token's user, audited as the Git page's pull, and the server's copy is on
     * that commit with main's text.
     */
    @Test
    @Order(6)
    void aPullRequestsBranchIsPlannedAtItsRefAndMainsNewCommitIsPulledThroughTheApi() throws Exception {
        String byStatus = "lakehouse.team_dws.paid_by_status";
        String branchCommit = team.pushBranch("feature/by-status", "paid orders by status", Map.of(
                "04_team_by_status.sql", """
                        CREATE MATERIALIZED TABLE team_dws.paid_by_status
                        PARTITIONED BY (ds)
                        WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
                        FRESHNESS = INTERVAL '1' DAY
                        AS SELECT ds, status, COUNT(*) AS orders FROM team_dwd.paid_orders GROUP BY ds, status;
                        """));
        Page page = BROWSER.newPage();
        APP.signIn(page);
        String token = STEPS.createToken(page, "ci-ref");
        Path tokenFile = Files.createTempFile("freshet-token", "");
        Files.writeString(tokenFile, token + "\n");
        try {
            DeploySteps.Cli branch = STEPS.cli("plan", tokenFile, TEAM, "--ref", "feature/by-status", "--json");
            assertThat(branch.code()).as(branch.out() + branch.err()).isEqualTo(2);
            JsonNode plan = JSON.readTree(branch.out());
            assertThat(plan.path("commitWords").asText()).isEqualTo("feature/by-status at "
                    + branchCommit.substring(0, 8));
            List<String> changes = new ArrayList<>();
            plan.path("tables").forEach(t -> {
                if (!t.path("action").asText().equals("UNCHANGED")) {
                    changes.add(t.path("action").asText() + " " + t.path("table").asText());
                }
            });
            assertThat(changes).containsExactly("CREATE " + byStatus);
            assertThat(plan.path("tables").findValuesAsText("table")).contains(PAID, DAILY, BUYERS);

            DeploySteps.Cli[] own = new DeploySteps.Cli[1];
            boolean nothingToDo = SampleLakehouseExtension.await(Duration.ofSeconds(90), () -> {
                own[0] = STEPS.cli("plan", tokenFile, TEAM, "--json");
                return own[0].code() == 0;
            });
            assertThat(nothingToDo).as("the server's copy: " + own[0].out() + own[0].err()).isTrue();
            JsonNode ownPlan = JSON.readTree(own[0].out());
            assertThat(ownPlan.path("commitWords").asText()).isEqualTo("main at " + lastCommit.substring(0, 8));
            assertThat(ownPlan.path("scripts").findValuesAsText("path")).doesNotContain("04_team_by_status.sql");

            HttpResponse<String> unknown = STEPS.api("GET", "projects/team/plan?ref=no-such-branch", token, null);
            assertThat(unknown.statusCode()).as(unknown.body()).isEqualTo(404);
            assertThat(JSON.readTree(unknown.body()).path("error").asText())
                    .isEqualTo("The repository has no branch 'no-such-branch'.");
            HttpResponse<String> badName = STEPS.api("GET", "projects/team/plan?ref=a..b", token, null);
            assertThat(badName.statusCode()).as(badName.body()).isEqualTo(400);
            assertThat(JSON.readTree(badName.body()).path("error").asText()).contains("not a branch name");
            HttpResponse<String> unlinked = STEPS.api("GET", "projects/ecommerce/plan?ref=main", token, null);
            assertThat(unlinked.statusCode()).as(unlinked.body()).isEqualTo(400);
            assertThat(JSON.readTree(unlinked.body()).path("error").asText())
                    .contains("not linked to a git repository");

            String noted = "-- orders paid per day\n" + DWS_A;
            String commitC = team.commit("C: a note on the daily count", Map.of(TEAM_DWS, noted));
            int pullsBefore = STEPS.auditCount(APP.developer(), "GIT_PULLED", "%");
            DeploySteps.Cli pull = STEPS.cli("pull", tokenFile, TEAM);
            assertThat(pull.code()).as(pull.out() + pull.err()).isZero();
            assertThat(pull.out()).contains("Project team pulled: main at " + commitC.substring(0, 8))
                    .contains("changed: " + TEAM_DWS);
            assertThat(APP.savedContent(APP.scriptId(TEAM, TEAM_DWS))).isEqualTo(noted);
            assertThat(STEPS.auditCount(APP.developer(), "GIT_PULLED", "%")).isEqualTo(pullsBefore + 1);
            lastCommit = commitC;
        } finally {
            Files.deleteIfExists(tokenFile);
        }
    }

    /** Waits until the lineage graph drawn holds the table ({@code catalog.database.table}). */
    private static void awaitGraphWith(Page page, String table) {
        page.waitForFunction("id => { const g = document.querySelector('#lineage-graph');"
                + " return g && g.graph && JSON.parse(g.graph).tables.some(t => t.id === id); }", table,
                new Page.WaitForFunctionOptions().setTimeout(WAIT));
    }

    @SuppressWarnings("unchecked")
    private static List<String> graphTables(Page page) {
        return (List<String>) page.locator("#lineage-graph").evaluate("g => JSON.parse(g.graph).tables.map(t => t.id)");
    }

    /** Each table's state as the lineage graph draws it from the health model: table to state. */
    @SuppressWarnings("unchecked")
    private static Map<String, String> healthOnGraph(Page page) {
        return (Map<String, String>) page.locator("#lineage-graph").evaluate("g => Object.fromEntries(JSON.parse(g.graph)"
                + ".tables.filter(t => t.health).map(t => [t.id, t.health]))");
    }

    /** Links a project to a repository as {@code GitService.link} records it; its id. */
    private static long linkToGit(String project, String remoteUrl) throws Exception {
        try (Connection c = APP.database().getConnection();
             PreparedStatement id = c.prepareStatement("SELECT id FROM project WHERE name = ?");
             PreparedStatement link = c.prepareStatement("INSERT INTO git_link (project_id, remote_url, branch,"
                     + " linked_by, linked_at) VALUES (?, ?, 'main', ?, ?)")) {
            id.setString(1, project);
            long projectId;
            try (var rs = id.executeQuery()) {
                rs.next();
                projectId = rs.getLong(1);
            }
            link.setLong(1, projectId);
            link.setString(2, remoteUrl);
            link.setString(3, APP.developer());
            link.setObject(4, OffsetDateTime.now());
            link.executeUpdate();
            return projectId;
        }
    }

    /** The name a production table of the team project has in environment dev_. */
    private static String dev(String table) {
        return table.replace("lakehouse.team_", "lakehouse.dev_team_");
    }

    @AfterAll
    static void closeRepository() {
        if (team != null) {
            team.close();
        }
    }
}
