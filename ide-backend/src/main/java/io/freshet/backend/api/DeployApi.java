package io.freshet.backend.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.PlanOptions;
import io.freshet.ui.deploy.ProjectPlan;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The headless plan and apply of a project ({@code /api/v1}, see {@link ApiV1Security}): the deploy page's own
 * {@link DeployService} calls, made as the token's user, so its roles, the statement gate and the audit log apply as
 * in the browser. The plan and a deployment's progress are the service's records as JSON, whatever fields they hold
 * (the plan with a few words added for a terminal, {@link PlanJson}).
 */
@RestController
@RequestMapping(path = "/api/v1", produces = MediaType.APPLICATION_JSON_VALUE)
public class DeployApi {

    private final DeployService deploys;
    private final ObjectMapper json;

    public DeployApi(DeployService deploys, ObjectMapper json) {
        this.deploys = deploys;
        this.json = json;
    }

    /**
     * What an apply with these options would do now: the deploy plan object, with words for a terminal added
     * ({@code nothingToDo}, {@code blocked}, {@code commitWords}, and per table {@code reason}, {@code droppedWords},
     * {@code refillWords}). 503 while the gateway or the live catalog is not ready, since a plan against an unread
     * catalog would call every table new. With {@code environment} (a database prefix such as {@code dev_}) the plan
     * places the project's own databases and tables there; a prefix that is not plain is refused (400). With
     * {@code ref} (a branch of the repository the project is linked to, e.g. a pull request's) the plan is that
     * branch's newest commit's scripts instead of the server's copy, which stays as it is: 400 for a project without a
     * link or a name that is not a plain branch name, 404 for a branch the repository lacks. No apply takes a ref.
     */
    @GetMapping("/projects/{name}/plan")
    public ResponseEntity<Object> plan(@PathVariable String name,
                                       @RequestParam(defaultValue = "false") boolean recreateChanged,
                                       @RequestParam(defaultValue = "false") boolean dropRemoved,
                                       @RequestParam(defaultValue = "") String environment,
                                       @RequestParam(required = false) String ref) {
        PlanOptions options = new PlanOptions(Set.of(), recreateChanged, dropRemoved, environment);
        Optional<String> notReady = deploys.notReady();
        if (notReady.isPresent()) {
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE)
                    .body(ApiErrors.body(notReady.get() + ". Plan again once it is ready."));
        }
        ProjectPlan plan = ref == null ? deploys.plan(name, options) : deploys.planBranch(name, ref, options);
        return ResponseEntity.ok().cacheControl(CacheControl.noStore()).body(PlanJson.of(plan, json));
    }

    /**
     * Plans with the body's options and applies that plan (202, its progress; follow it at
     * {@code /api/v1/deployments/{id}}). With the fingerprint of a plan the caller was shown, a plan that no longer
     * matches it is refused (409) instead of applied.
     */
    @PostMapping("/projects/{name}/apply")
    public ResponseEntity<Object> apply(@PathVariable String name, @RequestBody(required = false) ApplyRequest body) {
        ApplyRequest request = body == null ? new ApplyRequest(List.of(), false, false, null, null) : body;
        Set<String> recreate = new LinkedHashSet<>(request.recreate() == null ? List.of() : request.recreate());
        ProjectPlan plan = deploys.plan(name, new PlanOptions(recreate, request.recreateChanged(),
                request.dropRemoved(), request.environment()));
        if (request.fingerprint() != null && !request.fingerprint().equals(plan.fingerprint())) {
            return ResponseEntity.status(HttpStatus.CONFLICT).body(ApiErrors.body("The project or the live lakehouse"
                    + " changed since that plan was made; nothing was applied. Plan again."));
        }
        DeployProgress started = deploys.apply(plan);
        return ResponseEntity.accepted().location(URI.create("/api/v1/deployments/" + started.id())).body(started);
    }

    @GetMapping("/deployments/{id}")
    public ResponseEntity<DeployProgress> progress(@PathVariable long id) {
        return ResponseEntity.ok().cacheControl(CacheControl.noStore()).body(deploys.progress(id));
    }

    /** Answers a deployment waiting in SCRIPTS_DONE: run the chosen follow-ups, or end it with none. */
    @PostMapping("/deployments/{id}/follow-up")
    public DeployProgress followUp(@PathVariable long id, @RequestBody FollowUpRequest body) {
        return deploys.followUp(id, body.refresh(), body.backfill());
    }

    /** Every other path under the API: 404 in the API's own words, never the browser's error page. */
    @RequestMapping("/**")
    public ResponseEntity<Map<String, String>> unknown(HttpServletRequest request) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(ApiErrors.body("There is no API call "
                + request.getMethod() + " " + request.getRequestURI() + "."));
    }

    /**
     * The body of an apply.
     *
     * @param recreate        changed tables (catalog.database.table) to drop and create again; other changed tables
     *                        are kept
     * @param recreateChanged re-create every table the plan finds changed
     * @param dropRemoved     drop the project's live tables its scripts no longer define
     * @param fingerprint     the fingerprint of the plan the caller reviewed, or null to apply the plan as it is now
     * @param environment     the database prefix to deploy into (e.g. {@code dev_}), null or empty for production
     */
    public record ApplyRequest(List<String> recreate, boolean recreateChanged, boolean dropRemoved,
                               String fingerprint, String environment) {
    }

    /** The body of a follow-up: which of the offered follow-ups to run (neither ends the deployment). */
    public record FollowUpRequest(boolean refresh, boolean backfill) {
    }
}
