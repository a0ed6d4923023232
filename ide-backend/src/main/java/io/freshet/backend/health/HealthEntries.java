package io.freshet.backend.health;

import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthSubject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** The evaluated health as entries, worst first: by state, then the longest in it, then by name. */
final class HealthEntries {

    static final Comparator<HealthEntry> WORST_FIRST = Comparator.comparing(HealthEntry::state)
            .thenComparing(HealthEntry::since, Comparator.nullsLast(Comparator.<Instant>naturalOrder()))
            .thenComparing(e -> e.subject().name());

    private HealthEntries() {
    }

    static List<HealthEntry> of(Map<HealthSubject, OwnHealth> all, Map<HealthSubject, HealthStore.Recorded> recorded) {
        List<HealthEntry> entries = new ArrayList<>(all.size());
        all.forEach((subject, h) -> {
            HealthStore.Recorded r = recorded.get(subject);
            Instant since = r != null && r.state() == h.state() ? r.since() : null;
            entries.add(new HealthEntry(subject, h.state(), h.reason(), since, null, layer(subject), h.lag(),
                    h.target()));
        });
        entries.sort(WORST_FIRST);
        return List.copyOf(entries);
    }

    /** A table's database (catalog.database.table); none for an ingestion. */
    static String layer(HealthSubject subject) {
        if (subject.kind() == HealthSubject.Kind.INGESTION) {
            return null;
        }
        String[] parts = subject.name().split("\\.");
        return parts.length >= 3 ? parts[parts.length - 2] : null;
    }
}
