package io.freshet.backend.jobs;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Background work claimed through the database. A claim is one conditional UPDATE (PENDING -> RUNNING
 * WHERE state = 'PENDING'): the database lets exactly one instance change the row, on H2 and PostgreSQL
 * alike, so two Freshet instances on one database never run the same job.
 */
@Component
public class JobQueue {

    private static final int CANDIDATES = 10;

    private final JdbcTemplate jdbc;

    public JobQueue(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
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

    /** Claims the oldest pending job for {@code owner}, if any is left that no one else claimed first. */
    public Optional<ClaimedJob> claimNext(String owner) {
        List<String> keys = jdbc.queryForList("SELECT job_key FROM job WHERE state = ? ORDER BY created_at, job_key"
                + " LIMIT " + CANDIDATES, String.class, JobState.PENDING.name());
        for (String key : keys) {
            int changed = jdbc.update("UPDATE job SET state = ?, owner = ?, claimed_at = ? WHERE job_key = ? AND state = ?",
                    JobState.RUNNING.name(), owner, now(), key, JobState.PENDING.name());
            if (changed == 1) {
                return Optional.of(jdbc.queryForObject("SELECT job_key, kind, payload, owner FROM job WHERE job_key = ?",
                        (rs, i) -> new ClaimedJob(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)),
                        key));
            }
        }
        return Optional.empty();
    }

    /** Finishes a claimed job; only its owner can, and only from RUNNING. */
    public void finish(ClaimedJob job, JobState outcome) {
        if (!JobState.RUNNING.canMoveTo(outcome)) {
            throw new IllegalArgumentException("a running job ends DONE or FAILED, not " + outcome);
        }
        jdbc.update("UPDATE job SET state = ?, finished_at = ? WHERE job_key = ? AND owner = ? AND state = ?",
                outcome.name(), now(), job.key(), job.owner(), JobState.RUNNING.name());
    }

    public JobState state(String key) {
        return JobState.valueOf(jdbc.queryForObject("SELECT state FROM job WHERE job_key = ?", String.class, key));
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
