package io.freshet.backend.freshness;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * CONTINUOUS tables whose refresh job went with a dead embedded Flink, by {@code catalog.database.table}: lost while
 * Flink is down, being repaired, or not repaired and why. An entry speaks for the table only while the table still
 * names the lost job, so a table repaired or resumed another way shows its own state again.
 */
@Component
public class LostJobs {

    /** How far the repair of a lost job got. */
    public enum Phase {
        LOST("JOB LOST"),
        REPAIRING("JOB LOST, REPAIRING"),
        NOT_REPAIRED("JOB LOST, NOT REPAIRED");

        private final String label;

        Phase(String label) {
            this.label = label;
        }

        /** The status the tree and the table page show instead of Flink's ACTIVATED. */
        public String label() {
            return label;
        }
    }

    /** One lost job: its phase, the job's id, what happened in words, and since when. */
    public record Loss(Phase phase, String jobId, String words, Instant since) {
    }

    private final Map<String, Loss> losses = new ConcurrentHashMap<>();

    public void put(String table, Phase phase, String jobId, String words, Instant at) {
        losses.put(table, new Loss(phase, jobId, words, at));
    }

    /** The job runs again: the table speaks for itself. */
    public void repaired(String table) {
        losses.remove(table);
    }

    /**
     * The loss of a table whose refresh handler still names {@code currentJobId}, else empty; an entry for a job the
     * table no longer names (repaired or resumed by a person since) is forgotten here.
     */
    public Optional<Loss> of(String table, String currentJobId) {
        Loss loss = losses.get(table);
        if (loss != null && !loss.jobId().equals(currentJobId)) {
            losses.remove(table, loss);
            return Optional.empty();
        }
        return Optional.ofNullable(loss);
    }

    /** Every entry, for the Status page. */
    public Map<String, Loss> all() {
        return Map.copyOf(losses);
    }
}
