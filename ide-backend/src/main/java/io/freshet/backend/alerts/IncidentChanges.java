package io.freshet.backend.alerts;

import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthSubject;
import java.util.List;
import java.util.Map;

/**
 * For one rule and one evaluation: the subjects that started firing (no open incident yet) and the open incidents
 * whose subject no longer matches (recovered, or gone from the model).
 */
record IncidentChanges(List<HealthEntry> started, List<OpenIncident> stopped) {

    IncidentChanges {
        started = List.copyOf(started);
        stopped = List.copyOf(stopped);
    }

    static IncidentChanges of(Map<HealthSubject, HealthEntry> firing, List<OpenIncident> open) {
        List<HealthSubject> alreadyOpen = open.stream().map(OpenIncident::subject).toList();
        List<HealthEntry> started = firing.values().stream().filter(e -> !alreadyOpen.contains(e.subject())).toList();
        List<OpenIncident> stopped = open.stream().filter(i -> !firing.containsKey(i.subject())).toList();
        return new IncidentChanges(started, stopped);
    }

    boolean none() {
        return started.isEmpty() && stopped.isEmpty();
    }
}
