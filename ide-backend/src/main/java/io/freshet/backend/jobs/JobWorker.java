package io.freshet.backend.jobs;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** This instance's worker: claims pending jobs from the database and runs them with their handler. */
@Component
public class JobWorker {

    private static final Logger LOG = LoggerFactory.getLogger(JobWorker.class);

    private final JobQueue queue;
    private final AuditLog audit;
    private final Map<String, JobHandler> handlers;
    private final String owner;

    public JobWorker(JobQueue queue, AuditLog audit, List<JobHandler> handlers) {
        this.queue = queue;
        this.audit = audit;
        this.handlers = handlers.stream().collect(Collectors.toMap(JobHandler::kind, Function.identity()));
        this.owner = "freshet-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID();
    }

    /** Runs every job it can claim now; returns how many this instance ran. */
    @Scheduled(fixedDelayString = "${freshet.jobs.poll-interval-ms:5000}")
    public int runPending() {
        int ran = 0;
        var next = queue.claimNext(owner);
        while (next.isPresent()) {
            run(next.get());
            ran++;
            next = queue.claimNext(owner);
        }
        return ran;
    }

    public String owner() {
        return owner;
    }

    private void run(ClaimedJob job) {
        audit.record("system", AuditAction.JOB_CLAIMED, job.key(), AuditLog.SUCCESS, "owner " + owner);
        JobHandler handler = handlers.get(job.kind());
        try {
            if (handler == null) {
                throw new IllegalStateException("no handler for job kind " + job.kind());
            }
            handler.run(job);
            queue.finish(job, JobState.DONE);
        } catch (Exception e) {
            LOG.warn("Job {} failed", job.key(), e);
            queue.finish(job, JobState.FAILED);
        }
    }
}
