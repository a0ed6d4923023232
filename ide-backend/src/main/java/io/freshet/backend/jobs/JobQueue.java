package io.freshet.backend.jobs;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Background work claimed through the database. A claim is one conditional UPDATE (PENDING -> RUNNING
 * WHERE state = 'PENDING'): the database lets exactly one instance change the row, on H2 and PostgreSQL
 * alike, so two Freshet instances on one database never run the same job. A claim is a lease: its owner
 * renews it while it runs, and once it has expired (the owner crashed) {@link #reclaimExpired} puts the job
 * back to PENDING. Every timestamp comes from the injected clock, so the instances' clocks must roughly agree.
 */
@Component
public class JobQueue {

    /** Long enough that a worker renewing every third of it survives a slow database round trip or GC pause. */
    public static final Duration DEFAULT_LEASE = Duration.ofMinutes(5);

    private static final int CANDIDATES = 10;

    private final JdbcTemplate jdbc;
    private final Clock clock;

    @Autowired
    public JobQueue(JdbcTemplate jdbc) {
        this(jdbc, Clock.systemUTC());
    }

    public JobQueue(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Adds a job unless one with this key exists; returns whether it was added. */
    public boolean enqueue(String key, String kind, String payload) {
        try {
            jdbc.update("INSERT INTO job (job_key, kind, payload, state, created_at) VALUES (?, ?, ?, ?, ?)",
                    key, kind, payload, JobState.PENDING.name(), now());
            return true;
        } catch (DuplicateKeyException e) {
            return false;
        }
    }

    /** Claims the oldest pending job for {@code owner} with the {@link #DEFAULT_LEASE}. */
    public Optional<ClaimedJob> claimNext(String owner) {
        return claimNext(owner, DEFAULT_LEASE);
    }

    /** Claims the oldest pending job for {@code owner}, if any is left that no one else claimed first. */
    public Optional<ClaimedJob> claimNext(String owner, Duration leaseDuration) {
        List<String> keys = jdbc.queryForList("SELECT job_key FROM job WHERE state = ? ORDER BY created_at, job_key"
                + " LIMIT " + CANDIDATES, String.class, JobState.PENDING.name());
        for (String key : keys) {
            OffsetDateTime now = now();
            int changed = jdbc.update("UPDATE job SET state = ?, owner = ?, claimed_at = ?, lease_until = ?,"
                            + " attempts = attempts + 1 WHERE job_key = ? AND state = ?",
                    JobState.RUNNING.name(), owner, now, now.plus(leaseDuration), key, JobState.PENDING.name());
            if (changed == 1) {
                return Optional.of(jdbc.queryForObject("SELECT job_key, kind, payload, owner FROM job WHERE job_key = ?",
                        (rs, i) -> new ClaimedJob(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)),
                        key));
            }
        }
        return Optional.empty();
    }

    /** Extends the lease to now + {@code leaseDuration}; false when the job is no longer RUNNING under this owner. */
    public boolean renew(ClaimedJob job, Duration leaseDuration) {
        return jdbc.update("UPDATE job SET lease_until = ? WHERE job_key = ? AND owner = ? AND state = ?",
                now().plus(leaseDuration), job.key(), job.owner(), JobState.RUNNING.name()) == 1;
    }

    /** Puts every RUNNING job whose lease has expired back to PENDING without an owner; returns how many. */
    public int reclaimExpired() {
        // NULL leases (claimed before leases existed) never compare as expired, so they are left alone
        return jdbc.update("UPDATE job SET state = ?, owner = NULL, lease_until = NULL WHERE state = ? AND lease_until < ?",
                JobState.PENDING.name(), JobState.RUNNING.name(), now());
    }

    /** Finishes a claimed job; only its owner can, and only from RUNNING. Returns whether it still held the claim. */
    public boolean finish(ClaimedJob job, JobState outcome) {
        if (outcome != JobState.DONE && outcome != JobState.FAILED) {
            throw new IllegalArgumentException("a running job ends DONE or FAILED, not " + outcome);
        }
        return jdbc.update("UPDATE job SET state = ?, finished_at = ?, lease_until = NULL"
                        + " WHERE job_key = ? AND owner = ? AND state = ?",
                outcome.name(), now(), job.key(), job.owner(), JobState.RUNNING.name()) == 1;
    }

    /**
     * Gives a claimed job back (PENDING, no owner) so that this or another instance runs it again, e.g. when
     * this instance stops while running it; only its owner can. Returns whether it still held the claim.
     */
    public boolean release(ClaimedJob job) {
        return jdbc.update("UPDATE job SET state = ?, owner = NULL, lease_until = NULL"
                        + " WHERE job_key = ? AND owner = ? AND state = ?",
                JobState.PENDING.name(), job.key(), job.owner(), JobState.RUNNING.name()) == 1;
    }

    public JobState state(String key) {
        return JobState.valueOf(jdbc.queryForObject("SELECT state FROM job WHERE job_key = ?", String.class, key));
    }

    /** Microseconds: what both databases store, so a lease compares the same before and after the round trip. */
    private OffsetDateTime now() {
        return OffsetDateTime.now(clock.withZone(ZoneOffset.UTC)).truncatedTo(ChronoUnit.MICROS);
    }
}
