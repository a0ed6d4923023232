package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.ingest.sources.SlotStatus;
import io.freshet.ui.ingest.IngestionState;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Judges an active CDC ingestion from one look at its Flink job and its replication slots against the previous look:
 * RUNNING only while the job runs without new restarts and every slot that streamed stays read and advances;
 * RESTARTING after one restart; FAILING when it restarts again before it recovered, or a slot stalls; FAILED when
 * Flink ended the job. Pure: the watch keeps the memory between looks.
 */
final class IngestionTruth {

    /** How long a streaming slot may stay unconfirmed while WAL waits for it. */
    static final Duration STUCK = Duration.ofMinutes(2);
    /** WAL below this waits for any slot now and then (other databases write too). */
    static final long SMALL_LAG = 16L * 1024 * 1024;

    /**
     * One look. {@code status} is Flink's job status (null: Flink does not list the job), {@code restarts} its
     * numRestarts (null: unknown), {@code failure} the latest failure's root cause in words (null: none), {@code slots}
     * the ingestion's slots that exist (null: the source could not be read).
     */
    record Look(String jobId, String status, Long restarts, String failure, List<SlotStatus> slots, Instant at) {
    }

    /** What earlier looks at the same job saw. */
    record Memory(String jobId, long restarts, Set<String> streamed, Map<String, String> confirmed,
                  Map<String, Instant> confirmedSince, Map<String, Integer> idle) {
    }

    /** The state to move to (null: leave it), why, and the memory for the next look. */
    record Verdict(IngestionState state, String message, Memory memory) {
    }

    private IngestionTruth() {
    }

    static Verdict judge(IngestionState current, List<String> slotNames, Look look, Memory before) {
        Memory last = before != null && before.jobId().equals(look.jobId()) ? before : null;
        long restarts = look.restarts() == null ? (last == null ? 0 : last.restarts()) : look.restarts();
        long fresh = last == null ? 0 : Math.max(0, restarts - last.restarts());
        Memory memory = remember(look, last, restarts);
        if (look.status() == null || "CANCELLING".equals(look.status())) {
            return new Verdict(null, null, memory);
        }
        String cause = look.failure() == null ? "" : ": " + look.failure();
        if (IngestionControl.ENDED.contains(look.status())) {
            return new Verdict(IngestionState.FAILED, "Flink's job " + look.jobId() + " ended " + look.status()
                    + cause, memory);
        }
        boolean recovering = current == IngestionState.RESTARTING || current == IngestionState.FAILING;
        if (fresh >= 2 || (fresh == 1 && recovering)) {
            return new Verdict(IngestionState.FAILING, "Failing: Flink restarted the job " + restarts
                    + " times, again since the last look" + cause, memory);
        }
        if (fresh == 1 || !"RUNNING".equals(look.status())) {
            return new Verdict(recovering ? current : IngestionState.RESTARTING, "Restarting (Flink's job is "
                    + look.status() + ", " + restarts + " restarts)" + cause, memory);
        }
        Optional<String> stalled = stalled(slotNames, look, memory, last);
        if (stalled.isPresent()) {
            return new Verdict(IngestionState.FAILING, "Failing: " + stalled.get(), memory);
        }
        return new Verdict(IngestionState.RUNNING, "Running job " + look.jobId(), memory);
    }

    private static Optional<String> stalled(List<String> names, Look look, Memory memory, Memory last) {
        if (look.slots() == null || last == null) {
            return Optional.empty();
        }
        for (String name : names) {
            if (!memory.streamed().contains(name)) {
                // still snapshotting: the slot is read once the job streams
                continue;
            }
            Optional<SlotStatus> slot = look.slots().stream().filter(s -> s.name().equals(name)).findFirst();
            if (slot.isEmpty()) {
                return Optional.of("the replication slot " + name + " is gone from the source.");
            }
            if (memory.idle().getOrDefault(name, 0) >= 2) {
                return Optional.of("nothing reads the replication slot " + name + " although the job runs.");
            }
            Instant since = memory.confirmedSince().get(name);
            if (since != null && slot.get().lagBytes() > SMALL_LAG
                    && Duration.between(since, look.at()).compareTo(STUCK) >= 0) {
                return Optional.of("the replication slot " + name + " has not advanced for "
                        + Duration.between(since, look.at()).toSeconds() + " s while " + slot.get().lagBytes()
                        + " bytes of WAL wait.");
            }
        }
        return Optional.empty();
    }

    private static Memory remember(Look look, Memory last, long restarts) {
        Set<String> streamed = new HashSet<>(last == null ? Set.of() : last.streamed());
        Map<String, String> confirmed = new HashMap<>();
        Map<String, Instant> since = new HashMap<>();
        Map<String, Integer> idle = new HashMap<>();
        for (SlotStatus s : look.slots() == null ? List.<SlotStatus>of() : look.slots()) {
            if (s.active()) {
                streamed.add(s.name());
            }
            confirmed.put(s.name(), String.valueOf(s.confirmed()));
            boolean same = last != null && String.valueOf(s.confirmed()).equals(last.confirmed().get(s.name()));
            since.put(s.name(), same ? last.confirmedSince().getOrDefault(s.name(), look.at()) : look.at());
            idle.put(s.name(), s.active() ? 0 : (last == null ? 0 : last.idle().getOrDefault(s.name(), 0)) + 1);
        }
        return new Memory(look.jobId(), restarts, Set.copyOf(streamed), Map.copyOf(confirmed), Map.copyOf(since),
                Map.copyOf(idle));
    }
}
