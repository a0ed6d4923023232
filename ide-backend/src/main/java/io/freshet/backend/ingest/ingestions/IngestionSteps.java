package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.SlotCleaner;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * The steps that act on the ingestion gateway and the source, each moving the ingestion's state and audited: start
 * (create or restart) and schema changes; stop and delete are {@link IngestionControl}'s. On failure a step undoes what it started (the job, the slots
 * of a first start) or records in the ingestion's message exactly what is left.
 */
@Component
class IngestionSteps {

    private final IngestionStore store;
    private final IngestGatewayConnection gateway;
    private final StatementGuard guard;
    private final AuditLog audit;

    IngestionSteps(IngestionStore store, IngestGatewayConnection gateway, StatementGuard guard, AuditLog audit) {
        this.store = store;
        this.gateway = gateway;
        this.guard = guard;
        this.audit = audit;
    }

    /** Runs the plan, from the savepoint when not null; the ingestion is CREATING and becomes RUNNING or FAILED. */
    IngestionSummary start(long id, IngestionPlans.Prepared p, String savepoint, AuditAction action) {
        return start(id, p, savepoint, action, savepoint == null ? p.planned().slots() : List.of());
    }

    /** The same, where a failure drops only the slots {@code owned} by this start; the others stay for a retry. */
    IngestionSummary start(long id, IngestionPlans.Prepared p, String savepoint, AuditAction action,
            List<String> owned) {
        List<String> statements = p.planned().statements();
        String target = IngestionJobs.target(id, p.source().name());
        String jobId = null;
        IngestionJobs opened;
        try {
            opened = jobs(p.planned().own());
        } catch (ServiceException e) {
            store.move(id, IngestionState.FAILED, null, null, e.userMessage());
            audit.record(action, target, AuditLog.FAILURE, e.userMessage());
            throw e;
        }
        try (IngestionJobs jobs = opened) {
            try {
                for (String statement : statements.subList(0, statements.size() - 1)) {
                    jobs.run(statement);
                }
                jobs.restoreFrom(savepoint);
                jobId = jobs.run(statements.get(statements.size() - 1));
                if (jobId == null || jobId.isBlank()) {
                    throw new ServiceException("The ingestion gateway started no job for the statement set.");
                }
                IngestionSummary running = store.move(id, IngestionState.RUNNING, jobId, null, "Running job " + jobId);
                audit.record(action, target, AuditLog.SUCCESS, "job " + jobId + (savepoint == null ? ""
                        : " from " + savepoint) + "; tables " + String.join(", ", p.tables()));
                return running;
            } catch (RuntimeException e) {
                throw failed(id, p, savepoint, owned, action, jobs, jobId, e);
            }
        }
    }

    /**
     * Runs schema changes on the ODS tables of a STOPPED ingestion, after the plan's own catalog statements; the
     * ingestion stays STOPPED. A failure says which statements ran: the drift check shows what is left.
     */
    void alter(IngestionSummary i, IngestionPlans.Prepared p, List<String> ddl) {
        String target = IngestionJobs.target(i.id(), i.source());
        List<String> ran = new ArrayList<>();
        try (IngestionJobs jobs = jobs(p.planned().own())) {
            for (String statement : p.planned().statements()) {
                if (p.planned().own().contains(statement)) {
                    jobs.run(statement);
                }
            }
            for (String statement : ddl) {
                jobs.run(statement);
                ran.add(statement);
            }
        } catch (RuntimeException e) {
            String why = IngestionJobs.message(e) + (ran.isEmpty() ? " Nothing was changed." : " Applied before it: "
                    + String.join("; ", ran) + ".");
            audit.record(AuditAction.INGESTION_DRIFT_APPLIED, target, AuditLog.FAILURE, why);
            throw new ServiceException("The schema changes of ingestion " + i.id() + " were not applied: " + why
                    + " It stays stopped with its savepoint.", e);
        }
        audit.record(AuditAction.INGESTION_DRIFT_APPLIED, target, AuditLog.SUCCESS, String.join("; ", ddl));
    }

    /** Flink's status of each ingestion's job, read from the ingestion gateway if it runs (never starts it). */
    Map<String, String> statuses(List<IngestionSummary> ingestions) {
        Map<String, String> statuses = new HashMap<>();
        if (ingestions.stream().noneMatch(i -> i.jobId() != null)) {
            return statuses;
        }
        try {
            Optional<GatewayClient> client = gateway.clientIfRunning();
            if (client.isEmpty()) {
                return statuses;
            }
            try (IngestionJobs jobs = new IngestionJobs(client.get(), AuditLog.currentActor(), guard, audit,
                    Set.of())) {
                statuses.putAll(jobs.statuses());
            }
        } catch (GatewayException e) {
            ingestions.forEach(i -> statuses.put(String.valueOf(i.jobId()), "UNKNOWN"));
        }
        return statuses;
    }

    private ServiceException failed(long id, IngestionPlans.Prepared p, String savepoint, List<String> owned,
            AuditAction action, IngestionJobs jobs, String jobId, RuntimeException e) {
        StringBuilder left = new StringBuilder();
        String keptJob = null;
        if (jobId != null) {
            try {
                jobs.cancel(jobId);
                keptJob = "";
            } catch (RuntimeException cancel) {
                left.append(" Job ").append(jobId).append(" could not be cancelled: ").append(IngestionJobs.message(cancel)).append('.');
            }
        }
        // a first start owns its slots: none may outlive it
        SlotCleaner.drop(p.source(), owned).forEach(problem -> left.append(' ').append(problem));
        if (savepoint != null) {
            left.append(" The replication slots stay for a restart from ").append(savepoint).append('.');
        } else if (owned.size() < p.planned().slots().size()) {
            List<String> kept = p.planned().slots().stream().filter(s -> !owned.contains(s)).toList();
            left.append(" The replication slots ").append(String.join(", ", kept)).append(" stay.");
        }
        String why = IngestionJobs.message(e);
        // the job id stays recorded only while the job may still run
        store.move(id, IngestionState.FAILED, keptJob, null,
                "Start failed: " + why + " Tables created in " + p.database() + " stay." + left);
        audit.record(action, IngestionJobs.target(id, p.source().name()), AuditLog.FAILURE, why + left);
        return new ServiceException("The ingestion did not start: " + why + left, e);
    }

    /** A session on the ingestion gateway for job control (the local ingestion Flink starts if it does not run). */
    IngestionJobs open() {
        return jobs(Set.of());
    }

    private IngestionJobs jobs(Set<String> own) {
        try {
            return new IngestionJobs(gateway.client(), AuditLog.currentActor(), guard, audit, own);
        } catch (GatewayException e) {
            throw new ServiceException("The ingestion gateway is not available: " + e.userMessage(), e);
        }
    }
}
