package io.freshet.backend.health;

import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.backend.warehouse.TableReaders;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * UPSTREAM through lineage: one walk downstream from every failing or late subject (worst first, so a table below
 * both a failing and a late one names the failing one) with {@link LineageWalk}, along {@link TableReaders} and from
 * ingestions to the tables they write. A table that is fresh on its own becomes UPSTREAM; one with its own trouble
 * keeps it.
 */
final class UpstreamWalk {

    private UpstreamWalk() {
    }

    /**
     * @param own     every subject's own health
     * @param readers per catalog, who reads a table ({@code database.table} names)
     * @param writes  ingestion to the tables ({@code catalog.database.table}) it writes
     * @return every subject's health after the walk, in {@code own}'s order
     */
    static Map<HealthSubject, OwnHealth> apply(Map<HealthSubject, OwnHealth> own, Map<String, TableReaders> readers,
                                               Map<HealthSubject, Collection<String>> writes) {
        Map<HealthSubject, OwnHealth> result = new LinkedHashMap<>(own);
        List<HealthSubject> origins = new ArrayList<>(own.keySet().stream()
                .filter(s -> own.get(s).state() == HealthState.FAILING || own.get(s).state() == HealthState.LATE)
                .toList());
        origins.sort(Comparator.comparing(s -> own.get(s).state()));
        Map<String, HealthSubject> tables = new HashMap<>();
        own.keySet().stream().filter(s -> s.kind() != HealthSubject.Kind.INGESTION).forEach(s -> tables.put(s.name(), s));
        Function<HealthSubject, List<HealthSubject>> next = from -> next(from, readers, writes).stream()
                .map(tables::get).filter(Objects::nonNull).toList();
        Set<HealthSubject> reached = new HashSet<>();
        for (HealthSubject origin : origins) {
            HealthState cause = own.get(origin).state();
            LineageWalk.walk(List.of(origin), -1, next, (from, to) -> {
                if (!reached.add(to)) {
                    return false; // a worse or earlier cause already reached it and everything below it
                }
                OwnHealth mine = own.get(to);
                if (mine.state() == HealthState.FRESH) {
                    String via = from.equals(origin) ? "" : " (through " + from.name() + ")";
                    String what = origin.kind() == HealthSubject.Kind.INGESTION ? "ingestion " : "";
                    result.put(to, new OwnHealth(HealthState.UPSTREAM, "Reads from " + what + origin.name() + via
                            + ", which is " + cause, mine.lag(), mine.target()));
                }
                return true;
            });
        }
        return result;
    }

    private static Collection<String> next(HealthSubject from, Map<String, TableReaders> readers,
                                           Map<HealthSubject, Collection<String>> writes) {
        if (from.kind() == HealthSubject.Kind.INGESTION) {
            return writes.getOrDefault(from, List.of());
        }
        int dot = from.name().indexOf('.');
        TableReaders catalog = dot < 0 ? null : readers.get(from.name().substring(0, dot));
        if (catalog == null) {
            return List.of();
        }
        String prefix = from.name().substring(0, dot + 1);
        return catalog.of(from.name().substring(dot + 1)).stream().map(t -> prefix + t).toList();
    }
}
