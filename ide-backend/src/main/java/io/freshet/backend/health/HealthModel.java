package io.freshet.backend.health;

import io.freshet.ui.health.HealthChange;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLag;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Service;

/** The health model for the views and the JSON endpoint: the latest evaluation and the recorded changes. */
@Service
public class HealthModel implements HealthService {

    private final HealthEvaluator evaluator;
    private final HealthStore store;

    public HealthModel(HealthEvaluator evaluator, HealthStore store) {
        this.evaluator = evaluator;
        this.store = store;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<HealthEntry> current() {
        return evaluator.latest();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<HealthChange> history(HealthSubject subject, Instant since) {
        return store.history(subject, since);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<HealthLag> lags(HealthSubject subject, Instant since) {
        return evaluator.lags(subject, since);
    }
}
