package io.freshet.backend.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.audit.AuditLog;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.common.NotFoundException;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DefinitionPart;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.deploy.ProjectPlan;
import io.freshet.ui.deploy.Refill;
import io.freshet.ui.deploy.TableAction;
import io.freshet.ui.deploy.TableData;
import io.freshet.ui.deploy.TablePlan;
import io.freshet.ui.deploy.Welcome;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.http.MediaType;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

/**
 * The API's answers to what the deploy service throws, with the service faked: 503 while not ready, 403 for a role
 * refusal (audited), 400 with the service's words, 500 without an exception's text, 404 for an unknown call; the plan
 * with the words a terminal prints; a plan at a ref is the branch's plan (404 for an unknown branch); an apply plans
 * with the body's options and applies that plan, unless it no longer matches the fingerprint the caller reviewed, and
 * never a branch's.
 */
class DeployApiTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static JdbcTemplate jdbc;
    private final FakeDeploys deploys = new FakeDeploys();
    private final ObjectMapper json = Jackson2ObjectMapperBuilder.json().build();
    private final MockMvc mvc = MockMvcBuilders.standaloneSetup(new DeployApi(deploys, json))
            .setControllerAdvice(new ApiExceptions(new AuditLog(jdbc)))
            .setMessageConverters(new MappingJackson2HttpMessageConverter(json)).build();

    @BeforeAll
    static void database() {
        jdbc = new JdbcTemplate(DB.dataSource());
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aPlanWhileTheGatewayIsNotReadyIs503() throws Exception {
        deploys.notReady = "The Flink SQL Gateway is starting";
        MockHttpServletResponse response = call(get("/api/v1/projects/shop/plan"));
        assertThat(response.getStatus()).isEqualTo(503);
        assertThat(error(response)).isEqualTo("The Flink SQL Gateway is starting. Plan again once it is ready.");
    }

    @Test
    void aRoleRefusalIs403AndAudited() throws Exception {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("vera", null, "ROLE_VIEWER"));
        deploys.failure = new AccessDeniedException("Access Denied");
        MockHttpServletResponse response = call(get("/api/v1/projects/shop/plan"));
        assertThat(response.getStatus()).isEqualTo(403);
        assertThat(error(response)).startsWith("Refused");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE actor = 'vera'"
                + " AND action = 'API_REQUEST_REFUSED' AND target = 'GET /api/v1/projects/shop/plan'", Integer.class))
                .isEqualTo(1);
    }

    @Test
    void aServiceExceptionIs400WithItsWordsAndAnythingElse500WithoutItsText() throws Exception {
        deploys.failure = new ServiceException("No project named shop.");
        MockHttpServletResponse refused = call(get("/api/v1/projects/shop/plan"));
        assertThat(refused.getStatus()).isEqualTo(400);
        assertThat(error(refused)).isEqualTo("No project named shop.");

        deploys.failure = new IllegalStateException("java.io.IOException: /home/freshet/secret.key: s3cr3t");
        MockHttpServletResponse broken = call(get("/api/v1/deployments/5"));
        assertThat(broken.getStatus()).isEqualTo(500);
        assertThat(broken.getContentAsString()).doesNotContain("secret.key").doesNotContain("s3cr3t")
                .doesNotContain("IOException");
        assertThat(error(broken)).isEqualTo("The server could not complete this call; its log has the details.");
    }

    @Test
    void badPathsAndBodiesAre4xxInJson() throws Exception {
        MockHttpServletResponse notANumber = call(get("/api/v1/deployments/abc"));
        assertThat(notANumber.getStatus()).isEqualTo(400);
        assertThat(error(notANumber)).contains("must be a number");

        MockHttpServletResponse unknown = call(get("/api/v1/projects"));
        assertThat(unknown.getStatus()).isEqualTo(404);
        assertThat(error(unknown)).isEqualTo("There is no API call GET /api/v1/projects.");

        MockHttpServletResponse broken = call(post("/api/v1/projects/shop/apply")
                .contentType(MediaType.APPLICATION_JSON).content("{\"recreate\": [oops"));
        assertThat(broken.getStatus()).isEqualTo(400);
        assertThat(error(broken)).isEqualTo("The body is not the JSON this call takes.");
        assertThat(deploys.planned).as("nothing planned").isNull();
    }

    @Test
    void anApplyPlansWithTheBodysOptionsAndAppliesThatPlan() throws Exception {
        deploys.plan = plan("f1");
        MockHttpServletResponse response = call(post("/api/v1/projects/shop/apply")
                .contentType(MediaType.APPLICATION_JSON).content("{\"recreate\": [\"lakehouse.dws.b\"],"
                        + " \"dropRemoved\": true}"));
        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(error(response)).isEqualTo("applied");
        assertThat(deploys.planned.recreate()).containsExactly("lakehouse.dws.b");
        assertThat(deploys.planned.dropRemoved()).isTrue();
        assertThat(deploys.applied).isSameAs(deploys.plan);
    }

    @Test
    void aPlanThatNoLongerMatchesTheReviewedFingerprintIsNotApplied() throws Exception {
        deploys.plan = plan("now");
        MockHttpServletResponse response = call(post("/api/v1/projects/shop/apply")
                .contentType(MediaType.APPLICATION_JSON).content("{\"fingerprint\": \"reviewed\"}"));
        assertThat(response.getStatus()).isEqualTo(409);
        assertThat(error(response)).contains("changed since that plan was made");
        assertThat(deploys.applied).as("nothing applied").isNull();
    }

    @Test
    void thePlanCarriesTheWordsATerminalPrints() throws Exception {
        deploys.plan = plan("f1");
        MockHttpServletResponse response = call(get("/api/v1/projects/shop/plan?recreateChanged=true"));
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(deploys.planned.recreateAllChanged()).isTrue();
        var body = json.readTree(response.getContentAsString());
        assertThat(body.path("nothingToDo").asBoolean()).isFalse();
        assertThat(body.path("commitWords").asText()).isEqualTo("main at 1a2b3c4d");
        assertThat(body.path("fingerprint").asText()).isEqualTo("f1");
        var table = body.path("tables").get(0);
        assertThat(table.path("action").asText()).isEqualTo("RECREATE");
        assertThat(table.path("reason").asText()).isEqualTo("query differs");
        assertThat(table.path("droppedWords").asText()).startsWith("1,234 rows in 5 partitions");
        assertThat(table.path("refillWords").asText()).isEqualTo("backfill of 5 days (2024-06-01 .. 2024-06-05)");
        assertThat(table.path("downstream").get(0).asText()).isEqualTo("lakehouse.dws.daily");
    }

    @Test
    void aPlanAndAnApplyForAnEnvironmentPassItAndTheAnswerSaysWhichItIs() throws Exception {
        deploys.plan = plan("f1", PlanOptions.DEFAULT.withEnvironment("dev_"));
        MockHttpServletResponse response = call(get("/api/v1/projects/shop/plan?environment=dev_"));
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(deploys.planned.environment()).isEqualTo("dev_");
        var body = json.readTree(response.getContentAsString());
        assertThat(body.path("environment").asText()).isEqualTo("dev_");
        assertThat(body.path("environmentWords").asText()).isEqualTo("dev_");
        assertThat(body.path("options").path("environment").asText()).isEqualTo("dev_");

        call(post("/api/v1/projects/shop/apply").contentType(MediaType.APPLICATION_JSON)
                .content("{\"environment\": \"pr_42_\", \"recreateChanged\": true}"));
        assertThat(deploys.planned.environment()).isEqualTo("pr_42_");
        assertThat(deploys.planned.recreateAllChanged()).isTrue();

        call(post("/api/v1/projects/shop/apply").contentType(MediaType.APPLICATION_JSON).content("{}"));
        assertThat(deploys.planned.environment()).as("no environment: production").isEmpty();
    }

    @Test
    void anEnvironmentThatIsNotAPlainPrefixIs400AndNothingIsPlanned() throws Exception {
        MockHttpServletResponse response = call(get("/api/v1/projects/shop/plan?environment=Dev-1"));
        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(error(response)).contains("'Dev-1' is not a database prefix", "lower-case");
        assertThat(deploys.planned).isNull();

        MockHttpServletResponse applied = call(post("/api/v1/projects/shop/apply")
                .contentType(MediaType.APPLICATION_JSON).content("{\"environment\": \"../prod\"}"));
        assertThat(applied.getStatus()).isEqualTo(400);
        assertThat(error(applied)).contains("not a database prefix");
        assertThat(deploys.applied).isNull();
    }

    @Test
    void aPlanWithARefPlansThatBranchAndItsCommitIsTheBranchs() throws Exception {
        deploys.plan = plan("f2", PlanOptions.DEFAULT, new PlanCommit("feature/orders", "9f8e7d6c5b4a", false));
        MockHttpServletResponse response = call(get(java.net.URI.create("/api/v1/projects/shop/plan"
                + "?ref=feature%2Forders&recreateChanged=true")));
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(deploys.branch).isEqualTo("feature/orders");
        assertThat(deploys.planned.recreateAllChanged()).isTrue();
        assertThat(json.readTree(response.getContentAsString()).path("commitWords").asText())
                .isEqualTo("feature/orders at 9f8e7d6c");

        deploys.branch = null;
        call(get("/api/v1/projects/shop/plan"));
        assertThat(deploys.branch).as("no ref: the server's copy").isNull();
    }

    @Test
    void anUnknownBranchIs404AndAProjectWithoutALinkOrABadNameIs400InTheServicesWords() throws Exception {
        deploys.failure = new NotFoundException("The repository has no branch 'nope'.");
        MockHttpServletResponse unknown = call(get("/api/v1/projects/shop/plan?ref=nope"));
        assertThat(unknown.getStatus()).isEqualTo(404);
        assertThat(error(unknown)).isEqualTo("The repository has no branch 'nope'.");

        deploys.failure = new ServiceException("'a..b' is not a branch name git accepts.");
        MockHttpServletResponse bad = call(get("/api/v1/projects/shop/plan?ref=a..b"));
        assertThat(bad.getStatus()).isEqualTo(400);
        assertThat(error(bad)).isEqualTo("'a..b' is not a branch name git accepts.");
    }

    @Test
    void anApplyTakesNoRefAndAppliesTheServersCopy() throws Exception {
        deploys.plan = plan("f1");
        call(post("/api/v1/projects/shop/apply?ref=feature").contentType(MediaType.APPLICATION_JSON)
                .content("{\"ref\": \"feature\"}"));
        assertThat(deploys.branch).as("never a branch's plan").isNull();
        assertThat(deploys.applied).isSameAs(deploys.plan);
    }

    private static ProjectPlan plan(String fingerprint) {
        return plan(fingerprint, PlanOptions.DEFAULT);
    }

    private static ProjectPlan plan(String fingerprint, PlanOptions options) {
        return plan(fingerprint, options, new PlanCommit("main", "1a2b3c4d5e6f", false));
    }

    private static ProjectPlan plan(String fingerprint, PlanOptions options, PlanCommit commit) {
        TablePlan table = new TablePlan("lakehouse.dwd.paid", TableAction.RECREATE, "MATERIALIZED_TABLE", "FULL",
                "01_dwd.sql", 2, List.of(DefinitionPart.QUERY), null, new TableData(1234, 5, 2048),
                Refill.backfill(5, "2024-06-01 .. 2024-06-05"), List.of("lakehouse.dws.daily"));
        return new ProjectPlan("shop", options, commit, "dev",
                Instant.now(), List.of(table), List.of(), List.of(), fingerprint);
    }

    private MockHttpServletResponse call(RequestBuilder request) throws Exception {
        return mvc.perform(request).andReturn().getResponse();
    }

    private String error(MockHttpServletResponse response) throws Exception {
        return json.readTree(response.getContentAsString()).path("error").asText();
    }

    /** Throws what a test sets; records what an apply was given. */
    private static final class FakeDeploys implements DeployService {

        String notReady;
        RuntimeException failure;
        Set<String> started;
        PlanOptions planned;
        String branch;
        ProjectPlan plan;
        ProjectPlan applied;

        @Override
        public Welcome welcome() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Optional<String> notReady() {
            return Optional.ofNullable(notReady);
        }

        @Override
        public DeployPlan plan(String project) {
            throw failure;
        }

        @Override
        public DeployProgress start(String project, Set<String> recreate) {
            started = recreate;
            throw failure;
        }

        @Override
        public DeployProgress followUp(long deployId, boolean refresh, boolean backfill) {
            throw failure;
        }

        @Override
        public DeployProgress cancel(long deployId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public DeployProgress progress(long deployId) {
            throw failure;
        }

        @Override
        public Optional<DeployProgress> latest(String project) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ProjectPlan plan(String project, PlanOptions options) {
            planned = options;
            if (failure != null) {
                throw failure;
            }
            return plan;
        }

        @Override
        public ProjectPlan planBranch(String project, String ref, PlanOptions options) {
            branch = ref;
            return plan(project, options);
        }

        @Override
        public DeployProgress apply(ProjectPlan given) {
            applied = given;
            throw new ServiceException("applied");
        }

        @Override
        public List<DeployProgress> history(String project, int limit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Optional<DeployProgress> lastApplied(String project) {
            throw new UnsupportedOperationException();
        }
    }
}
