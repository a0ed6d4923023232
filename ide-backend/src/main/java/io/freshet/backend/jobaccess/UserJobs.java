package io.freshet.backend.jobaccess;

import io.freshet.analysis.parse.JobStatement;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.jobs.ListedJob;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * A user's view of Flink's jobs, on the user's own gated session: the jobs they may see, the stops they may make
 * (a refusal is audited as the statement policy audits its refusals), and the jobs their statements start.
 */
@Component
public class UserJobs {

    /** The rule an audited refusal names, beside the statement policy's rules. */
    public static final String RULE = "JOB_OWNER";
    private static final Logger LOG = LoggerFactory.getLogger(UserJobs.class);
    private static final int MAX_AUDITED_STATEMENT = 2_000;

    private final JobOwnerStore owners;
    private final UserAccounts users;
    private final AuditLog audit;

    public UserJobs(JobOwnerStore owners, UserAccounts users, AuditLog audit) {
        this.owners = owners;
        this.users = users;
        this.audit = audit;
    }

    /** The jobs the user is shown, read through the job control of the user's session. */
    public List<ShownJob> list(String user, JobControl control) {
        List<ListedJob> jobs = control.list();
        return JobAccess.visible(jobs, caller(user), owners.owners(jobs.stream().map(ListedJob::id).toList()));
    }

    /**
     * Returns when the user may stop the job; otherwise audits the refusal and throws it.
     *
     * @throws GatewayException of kind REFUSED, as the statement gate refuses: nothing reaches Flink then
     */
    public void admitStop(String user, String statement, String jobId, JobControl control) {
        Caller caller = caller(user);
        if (caller.admin()) {
            return;
        }
        Optional<ListedJob> listed = control.list().stream().filter(job -> job.id().equalsIgnoreCase(jobId.strip()))
                .findFirst();
        Optional<String> refusal = JobAccess.stopRefusal(jobId, caller, listed, owners.owner(jobId));
        if (refusal.isEmpty()) {
            return;
        }
        try {
            audit.record(user, AuditAction.STATEMENT_REFUSED, RULE, AuditLog.FAILURE, refusal.get() + " | "
                    + (statement.length() <= MAX_AUDITED_STATEMENT ? statement
                            : statement.substring(0, MAX_AUDITED_STATEMENT) + "..."));
        } catch (RuntimeException e) {
            LOG.error("Could not audit a refused job stop of {}", user, e);
        }
        throw new GatewayException(GatewayException.Kind.REFUSED, refusal.get(), RULE + ": " + refusal.get(), null);
    }

    /** The same for any statement: returns at once unless it stops a job (a deployed script may hold one). */
    public void admitIfStop(String user, ParsedSql statement, JobControl control) {
        Optional<JobStatement> job = statement.single().flatMap(JobStatement::of);
        if (job.isPresent() && job.get().action() == JobStatement.Action.STOP) {
            admitStop(user, statement.text(), job.get().jobId(), control);
        }
    }

    /** Records that a statement of the user started the job (nothing when it started none). */
    public void started(String jobId, String user, JobOrigin origin) {
        owners.recordQuietly(jobId, user, origin);
    }

    private Caller caller(String user) {
        return new Caller(user, users.role(user).filter(Role.ADMIN::equals).isPresent());
    }
}
