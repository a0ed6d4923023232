package io.freshet.backend.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.audit.AuditLog;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.GitPullResult;
import io.freshet.ui.git.GitService;
import io.freshet.ui.git.GitStatus;
import io.freshet.ui.git.ScriptGitState;
import io.freshet.ui.git.ScriptGitStatus;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.http.converter.json.MappingJackson2HttpMessageConverter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;

/**
 * The headless pull, with the git and project services faked: the project is found by name and pulled by the git
 * service's own pull; the answer is the commit and the scripts the pull changed, 409 naming the scripts left in
 * conflict, 404 for an unknown project, 400 in the service's words for a project without a link.
 */
class ProjectGitApiTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private final ObjectMapper json = Jackson2ObjectMapperBuilder.json().build();
    private final List<Long> pulled = new ArrayList<>();
    private LongFunction<GitPullResult> pull;
    private final MockMvc mvc = MockMvcBuilders.standaloneSetup(new ProjectGitApi(git(), projects()))
            .setControllerAdvice(new ApiExceptions(new AuditLog(new JdbcTemplate(DB.dataSource()))))
            .setMessageConverters(new MappingJackson2HttpMessageConverter(json)).build();

    @Test
    void aPullAnswersTheNewCommitAndTheScriptsItChanged() throws Exception {
        pull = id -> new GitPullResult(status(new ScriptGitStatus("01_dwd.sql", ScriptGitState.UNCHANGED)),
                List.of("01_dwd.sql"), List.of());

        MockHttpServletResponse response = call("shop");

        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(pulled).containsExactly(7L);
        JsonNode body = json.readTree(response.getContentAsString());
        assertThat(body.path("commit").asText()).isEqualTo("c0ffee00c0ffee00");
        assertThat(body.path("branch").asText()).isEqualTo("main");
        assertThat(body.path("updated").get(0).asText()).isEqualTo("01_dwd.sql");
        assertThat(body.path("conflicts").isEmpty()).isTrue();
        assertThat(body.has("error")).isFalse();
    }

    @Test
    void aPullThatLeftConflictsIs409NamingThem() throws Exception {
        pull = id -> new GitPullResult(status(new ScriptGitStatus("01_dwd.sql", ScriptGitState.CONFLICT),
                new ScriptGitStatus("02_dws.sql", ScriptGitState.UNCHANGED)), List.of("02_dws.sql"),
                List.of(new GitConflict("01_dwd.sql", "mine", "theirs")));

        MockHttpServletResponse response = call("shop");

        assertThat(response.getStatus()).isEqualTo(409);
        JsonNode body = json.readTree(response.getContentAsString());
        assertThat(body.path("error").asText()).contains("1 script changed on both sides: 01_dwd.sql")
                .contains("Both texts are kept");
        assertThat(body.path("conflicts").get(0).asText()).isEqualTo("01_dwd.sql");
        assertThat(body.path("updated").get(0).asText()).isEqualTo("02_dws.sql");
    }

    @Test
    void anUnknownProjectIs404AndAProjectWithoutALink400() throws Exception {
        MockHttpServletResponse unknown = call("nope");
        assertThat(unknown.getStatus()).isEqualTo(404);
        assertThat(json.readTree(unknown.getContentAsString()).path("error").asText())
                .isEqualTo("No project named nope.");
        assertThat(pulled).isEmpty();

        pull = id -> {
            throw new ServiceException("This project is not linked to a git repository.");
        };
        MockHttpServletResponse unlinked = call("shop");
        assertThat(unlinked.getStatus()).isEqualTo(400);
        assertThat(json.readTree(unlinked.getContentAsString()).path("error").asText())
                .isEqualTo("This project is not linked to a git repository.");
    }

    private MockHttpServletResponse call(String project) throws Exception {
        return mvc.perform(post("/api/v1/projects/" + project + "/pull")).andReturn().getResponse();
    }

    private static GitStatus status(ScriptGitStatus... scripts) {
        return new GitStatus(7, "https://git.example.com/shop.git", "main", "c0ffee00c0ffee00", "B", "teammate", 0, 0,
                List.of(scripts));
    }

    /** A git service whose pull records the project and answers what the test set; nothing else is called. */
    private GitService git() {
        return (GitService) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {GitService.class},
                (proxy, method, args) -> {
                    if (!method.getName().equals("pull")) {
                        throw new UnsupportedOperationException(method.getName());
                    }
                    pulled.add((Long) args[0]);
                    return pull.apply((Long) args[0]);
                });
    }

    /** A project service that knows one project, shop (id 7). */
    private static ProjectService projects() {
        return (ProjectService) Proxy.newProxyInstance(ProjectGitApiTest.class.getClassLoader(),
                new Class<?>[] {ProjectService.class}, (proxy, method, args) -> {
                    if (method.isDefault()) {
                        return InvocationHandler.invokeDefault(proxy, method, args);
                    }
                    if (!method.getName().equals("projects")) {
                        throw new UnsupportedOperationException(method.getName());
                    }
                    return List.of(new ProjectInfo(7, "shop", null, null, null, null));
                });
    }
}
