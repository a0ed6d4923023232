package io.freshet.backend.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.RolePolicy;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.StatementAudit;
import io.freshet.backend.jobs.ClaimedJob;
import io.freshet.backend.jobs.JobHandler;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.backend.jobs.JobState;
import io.freshet.backend.jobs.JobWorker;
import io.freshet.backend.policy.PolicyStore;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.testing.MutableClock;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Audit log, login lock-out, job claims, secrets and the statement policy on every supported database. */
abstract class AuditJobsSecretsContract extends DatabaseContract {

    @Test
    void theAuditLogIsAppendOnlyInTheDatabase() {
        audit.record("ann", AuditAction.STATEMENT_EXECUTED, unique("op"), AuditLog.SUCCESS, "job 42, 120 ms");
        assertThatThrownBy(() -> jdbc.update("UPDATE audit_event SET actor = 'mallory'"))
                .satisfies(e -> assertThat(messages(e)).contains("append-only"));
        assertThatThrownBy(() -> jdbc.update("DELETE FROM audit_event"))
                .satisfies(e -> assertThat(messages(e)).contains("append-only"));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE actor = 'mallory'", Integer.class))
                .isZero();
    }

    @Test
    void anExecutedStatementIsAuditedWithItsHandlesJobDurationAndOutcome() {
        String operation = unique("op");
        audit.statementExecuted(new StatementAudit("ann", "sess-1", operation, "job-7f3a",
                java.time.Duration.ofMillis(1234), false, "INSERT INTO `t` VALUES (1)"));
        List<AuditEntry> entries = audit.find(new AuditQuery("ann", "STATEMENT_EXECUTED", operation, 5));
        assertThat(entries).singleElement().satisfies(e -> {
            assertThat(e.target()).isEqualTo(operation);
            assertThat(e.outcome()).isEqualTo("FAILURE");
            assertThat(e.detail()).contains("session=sess-1", "job=job-7f3a", "duration_ms=1234",
                    "INSERT INTO `t` VALUES (1)");
        });
    }

    @Test
    void repeatedFailedLoginsLockAnAccountUntilTheLockExpires() {
        String name = unique("locky");
        UserAccounts accounts = new UserAccounts(jdbc);
        accounts.create(name, "{noop}x", Role.VIEWER);
        for (int i = 0; i < 2; i++) {
            accounts.recordFailure(name, 3, java.time.Duration.ofMinutes(15));
        }
        assertThat(accounts.loadUserByUsername(name).isAccountNonLocked()).as("2 of 3 failures").isTrue();
        accounts.recordFailure(name, 3, java.time.Duration.ofMinutes(15));
        assertThat(accounts.loadUserByUsername(name).isAccountNonLocked()).as("3 of 3 failures").isFalse();
        jdbc.update("UPDATE app_user SET locked_until = ? WHERE username = ?",
                java.time.OffsetDateTime.now().minusSeconds(1), name);
        assertThat(accounts.loadUserByUsername(name).isAccountNonLocked()).as("lock expired").isTrue();
        assertThat(accounts.loadUserByUsername(name).getAuthorities()).extracting(Object::toString)
                .containsExactly("ROLE_VIEWER");
    }

    @Test
    void twoWorkersOnOneDatabaseRunEveryJobExactlyOnce() throws Exception {
        String prefix = unique("job");
        Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
        JobHandler counting = new JobHandler() {
            @Override
            public String kind() {
                return "count";
            }

            @Override
            public void run(io.freshet.backend.jobs.ClaimedJob job) {
                runs.computeIfAbsent(job.key(), k -> new AtomicInteger()).incrementAndGet();
            }
        };
        JobQueue queue = new JobQueue(jdbc);
        for (int i = 0; i < 30; i++) {
            assertThat(queue.enqueue(prefix + "-" + i, "count", null)).isTrue();
        }
        assertThat(queue.enqueue(prefix + "-0", "count", null)).as("a job key is enqueued once").isFalse();
        JobWorker a = new JobWorker(new JobQueue(jdbc), audit, List.of(counting));
        JobWorker b = new JobWorker(new JobQueue(jdbc), audit, List.of(counting));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Integer> ranA = pool.submit(a::runPending);
            Future<Integer> ranB = pool.submit(b::runPending);
            assertThat(ranA.get() + ranB.get()).isEqualTo(30);
        } finally {
            pool.shutdownNow();
        }
        assertThat(runs).hasSize(30).allSatisfy((key, count) -> assertThat(count.get()).as(key).isEqualTo(1));
        assertThat(queue.state(prefix + "-7")).isEqualTo(JobState.DONE);
    }

    @Test
    void anExpiredLeaseIsReclaimedAndAnotherOwnerCanClaimTheJob() {
        MutableClock clock = new MutableClock(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        JobQueue queue = new JobQueue(jdbc, clock);
        String key = unique("lease-expired");
        queue.enqueue(key, "count", null);
        ClaimedJob first = queue.claimNext("crashed", LEASE).orElseThrow();
        assertThat(first.key()).isEqualTo(key);
        assertThat(queue.claimNext("other", LEASE)).as("claimed and leased").isEmpty();

        // the count covers every job in the shared test database, so this job's own state is what is checked
        clock.advance(LEASE);
        queue.reclaimExpired();
        assertThat(queue.state(key)).as("a lease ending exactly now has not expired").isEqualTo(JobState.RUNNING);
        clock.advance(Duration.ofSeconds(1));
        assertThat(queue.reclaimExpired()).isPositive();
        assertThat(queue.state(key)).isEqualTo(JobState.PENDING);
        assertThat(jdbc.queryForObject("SELECT owner FROM job WHERE job_key = ?", String.class, key)).isNull();

        ClaimedJob second = queue.claimNext("survivor", LEASE).orElseThrow();
        assertThat(second.key()).isEqualTo(key);
        assertThat(second.owner()).isEqualTo("survivor");
        assertThat(attempts(key)).isEqualTo(2);
        assertThat(queue.finish(second, JobState.DONE)).isTrue();
        assertThat(queue.state(key)).isEqualTo(JobState.DONE);
    }

    @Test
    void aRenewedLeaseIsNotReclaimed() {
        MutableClock clock = new MutableClock(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        JobQueue queue = new JobQueue(jdbc, clock);
        String key = unique("lease-renewed");
        queue.enqueue(key, "count", null);
        ClaimedJob job = queue.claimNext("busy", LEASE).orElseThrow();

        clock.advance(LEASE.dividedBy(2));
        assertThat(queue.renew(job, LEASE)).isTrue();
        clock.advance(LEASE.dividedBy(2).plusSeconds(1));
        queue.reclaimExpired();
        assertThat(queue.state(key)).as("past the first lease, within the renewed one").isEqualTo(JobState.RUNNING);
        assertThat(queue.finish(job, JobState.DONE)).isTrue();
        assertThat(attempts(key)).isEqualTo(1);
    }

    @Test
    void afterLosingTheClaimTheOldOwnerCanNeitherRenewNorFinishTheJob() {
        MutableClock clock = new MutableClock(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        JobQueue queue = new JobQueue(jdbc, clock);
        String key = unique("lease-lost");
        queue.enqueue(key, "count", null);
        ClaimedJob stale = queue.claimNext("paused", LEASE).orElseThrow();
        clock.advance(LEASE.plusSeconds(1));
        assertThat(queue.reclaimExpired()).isPositive();
        assertThat(queue.state(key)).isEqualTo(JobState.PENDING);
        ClaimedJob current = queue.claimNext("survivor", LEASE).orElseThrow();

        assertThat(queue.renew(stale, LEASE)).isFalse();
        assertThat(queue.finish(stale, JobState.FAILED)).isFalse();
        assertThat(queue.state(key)).isEqualTo(JobState.RUNNING);
        assertThat(jdbc.queryForObject("SELECT owner FROM job WHERE job_key = ?", String.class, key))
                .isEqualTo("survivor");
        assertThat(queue.renew(current, LEASE)).isTrue();
        assertThat(queue.finish(current, JobState.DONE)).isTrue();
        assertThat(queue.renew(current, LEASE)).as("a finished job has no lease to renew").isFalse();
        assertThat(queue.state(key)).isEqualTo(JobState.DONE);
    }

    @Test
    void aWorkerReclaimsExpiredJobsBeforeClaimingAndAuditsIt() {
        MutableClock clock = new MutableClock(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        JobQueue queue = new JobQueue(jdbc, clock);
        String key = unique("lease-worker");
        queue.enqueue(key, "count", null);
        queue.claimNext("crashed", LEASE).orElseThrow();
        List<String> ran = new java.util.concurrent.CopyOnWriteArrayList<>();
        JobWorker worker = new JobWorker(queue, audit, List.of(handler("count", job -> ran.add(job.key()))));

        clock.advance(LEASE.plusSeconds(1));
        assertThat(worker.runPending()).isEqualTo(1);
        assertThat(ran).containsExactly(key);
        assertThat(queue.state(key)).isEqualTo(JobState.DONE);
        assertThat(audit.find(new AuditQuery("system", "JOB_RECLAIMED", worker.owner(), 5))).hasSize(1);
    }

    private static final Duration LEASE = Duration.ofMinutes(1);

    private int attempts(String key) {
        return jdbc.queryForObject("SELECT attempts FROM job WHERE job_key = ?", Integer.class, key);
    }

    @Test
    void aWorkerLeasesItsJobsForTheConfiguredTime() {
        MutableClock clock = new MutableClock(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        JobQueue queue = new JobQueue(jdbc, clock);
        String key = unique("lease-configured");
        queue.enqueue(key, "count", null);
        Duration lease = Duration.ofSeconds(20);
        List<Duration> leased = new java.util.concurrent.CopyOnWriteArrayList<>();
        JobWorker worker = new JobWorker(queue, audit, List.of(handler("count", job -> leased.add(Duration.between(
                clock.instant(), jdbc.queryForObject("SELECT lease_until FROM job WHERE job_key = ?",
                        java.time.OffsetDateTime.class, key).toInstant())))), lease);

        assertThat(worker.runPending()).isEqualTo(1);
        assertThat(leased).containsExactly(lease);
        assertThatThrownBy(() -> new JobWorker(queue, audit, List.of(), Duration.ofSeconds(1)))
                .hasMessageContaining("freshet.jobs.lease");
    }

    private static JobHandler handler(String kind, java.util.function.Consumer<ClaimedJob> body) {
        return new JobHandler() {
            @Override
            public String kind() {
                return kind;
            }

            @Override
            public void run(ClaimedJob job) {
                body.accept(job);
            }
        };
    }

    @Test
    void secretsAreSealedAtRest() {
        SecretStore secrets = new SecretStore(jdbc,
                new SecretCipher(java.util.Base64.getDecoder().decode(SecretCipher.newKey())));
        String name = unique("catalog.password");
        secrets.put(name, "hunter2-" + name);
        secrets.put(name, "changed-" + name);
        assertThat(secrets.get(name)).contains("changed-" + name);
        String raw = jdbc.queryForObject("SELECT sealed_value FROM secret WHERE name = ?", String.class, name);
        assertThat(raw).doesNotContain("changed").doesNotContain("hunter2");
        assertThat(secrets.names()).contains(name);
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }

    @Test
    void theStatementPolicyIsSavedSeenByAnotherInstanceWithinSecondsAndResetToTheDefaults() {
        MutableClock clock = new MutableClock(Instant.parse("2026-12-04T10:00:00Z"));
        PolicyStore here = new PolicyStore(jdbc, clock);
        PolicyStore there = new PolicyStore(jdbc, clock);
        here.reset("ann");
        StatementPolicy defaults = there.current();
        assertThat(defaults).isEqualTo(StatementPolicy.defaults());
        assertThat(here.load()).isEmpty();

        RolePolicy developer = defaults.forRole(PolicyRole.DEVELOPER);
        StatementPolicy onlyKafka = new StatementPolicy(Map.of(PolicyRole.DEVELOPER, new RolePolicy(false, false,
                Set.of("kafka"), developer.pathRoots(), developer.functionClasses(), developer.settableKeys(),
                developer.procedures(), false, false, false)));
        here.save(onlyKafka, "ann");
        assertThat(here.current()).isEqualTo(onlyKafka);
        assertThat(there.current()).as("the other instance, before its re-read").isSameAs(defaults);
        clock.advance(Duration.ofSeconds(6));
        assertThat(there.current()).isEqualTo(onlyKafka);
        assertThat(here.load()).hasValueSatisfying(saved -> assertThat(saved.updatedBy()).isEqualTo("ann"));

        here.reset("bob");
        clock.advance(Duration.ofSeconds(6));
        assertThat(there.current()).isEqualTo(StatementPolicy.defaults());
        here.save(onlyKafka, "cid");
        clock.advance(Duration.ofSeconds(6));
        assertThat(there.current()).as("a save after a reset is a newer version").isEqualTo(onlyKafka);
        here.reset("ann");
    }
}
