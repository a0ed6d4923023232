package io.freshet.backend.git;

import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.GitLink;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** SQL for the tables {@code git_link} and {@code git_conflict} (V23, the pinned host key V28). */
@Component
public class GitLinkStore {

    private final JdbcTemplate jdbc;

    public GitLinkStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    Optional<GitLink> link(long projectId) {
        return jdbc.query("SELECT remote_url, branch, credential_user, credential_secret, host_key FROM git_link"
                + " WHERE project_id = ?", (rs, i) -> new GitLink(rs.getString(1), rs.getString(2), rs.getString(3),
                rs.getString(4), rs.getString(5)), projectId).stream().findFirst();
    }

    /** Links a project; false when it is linked already. */
    boolean insert(long projectId, GitLink link, String user) {
        if (link(projectId).isPresent()) {
            return false;
        }
        jdbc.update("INSERT INTO git_link (project_id, remote_url, branch, credential_user, credential_secret,"
                + " host_key, linked_by, linked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", projectId, link.remoteUrl(),
                link.branch(), link.credentialUser(), link.credentialSecret(), link.hostKey(), user, now());
        return true;
    }

    void forget(long projectId) {
        jdbc.update("DELETE FROM git_link WHERE project_id = ?", projectId);
    }

    void branch(long projectId, String branch) {
        jdbc.update("UPDATE git_link SET branch = ?, merge_head = NULL WHERE project_id = ?", branch, projectId);
    }

    Optional<String> mergeHead(long projectId) {
        return jdbc.queryForList("SELECT merge_head FROM git_link WHERE project_id = ? AND merge_head IS NOT NULL",
                String.class, projectId).stream().findFirst();
    }

    void mergeHead(long projectId, String commit) {
        jdbc.update("UPDATE git_link SET merge_head = ? WHERE project_id = ?", commit, projectId);
    }

    List<GitConflict> conflicts(long projectId) {
        return jdbc.query("SELECT path, here_text, there_text FROM git_conflict WHERE project_id = ? ORDER BY path",
                (rs, i) -> new GitConflict(rs.getString(1), rs.getString(2), rs.getString(3)), projectId);
    }

    /** Keeps both texts of a conflict; a later pull's texts replace an older conflict's of the same path. */
    void putConflict(long projectId, GitConflict conflict) {
        if (jdbc.update("UPDATE git_conflict SET here_text = ?, there_text = ? WHERE project_id = ? AND path = ?",
                conflict.here(), conflict.there(), projectId, conflict.path()) == 0) {
            jdbc.update("INSERT INTO git_conflict (project_id, path, here_text, there_text, created_at)"
                    + " VALUES (?, ?, ?, ?, ?)", projectId, conflict.path(), conflict.here(), conflict.there(), now());
        }
    }

    boolean removeConflict(long projectId, String path) {
        return jdbc.update("DELETE FROM git_conflict WHERE project_id = ? AND path = ?", projectId, path) == 1;
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
