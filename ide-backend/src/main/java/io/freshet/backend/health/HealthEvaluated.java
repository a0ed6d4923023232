package io.freshet.backend.health;

import io.freshet.ui.health.HealthChange;
import io.freshet.ui.health.HealthEntry;
import java.time.Instant;
import java.util.List;

/**
 * Published (as a Spring application event) after each evaluation of the health model, in every instance; alerts
 * listen to it. The changes are those this evaluation recorded; the entries are every subject's state now.
 *
 * @param at      when the evaluation ran
 * @param entries every subject's health, worst first
 * @param changes the state changes it found, oldest first (empty when nothing changed)
 */
public record HealthEvaluated(Instant at, List<HealthEntry> entries, List<HealthChange> changes) {

    public HealthEvaluated {
        entries = List.copyOf(entries);
        changes = List.copyOf(changes);
    }
}
