package io.freshet.backend.run;

import io.freshet.analysis.parse.JobStatement;
import io.freshet.backend.jobaccess.JobOrigin;
import io.freshet.backend.jobaccess.ShownJob;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.ui.run.ResultColumn;
import io.freshet.ui.run.RunState;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Job control typed by a user, on the run path every statement of a run takes: listing the jobs is answered by
 * Freshet with the jobs the user may see (Flink's own listing shows every user's); stopping one reaches Flink only
 * when the user may stop it. Both pass the user's statement policy first. Also records the owner of every job a
 * run starts.
 */
final class JobStatements {

    private static final List<ResultColumn> COLUMNS = List.of(new ResultColumn("job id", "STRING"),
            new ResultColumn("job name", "STRING"), new ResultColumn("status", "STRING"),
            new ResultColumn("start time", "STRING"));

    private final StatementGuard guard;
    private final UserJobs jobs;

    JobStatements(StatementGuard guard, UserJobs jobs) {
        this.guard = guard;
        this.jobs = jobs;
    }

    /**
     * Answers a job listing into the run's result and returns true; returns false for any other statement, which
     * goes to the gateway as usual (a stop only after the owner check, which throws a refusal).
     */
    boolean answered(StatementRun run, ParsedSql statement, GatewaySession session) {
        Optional<JobStatement> job = statement.single().flatMap(JobStatement::of);
        if (job.isEmpty()) {
            return false;
        }
        guard.forUser(run.user()).admit(statement);
        JobControl control = JobControl.on(session);
        if (job.get().action() == JobStatement.Action.STOP) {
            jobs.admitStop(run.user(), run.request().statement(), job.get().jobId(), control);
            return false;
        }
        List<ShownJob> shown = jobs.list(run.user(), control);
        run.columns(COLUMNS);
        for (ShownJob row : shown) {
            run.result().append("+I", Arrays.asList(row.id(), row.name(), row.status(), row.startTime()));
        }
        run.moveTo(RunState.FINISHED);
        return true;
    }

    /** Records the run's user as the owner of the job the run started, once its id is first known. */
    void noted(StatementRun run, String jobIdBefore) {
        String now = run.jobId();
        if (now != null && !Objects.equals(now, jobIdBefore)) {
            jobs.started(now, run.user(), JobOrigin.RUN);
        }
    }
}
