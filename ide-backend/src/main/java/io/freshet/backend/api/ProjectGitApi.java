package io.freshet.backend.api;

import io.freshet.ui.common.Counts;
import io.freshet.ui.common.NotFoundException;
import io.freshet.ui.git.GitPullResult;
import io.freshet.ui.git.GitService;
import io.freshet.ui.git.GitStatus;
import io.freshet.ui.git.ScriptGitState;
import io.freshet.ui.git.ScriptGitStatus;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The headless pull of a project linked to git ({@code /api/v1}, see {@link ApiV1Security}), so that a pipeline on
 * {@code main} brings the merged commit into the server's copy before it applies: the Git page's own
 * {@link GitService#pull}, as the token's user, with its role check, audit row and three-way merge.
 */
@RestController
@RequestMapping(path = "/api/v1", produces = MediaType.APPLICATION_JSON_VALUE)
public class ProjectGitApi {

    private final GitService git;
    private final ProjectService projects;

    public ProjectGitApi(GitService git, ProjectService projects) {
        this.git = git;
        this.projects = projects;
    }

    /**
     * Pulls the linked branch into the project's scripts: 200 with the commit the project is on and the scripts the
     * pull changed; 409 when scripts changed on both sides (now or at an earlier pull), which keep both texts as
     * conflicts for someone to resolve on the Git page (the others are pulled); 400 for a project without a link, 404
     * for an unknown project.
     */
    @PostMapping("/projects/{name}/pull")
    public ResponseEntity<Map<String, Object>> pull(@PathVariable String name) {
        ProjectInfo project = projects.named(name)
                .orElseThrow(() -> new NotFoundException("No project named " + name + "."));
        GitPullResult pulled = git.pull(project.id());
        Map<String, Object> body = answer(name, pulled);
        List<String> paths = conflicts(pulled.status());
        if (!paths.isEmpty()) {
            body.put("error", "The pull left " + Counts.of(paths.size(), "script") + " changed on both sides: "
                    + String.join(", ", paths) + ". Both texts are kept; choose one on the Git page, then commit. Do"
                    + " not apply until then.");
            return ResponseEntity.status(HttpStatus.CONFLICT).cacheControl(CacheControl.noStore()).body(body);
        }
        return ResponseEntity.ok().cacheControl(CacheControl.noStore()).body(body);
    }

    /** This pull's conflicts and those an earlier pull left unresolved. */
    private static List<String> conflicts(GitStatus status) {
        return status.scripts().stream().filter(s -> s.state() == ScriptGitState.CONFLICT)
                .map(ScriptGitStatus::path).toList();
    }

    private static Map<String, Object> answer(String project, GitPullResult pulled) {
        GitStatus status = pulled.status();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("project", project);
        body.put("branch", status.branch());
        body.put("commit", status.headCommit());
        body.put("message", status.headMessage());
        body.put("updated", pulled.updated());
        body.put("conflicts", conflicts(status));
        body.put("ahead", status.ahead());
        body.put("behind", status.behind());
        return body;
    }
}
