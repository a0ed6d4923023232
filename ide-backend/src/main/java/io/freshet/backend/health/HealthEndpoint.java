package io.freshet.backend.health;

import io.freshet.backend.security.ApiSecurityConfig;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.health.HealthState;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/health}: the latest evaluation as JSON for monitoring systems; read-only, any signed-in role
 * (HTTP Basic, see {@code ApiSecurityConfig}); the service's own role check applies too.
 */
@RestController
public class HealthEndpoint {

    private final HealthService health;
    private final HealthEvaluator evaluator;

    public HealthEndpoint(HealthService health, HealthEvaluator evaluator) {
        this.health = health;
        this.evaluator = evaluator;
    }

    @GetMapping(path = ApiSecurityConfig.HEALTH_PATH, produces = MediaType.APPLICATION_JSON_VALUE)
    public ResponseEntity<Report> health() {
        List<HealthEntry> entries = health.current();
        Map<HealthState, Integer> counts = new LinkedHashMap<>();
        for (HealthState state : HealthState.values()) {
            counts.put(state, 0);
        }
        entries.forEach(e -> counts.merge(e.state(), 1, Integer::sum));
        Instant at = evaluator.evaluatedAt();
        Report report = new Report(Instant.EPOCH.equals(at) ? null : at.toString(), counts,
                entries.stream().map(HealthEndpoint::row).toList());
        return ResponseEntity.ok().cacheControl(CacheControl.noStore()).body(report);
    }

    private static Row row(HealthEntry e) {
        return new Row(e.subject().kind().name(), e.subject().name(), e.state().name(), e.reason(),
                e.since() == null ? null : e.since().toString(), e.layer(), e.project(), seconds(e.lag()),
                seconds(e.target()));
    }

    private static Long seconds(Duration d) {
        return d == null ? null : d.toSeconds();
    }

    /**
     * The JSON body.
     *
     * @param evaluatedAt when the evaluation ran (ISO-8601), null before the first
     * @param counts      subjects per state, every state listed, worst first
     * @param subjects    every subject, worst first
     */
    public record Report(String evaluatedAt, Map<HealthState, Integer> counts, List<Row> subjects) {
    }

    /** One subject in the JSON body; times ISO-8601, durations in whole seconds, nulls when unknown. */
    public record Row(String kind, String name, String state, String reason, String since, String layer,
                      String project, Long lagSeconds, Long targetSeconds) {
    }
}
