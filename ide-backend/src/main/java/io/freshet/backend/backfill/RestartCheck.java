package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.ui.backfill.PartitionRun;
import io.freshet.ui.backfill.PartitionState;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What became of the refreshes a backfill had under way when its instance stopped or died: one caught between
 * its submit and the record of its job is looked for in Flink (see {@link SubmitCheck}); a job that ended
 * meanwhile is recorded with its outcome, one still running is watched again, one Flink no longer knows (Flink
 * restarted too) runs again. Each gets a note, and the resume is audited.
 */
final class RestartCheck {

    private static final Logger LOG = LoggerFactory.getLogger(RestartCheck.class);

    private RestartCheck() {
    }

    /** Refreshes that were SUBMITTING or RUNNING when this run was claimed: no instance watched them meanwhile. */
    static void recover(long id, FlinkJobs jobs, BackfillContext context) {
        List<PartitionRun> active = context.queries().partitions(id).stream().filter(p -> p.state().isActive()).toList();
        if (active.isEmpty()) {
            return;
        }
        Set<String> adopted = resolveSubmits(id, Set.of(), context);
        // an adopted job is watched from here on like any other: its note says how it was found
        List<PartitionRun> running = context.queries().partitions(id).stream()
                .filter(p -> p.state() == PartitionState.RUNNING && !adopted.contains(p.jobId())).toList();
        Map<String, String> statuses = running.isEmpty() ? Map.of() : jobs.statuses();
        BackfillStore store = context.store();
        for (PartitionRun p : running) {
            PartitionState outcome = JobOutcome.of(statuses.get(p.jobId()));
            if (outcome == PartitionState.RUNNING) {
                store.note(p.id(), "still running after a restart of Freshet; watched again");
            } else if (outcome == PartitionState.PENDING) {
                store.finish(p.id(), PartitionState.RUNNING, PartitionState.PENDING, null,
                        "its job " + p.jobId() + " was unknown to Flink after a restart; run again");
            } else {
                store.finish(p.id(), PartitionState.RUNNING, outcome, outcome == PartitionState.FAILED
                        ? "Flink job " + p.jobId() + " failed while Freshet was stopped." : null,
                        "its job ended " + statuses.get(p.jobId()) + " while Freshet was stopped; checked after the restart");
            }
        }
        context.audit().record("system", AuditAction.BACKFILL_RESUMED, "backfill " + id, AuditLog.SUCCESS,
                active.size() + " running refresh(es) checked after a restart" + (active.size() == running.size()
                        ? "" : ", " + (active.size() - running.size()) + " of them caught between submit and record"));
    }

    /**
     * Decides every SUBMITTING refresh of the backfill but those whose submit is {@code underWay} (partition ids):
     * its job adopted, its partition found written, or run again. Returns the ids of the jobs adopted.
     */
    static Set<String> resolveSubmits(long id, Set<Long> underWay, BackfillContext context) {
        List<PartitionRun> partitions = context.queries().partitions(id);
        List<PartitionRun> submitting = partitions.stream()
                .filter(p -> p.state() == PartitionState.SUBMITTING && !underWay.contains(p.id())).toList();
        Set<String> adopted = new HashSet<>();
        if (submitting.isEmpty()) {
            return adopted;
        }
        Set<String> taken = new HashSet<>();
        partitions.stream().map(PartitionRun::jobId).filter(Objects::nonNull).forEach(taken::add);
        SubmitCheck.FlinkView flink = view(context.lakehouse().flinkRest());
        for (PartitionRun p : submitting) {
            SubmitCheck.Decision decision = SubmitCheck.decide(p,
                    RefreshStatements.qualified(context.lakehouse().catalogName(), p.table()), taken, flink,
                    run -> written(context.tables(), run));
            if (decision.state() == PartitionState.RUNNING) {
                taken.add(decision.jobId());
                adopted.add(decision.jobId());
                context.store().started(p.id(), PartitionState.SUBMITTING, decision.jobId(), decision.note());
            } else {
                context.store().finish(p.id(), PartitionState.SUBMITTING, decision.state(), null, decision.note());
            }
            LOG.info("Backfill {}: refresh of {} {} found SUBMITTING: {}", id, p.table(), p.partition(), decision);
        }
        return adopted;
    }

    /** Flink's REST API, read once per check; a failure reads as "Flink cannot be asked". */
    private static SubmitCheck.FlinkView view(Optional<FlinkRestClient> client) {
        Optional<List<FlinkJob>> jobs;
        try {
            jobs = client.map(FlinkRestClient::jobs);
        } catch (GatewayException e) {
            LOG.warn("Flink's job list could not be read: {}", e.userMessage());
            jobs = Optional.empty();
        }
        Optional<List<FlinkJob>> listed = jobs;
        return new SubmitCheck.FlinkView() {
            @Override
            public Optional<List<FlinkJob>> jobs() {
                return listed;
            }

            @Override
            public Optional<List<String>> plan(String jobId) {
                try {
                    return client.flatMap(c -> c.planDescriptions(jobId));
                } catch (GatewayException e) {
                    LOG.info("The plan of job {} could not be read: {}", jobId, e.userMessage());
                    return Optional.empty();
                }
            }
        };
    }

    /** Whether the partition was written since its refresh started; false when the lakehouse cannot tell. */
    static boolean written(LakehouseTables tables, PartitionRun p) {
        try {
            return p.startedAt() != null && tables.writtenSince(p.table(), p.partition(), p.startedAt());
        } catch (RuntimeException e) {
            LOG.info("Could not check partition {} of {}: {}", p.partition(), p.table(), e.getMessage());
            return false;
        }
    }
}
