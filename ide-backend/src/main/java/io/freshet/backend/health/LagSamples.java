package io.freshet.backend.health;

import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLag;
import io.freshet.ui.health.HealthSubject;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The lag of each table at every evaluation, in memory, the latest {@link #KEPT} per table, for the chart. */
final class LagSamples {

    /** An hour at the default poll interval of 30 s. */
    static final int KEPT = 120;

    private final Map<HealthSubject, Deque<HealthLag>> samples = new ConcurrentHashMap<>();

    void add(Instant at, List<HealthEntry> entries) {
        for (HealthEntry e : entries) {
            if (e.lag() == null) {
                continue;
            }
            Deque<HealthLag> mine = samples.computeIfAbsent(e.subject(), s -> new ArrayDeque<>());
            synchronized (mine) {
                mine.addLast(new HealthLag(at, e.lag(), e.target()));
                while (mine.size() > KEPT) {
                    mine.removeFirst();
                }
            }
        }
        if (samples.size() > entries.size()) {
            java.util.Set<HealthSubject> present = new java.util.HashSet<>();
            entries.forEach(e -> present.add(e.subject()));
            samples.keySet().retainAll(present);
        }
    }

    List<HealthLag> of(HealthSubject subject, Instant since) {
        Deque<HealthLag> mine = samples.get(subject);
        if (mine == null) {
            return List.of();
        }
        synchronized (mine) {
            return mine.stream().filter(l -> !l.at().isBefore(since)).toList();
        }
    }
}
