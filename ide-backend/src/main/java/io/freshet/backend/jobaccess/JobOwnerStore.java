package io.freshet.backend.jobaccess;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowCallbackHandler;
import org.springframework.stereotype.Component;

/**
 * The owners of Flink jobs: each job id the gateway handed to a user's statement, with that user. The first owner
 * stays: a job id is only ever learned from the statement that started the job, so nobody can claim another's job.
 */
@Component
public class JobOwnerStore {

    private static final Logger LOG = LoggerFactory.getLogger(JobOwnerStore.class);
    /** Ids per IN list: Flink's job list is short, but a long-lived cluster keeps a few hundred. */
    private static final int CHUNK = 100;

    private final JdbcTemplate jdbc;

    public JobOwnerStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Records the owner of a job unless it has one; a null or blank id (no job started) is ignored. */
    public void record(String jobId, String user, JobOrigin origin) {
        if (jobId == null || jobId.isBlank()) {
            return;
        }
        String id = normal(jobId);
        if (owner(id).isPresent()) {
            return;
        }
        try {
            jdbc.update("INSERT INTO flink_job_owner (job_id, username, origin, recorded_at) VALUES (?, ?, ?, ?)",
                    id, user, origin.name(), OffsetDateTime.now(ZoneOffset.UTC));
        } catch (DuplicateKeyException raced) {
            LOG.debug("Job {} got its owner from another statement first", id);
        }
    }

    /** The same, never failing the caller: the job runs either way, it is only not listed as the user's. */
    public void recordQuietly(String jobId, String user, JobOrigin origin) {
        try {
            record(jobId, user, origin);
        } catch (RuntimeException e) {
            LOG.error("Could not record {} as the owner of job {}", user, jobId, e);
        }
    }

    /** The job's owner, if Freshet started it. */
    public Optional<String> owner(String jobId) {
        return Optional.ofNullable(owners(List.of(jobId)).get(normal(jobId)));
    }

    /** Job id (lower case) to owner, for those of the ids that Freshet started. */
    public Map<String, String> owners(Collection<String> jobIds) {
        List<String> ids = jobIds.stream().filter(id -> id != null && !id.isBlank()).map(JobOwnerStore::normal)
                .distinct().toList();
        Map<String, String> owners = new HashMap<>();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            List<String> chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK));
            String marks = String.join(", ", Collections.nCopies(chunk.size(), "?"));
            jdbc.query("SELECT job_id, username FROM flink_job_owner WHERE job_id IN (" + marks + ")",
                    (RowCallbackHandler) rs -> owners.put(rs.getString(1), rs.getString(2)), chunk.toArray());
        }
        return owners;
    }

    /** Flink writes job ids in lower-case hex; a statement may not. */
    static String normal(String jobId) {
        return jobId.strip().toLowerCase(Locale.ROOT);
    }
}
