package io.freshet.backend.ingest.ingestions;

import io.freshet.gateway.flink.CompletedCheckpoint;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToDoubleFunction;
import org.apache.paimon.Snapshot;

/**
 * Benchmark helper: when each source change became visible in one Paimon table, and in which commit; read from the
 * table's snapshots as they appear, so every sample also tells its Paimon commit time and checkpoint.
 */
final class CommitTimes {

    /** A change as a reader of the table saw it: noticed at {@code seen}, written by the commit of {@code commit}. */
    record Seen(long seen, long paimonCommit, long commit) {
    }

    /** One change's commit-to-table time cut at the checkpoint that carried it (milliseconds; missed: earlier ones). */
    record Parts(double total, double toTrigger, double checkpoint, double toPaimonCommit, double discovery,
                 int missed) {
    }

    private final PaimonKeys paimon;
    private final String database;
    private final String table;
    private final Map<Long, Seen> seen = new ConcurrentHashMap<>();
    private long lastSnapshot = -1;

    CommitTimes(PaimonKeys paimon, String database, String table) {
        this.paimon = paimon;
        this.database = database;
        this.table = table;
    }

    /** Reads the table again when it has a new snapshot and records the changes among {@code committed} it holds. */
    void poll(Set<Long> committed) {
        Snapshot latest = paimon.latest(database, table);
        if (latest == null || latest.id() == lastSnapshot) {
            return;
        }
        long now = System.currentTimeMillis();
        lastSnapshot = latest.id();
        Set<Long> values = paimon.valuesAt(database, table, "order_id", latest.id());
        long paimonCommit = paimon.commitMillis(database, table, latest);
        for (Long order : committed) {
            if (!seen.containsKey(order) && values.contains(order)) {
                seen.put(order, new Seen(now, paimonCommit, latest.commitIdentifier()));
            }
        }
    }

    Map<Long, Seen> seen() {
        return seen;
    }

    /** Each change's time cut at the checkpoint whose commit carried it; changes of an unknown checkpoint left out. */
    List<Parts> parts(Map<Long, Long> committed, Map<Long, CompletedCheckpoint> checkpoints) {
        List<Parts> parts = new ArrayList<>();
        for (Map.Entry<Long, Long> change : committed.entrySet()) {
            long c = change.getValue();
            Seen s = seen.get(change.getKey());
            CompletedCheckpoint cp = s == null ? null : checkpoints.get(s.commit());
            if (cp == null) {
                continue;
            }
            long triggered = cp.triggered().toEpochMilli();
            long acknowledged = cp.acknowledged().toEpochMilli();
            int missed = (int) checkpoints.values().stream().filter(k -> k.triggered().toEpochMilli() > c
                    && k.triggered().toEpochMilli() < triggered).count();
            parts.add(new Parts(s.seen() - c, triggered - c, acknowledged - triggered,
                    s.paimonCommit() - acknowledged, s.seen() - s.paimonCommit(), missed));
        }
        return parts;
    }

    /** "p50 a, p90 b, p99 c, max d" in seconds, nearest rank. */
    static <T> String percentiles(Collection<T> samples, ToDoubleFunction<T> millis) {
        List<Double> sorted = new ArrayList<>(samples.stream().map(millis::applyAsDouble).toList());
        if (sorted.isEmpty()) {
            return "no samples";
        }
        Collections.sort(sorted);
        return String.format("p50 %.1f s, p90 %.1f s, p99 %.1f s, max %.1f s (min %.1f s, n=%d)",
                rank(sorted, 0.5) / 1000, rank(sorted, 0.9) / 1000, rank(sorted, 0.99) / 1000,
                sorted.get(sorted.size() - 1) / 1000, sorted.get(0) / 1000, sorted.size());
    }

    private static double rank(List<Double> sorted, double p) {
        return sorted.get(Math.max(0, (int) Math.ceil(p * sorted.size()) - 1));
    }
}
