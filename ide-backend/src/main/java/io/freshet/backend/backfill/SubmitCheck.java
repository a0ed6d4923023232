package io.freshet.backend.backfill;

import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.gateway.mt.TableName;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Decides what became of a refresh found SUBMITTING (its instance stopped between recording the submit and
 * recording the job): Flink's manual refresh job of that table started since the submit, and writing that
 * partition, is its job; without one, a partition written since counts as refreshed, otherwise it runs again.
 */
final class SubmitCheck {

    /**
     * The JobManager's clock may be a little behind the clock that recorded the submit time. Small: a refresh
     * of the same partition that someone else started just before the submit would pass for this one.
     */
    static final Duration CLOCK_SKEW = Duration.ofSeconds(5);
    static final String ADOPTED = "submitted just before Freshet stopped; its job was found and watched";
    static final String WRITTEN = "submitted just before Freshet stopped; Flink no longer lists its job, but its"
            + " partition was written since the submit: counted as refreshed";
    static final String NOT_SUBMITTED = "never reached Flink; run again";
    static final String UNCHECKED = "Flink's job list could not be read after a restart and its partition was not"
            + " written since the submit: run again";

    /** What to record: RUNNING with the found job, SUCCEEDED or PENDING, each with a note for the history. */
    record Decision(PartitionState state, String jobId, String note) {
    }

    /** What Flink tells about its jobs (its REST API; a fake in unit tests). */
    interface FlinkView {

        /** Every job Flink knows, with start times; empty when Flink cannot be asked. */
        Optional<List<FlinkJob>> jobs();

        /** The descriptions of a job's plan nodes; empty when Flink cannot tell. */
        Optional<List<String>> plan(String jobId);
    }

    private SubmitCheck() {
    }

    /**
     * @param table   the partition's table as Flink names it in a refresh job's name (catalog.database.table)
     * @param taken   job ids other refreshes of this backfill already own
     * @param written whether the partition was written since the refresh's submit time
     */
    static Decision decide(PartitionRun p, TableName table, Set<String> taken, FlinkView flink,
                           Predicate<PartitionRun> written) {
        Optional<List<FlinkJob>> listed = flink.jobs();
        if (listed.isPresent()) {
            Instant submitted = p.startedAt() == null ? Instant.EPOCH : p.startedAt();
            Instant since = submitted.minus(CLOCK_SKEW);
            Optional<FlinkJob> found = listed.get().stream()
                    .filter(job -> !taken.contains(job.id()))
                    .filter(job -> job.startTime() != null && !job.startTime().isBefore(since))
                    .filter(job -> job.refresh().filter(r -> r.kind() == RefreshJobName.Kind.ONE_TIME
                            && r.table().equals(table)).isPresent())
                    // the job starts after the submit: one that started after it comes first, the nearest first
                    .sorted(Comparator.comparing((FlinkJob job) -> job.startTime().isBefore(submitted))
                            .thenComparing(job -> Duration.between(submitted, job.startTime()).abs()))
                    // another refresh of the same table (a second SUBMITTING one, or someone's manual refresh)
                    // writes another partition: its plan holds the partition values as literals; without a plan
                    // (Flink cannot tell yet) the name and the start time decide
                    .filter(job -> flink.plan(job.id()).map(plan -> plan.isEmpty() || writes(plan, p.partition()))
                            .orElse(true))
                    .findFirst();
            if (found.isPresent()) {
                return new Decision(PartitionState.RUNNING, found.get().id(), ADOPTED);
            }
        }
        if (written.test(p)) {
            return new Decision(PartitionState.SUCCEEDED, null, WRITTEN);
        }
        return new Decision(PartitionState.PENDING, null, listed.isPresent() ? NOT_SUBMITTED : UNCHECKED);
    }

    /** Whether a plan names every value of the partition ({@code ds=2024-06-01/hh=03}) as a string literal. */
    static boolean writes(List<String> plan, String partition) {
        if (partition.isEmpty()) {
            return true;
        }
        for (String value : RefreshStatements.spec(partition).values()) {
            String literal = "'" + value + "'";
            if (plan.stream().noneMatch(node -> node.contains(literal))) {
                return false;
            }
        }
        return true;
    }
}
