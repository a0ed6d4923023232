package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillPreview;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.backfill.BackfillTarget;
import io.freshet.ui.backfill.PartitionState;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;

/** Backfills persisted in the database and run by the job queue; every start, cancel and retry is audited. */
@Service
public class JdbcBackfillService implements BackfillService {

    private final BackfillPlanner planner;
    private final BackfillStore store;
    private final BackfillQueries queries;
    private final JobQueue queue;
    private final AuditLog audit;
    private final BackfillSettings settings;
    private final BackfillKick kick;

    JdbcBackfillService(BackfillPlanner planner, BackfillStore store, BackfillQueries queries, JobQueue queue,
                        AuditLog audit, BackfillSettings settings, BackfillKick kick) {
        this.planner = planner;
        this.store = store;
        this.queries = queries;
        this.queue = queue;
        this.audit = audit;
        this.settings = settings;
        this.kick = kick;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<String> backfillableTables() {
        return planner.backfillable();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public BackfillTarget inspect(String table) {
        return planner.inspect(table);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public BackfillPreview preview(BackfillRequest request) {
        return planner.plan(request).preview();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public BackfillSummary start(BackfillRequest request) {
        String user = user();
        BackfillPlanner.Plan plan;
        try {
            plan = planner.plan(request);
        } catch (ServiceException e) {
            audit.record(user, AuditAction.BACKFILL_STARTED, request == null ? "" : request.table(), AuditLog.FAILURE,
                    e.userMessage());
            throw e;
        }
        long id = store.insert(plan, request.cascade(), settings.maxParallel(), user);
        queue.enqueue(jobKey(id, 1), BackfillRunner.KIND, Long.toString(id));
        audit.record(user, AuditAction.BACKFILL_STARTED, "backfill " + id, AuditLog.SUCCESS, plan.preview().table()
                + " " + plan.range().fromText() + " .. " + plan.range().toText() + ", "
                + plan.preview().refreshes().size() + " refreshes" + (request.cascade() ? ", cascade" : ""));
        kick.now();
        return summary(id);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public BackfillSummary cancel(long backfillId) {
        BackfillSummary current = summary(backfillId);
        String user = user();
        if (current.state().isFinal()) {
            throw new ServiceException("Backfill " + backfillId + " has already ended (" + current.state() + ").");
        }
        store.requestCancel(backfillId);
        // not claimed and nothing under way: it ends here; otherwise the instance running (or resuming) it first
        // finds what became of its SUBMITTING and RUNNING refreshes, then stops their jobs
        boolean underWay = queries.partitions(backfillId).stream().anyMatch(p -> p.state().isActive());
        if (current.state() == BackfillState.PENDING && !underWay && store.move(backfillId, BackfillState.PENDING,
                BackfillState.CANCELLED, "Cancelled before it started")) {
            queries.partitions(backfillId).stream().filter(p -> p.state() == PartitionState.PENDING)
                    .forEach(p -> store.finish(p.id(), PartitionState.PENDING, PartitionState.CANCELLED, null,
                            "cancelled before it ran"));
        }
        audit.record(user, AuditAction.BACKFILL_CANCELLED, "backfill " + backfillId, AuditLog.SUCCESS,
                current.table() + " was " + current.state());
        return summary(backfillId);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public BackfillSummary retry(long backfillId) {
        BackfillSummary current = summary(backfillId);
        String user = user();
        if (current.state() != BackfillState.FAILED && current.state() != BackfillState.CANCELLED) {
            throw new ServiceException("Only a failed or cancelled backfill can be retried; backfill " + backfillId
                    + " is " + current.state() + ".");
        }
        int run = store.retry(backfillId, current.state());
        if (run == 0) {
            throw new ServiceException("Backfill " + backfillId + " changed meanwhile; look at it again.");
        }
        queue.enqueue(jobKey(backfillId, run), BackfillRunner.KIND, Long.toString(backfillId));
        audit.record(user, AuditAction.BACKFILL_RETRIED, "backfill " + backfillId, AuditLog.SUCCESS,
                (current.failed() + current.cancelled()) + " refreshes again");
        kick.now();
        return summary(backfillId);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<BackfillSummary> history(int limit) {
        return queries.history(limit);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public BackfillDetail detail(long backfillId) {
        return new BackfillDetail(summary(backfillId), queries.partitions(backfillId));
    }

    private BackfillSummary summary(long id) {
        return queries.summary(id).orElseThrow(() -> new ServiceException("Backfill " + id + " does not exist."));
    }

    static String jobKey(long id, int run) {
        return "backfill-" + id + "-" + run;
    }

    private static String user() {
        var auth = SecurityContextHolder.getContext().getAuthentication();
        return auth == null ? "system" : auth.getName();
    }
}
