package io.freshet.backend.jobaccess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.ResultColumn;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.testing.MigratedDatabase;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Job owners on Freshet's migrated schema (H2), with Flink's job list faked: the first owner stays, ids are matched
 * whatever their case, and a refused stop is audited like a policy refusal and never sent.
 */
class UserJobsTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static final String DEVS = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    private static final String ADMINS = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";

    private static JdbcTemplate jdbc;
    private static UserJobs jobs;
    private static JobOwnerStore owners;
    private final List<String> sent = new ArrayList<>();

    @BeforeAll
    static void users() {
        jdbc = new JdbcTemplate(DB.dataSource());
        UserAccounts accounts = new UserAccounts(jdbc);
        accounts.create("dev", "{noop}n/a", Role.DEVELOPER);
        accounts.create("boss", "{noop}n/a", Role.ADMIN);
        owners = new JobOwnerStore(jdbc);
        jobs = new UserJobs(owners, accounts, new AuditLog(jdbc));
        jobs.started(DEVS.toUpperCase(), "dev", JobOrigin.RUN);
        jobs.started(ADMINS, "boss", JobOrigin.DEPLOY);
        jobs.started(null, "dev", JobOrigin.RUN);
    }

    @Test
    void theFirstOwnerStaysAndIdsMatchWhateverTheirCase() {
        owners.record(ADMINS, "dev", JobOrigin.RUN);

        assertThat(owners.owner(ADMINS)).contains("boss");
        assertThat(owners.owner(DEVS)).contains("dev");
        assertThat(owners.owners(List.of(DEVS, ADMINS, "cccccccccccccccccccccccccccccccc")))
                .containsOnlyKeys(DEVS, ADMINS);
    }

    @Test
    void theListingShowsAUserTheirOwnJobsAndAnAdministratorAll() {
        assertThat(jobs.list("dev", flink())).extracting(ShownJob::id).containsExactly(DEVS);
        assertThat(jobs.list("boss", flink())).extracting(ShownJob::id).containsExactly(DEVS, ADMINS);
    }

    @Test
    void stoppingAnotherUsersJobIsRefusedAndAuditedAndOwnJobsAndAnAdministratorPass() {
        String statement = "STOP JOB '" + ADMINS + "' WITH SAVEPOINT";
        assertThatThrownBy(() -> jobs.admitStop("dev", statement, ADMINS, flink()))
                .isInstanceOfSatisfying(GatewayException.class, e -> {
                    assertThat(e.kind()).isEqualTo(GatewayException.Kind.REFUSED);
                    assertThat(e.userMessage()).contains("not one of your jobs");
                });
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE actor = 'dev'"
                + " AND action = 'STATEMENT_REFUSED' AND target = ? AND detail LIKE ?", Integer.class,
                UserJobs.RULE, "%" + statement)).isEqualTo(1);

        jobs.admitStop("dev", "STOP JOB '" + DEVS + "'", DEVS, flink());
        jobs.admitStop("boss", statement, DEVS, flink());
        assertThat(sent).containsOnly("SHOW JOBS");
    }

    @Test
    void anyOtherStatementPassesWithoutAskingFlinkAndAStopInAScriptIsChecked() {
        jobs.admitIfStop("dev", ParsedSql.of("SELECT 'STOP JOB " + ADMINS + "'"), flink());
        assertThat(sent).isEmpty();
        ParsedSql stop = ParsedSql.of("stop job '" + ADMINS + "' with savepoint");
        assertThatThrownBy(() -> jobs.admitIfStop("dev", stop, flink()))
                .isInstanceOf(GatewayException.class);
    }

    /** Flink's listing of both jobs, recording what was asked. */
    private JobControl flink() {
        return new JobControl(statement -> {
            sent.add(statement);
            return new StatementResult(List.of(new ResultColumn("job id", "STRING"),
                    new ResultColumn("job name", "STRING"), new ResultColumn("status", "STRING"),
                    new ResultColumn("start time", "STRING")),
                    List.of(new ResultRow("INSERT", List.of(DEVS, "insert-into_a", "RUNNING", "t1")),
                            new ResultRow("INSERT", List.of(ADMINS, "insert-into_b", "RUNNING", "t2"))), null);
        });
    }
}
