package io.freshet.backend.health;

import io.freshet.ui.health.HealthChange;
import io.freshet.ui.health.HealthSubject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;

/**
 * Records state changes: only the instance holding the health lease does (so two instances with slightly different
 * looks at Flink do not record a table flapping between their two views), each change once (the store's conditional
 * update). Every instance reads the recorded states back for "since when".
 */
public final class HealthRecorder {

    private static final Logger LOG = LoggerFactory.getLogger(HealthRecorder.class);

    private final HealthStore store;
    private final String holder;
    private final Duration lease;

    /** @param interval the poll interval: the lease lasts three of them, so a stopped holder is replaced soon */
    public HealthRecorder(HealthStore store, String holder, Duration interval) {
        this.store = store;
        this.holder = holder;
        this.lease = interval.multipliedBy(3);
    }

    /** The recorded states after this evaluation, and the changes it recorded, oldest first. */
    public record Outcome(Map<HealthSubject, HealthStore.Recorded> states, List<HealthChange> changes) {
    }

    Outcome record(Map<HealthSubject, OwnHealth> now, Instant at, boolean inputsRead) {
        try {
            Map<HealthSubject, HealthStore.Recorded> states = new HashMap<>(store.states());
            if (!inputsRead || !store.lease(holder, at, lease)) {
                return new Outcome(states, List.of());
            }
            List<HealthChange> changes = new ArrayList<>();
            for (Map.Entry<HealthSubject, OwnHealth> e : now.entrySet()) {
                HealthStore.Recorded before = states.get(e.getKey());
                OwnHealth health = e.getValue();
                if (before != null && before.state() == health.state()) {
                    continue;
                }
                HealthChange change = new HealthChange(e.getKey(), before == null ? null : before.state(),
                        health.state(), health.reason(), at);
                if (store.record(change)) {
                    changes.add(change);
                    states.put(e.getKey(), new HealthStore.Recorded(health.state(), health.reason(), at));
                }
            }
            for (HealthSubject gone : List.copyOf(states.keySet())) {
                if (!now.containsKey(gone)) {
                    store.forget(gone);
                    states.remove(gone);
                }
            }
            return new Outcome(states, changes);
        } catch (DataAccessException e) {
            LOG.warn("Health changes not recorded: {}", e.getMessage());
            return new Outcome(Map.of(), List.of());
        }
    }
}
