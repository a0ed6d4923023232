package io.freshet.backend.scripts;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptDraft;
import io.freshet.ui.scripts.ScriptRevision;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** SQL for scripts, projects and script versions; the caller owns the transaction. */
@Component
public class ScriptStore {

    private static final String SELECT = "SELECT s.id, p.name, s.path, s.content, s.version, s.saved_by,"
            + " s.updated_at FROM script s JOIN project p ON p.id = s.project_id";

    private final JdbcTemplate jdbc;

    public ScriptStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The scripts of shared projects; users' scratch queries are not among them. */
    List<ScriptDocument> list() {
        return jdbc.query(SELECT + " WHERE s.deleted_at IS NULL AND p.owner_username IS NULL ORDER BY p.name, s.path",
                (rs, i) -> document(rs));
    }

    /** Who owns the script's project: empty for a shared project, the user for a scratch query. */
    Optional<String> owner(long id) {
        return jdbc.query("SELECT p.owner_username FROM script s JOIN project p ON p.id = s.project_id WHERE s.id = ?",
                (rs, i) -> Optional.ofNullable(rs.getString(1)), id).stream().findFirst().flatMap(o -> o);
    }

    /** The id of the user's scratch project, created on first use. */
    long scratchProjectId(String name, String user, OffsetDateTime now) {
        Optional<Long> id = jdbc.queryForList("SELECT id FROM project WHERE name = ? AND owner_username = ?",
                Long.class, name, user).stream().findFirst();
        if (id.isPresent()) {
            return id.get();
        }
        try {
            return GeneratedIds.insert(jdbc, "INSERT INTO project (name, owner_username, created_at, updated_at)"
                    + " VALUES (?, ?, ?, ?)", name, user, now, now);
        } catch (DuplicateKeyException raced) {
            return jdbc.queryForObject("SELECT id FROM project WHERE name = ? AND owner_username = ?", Long.class,
                    name, user);
        }
    }

    /** The live script at a path of a project, if any. */
    Optional<Long> scriptAt(long projectId, String path) {
        return jdbc.queryForList("SELECT id FROM script WHERE project_id = ? AND path = ? AND deleted_at IS NULL",
                Long.class, projectId, path).stream().findFirst();
    }

    public Optional<ScriptDocument> find(long id) {
        return jdbc.query(SELECT + " WHERE s.id = ? AND s.deleted_at IS NULL", (rs, i) -> document(rs), id).stream().findFirst();
    }

    long projectId(String name, OffsetDateTime now) {
        Optional<Long> id = jdbc.queryForList("SELECT id FROM project WHERE name = ?", Long.class, name)
                .stream().findFirst();
        if (id.isPresent()) {
            return id.get();
        }
        try {
            return GeneratedIds.insert(jdbc, "INSERT INTO project (name, created_at, updated_at) VALUES (?, ?, ?)",
                    name, now, now);
        } catch (DuplicateKeyException raced) {
            return jdbc.queryForObject("SELECT id FROM project WHERE name = ?", Long.class, name);
        }
    }

    /** Creates a script at version 1, with that version in its history, after the project's existing scripts. */
    public long create(long projectId, String path, String content, String user, OffsetDateTime now) {
        try {
            long id = GeneratedIds.insert(jdbc, "INSERT INTO script (project_id, path, content, version, saved_by,"
                    + " created_at, updated_at, run_order) VALUES (?, ?, ?, 1, ?, ?, ?,"
                    + " (SELECT COALESCE(MAX(run_order), 0) + 1 FROM script WHERE project_id = ?))",
                    projectId, path, content, user, now, now, projectId);
            insertVersion(id, 1, content, user, now);
            return id;
        } catch (DuplicateKeyException e) {
            throw new ServiceException("A script with the path " + path + " already exists in this project.");
        }
    }

    /** The conditional UPDATE that is the optimistic lock: it changes a row only if nobody saved meanwhile. */
    boolean updateIfVersion(long id, long baseVersion, String content, String user, OffsetDateTime now) {
        return jdbc.update("UPDATE script SET content = ?, version = version + 1, saved_by = ?, updated_at = ?"
                + " WHERE id = ? AND version = ? AND deleted_at IS NULL", content, user, now, id, baseVersion) == 1;
    }

    void insertVersion(long id, long version, String content, String user, OffsetDateTime now) {
        jdbc.update("INSERT INTO script_version (script_id, version, content, saved_by, saved_at) VALUES (?, ?, ?, ?, ?)",
                id, version, content, user, now);
    }

    /** Writes the user's draft of a script over the previous one; false when the script is gone. */
    boolean putDraft(long id, String user, long baseVersion, String content, OffsetDateTime now) {
        if (jdbc.update("UPDATE script_draft SET content = ?, base_version = ?, saved_at = ? WHERE script_id = ?"
                + " AND username = ?", content, baseVersion, now, id, user) == 1) {
            return true;
        }
        try {
            return jdbc.update("INSERT INTO script_draft (script_id, username, content, base_version, saved_at)"
                    + " SELECT id, ?, ?, ?, ? FROM script WHERE id = ? AND deleted_at IS NULL",
                    user, content, baseVersion, now, id) == 1;
        } catch (DuplicateKeyException raced) {
            // the same user's other tab wrote first: the later text wins, as with the update above
            return jdbc.update("UPDATE script_draft SET content = ?, base_version = ?, saved_at = ? WHERE"
                    + " script_id = ? AND username = ?", content, baseVersion, now, id, user) == 1;
        }
    }

    Optional<ScriptDraft> draft(long id, String user) {
        return jdbc.query("SELECT d.content, d.base_version, d.saved_at FROM script_draft d JOIN script s"
                + " ON s.id = d.script_id WHERE d.script_id = ? AND d.username = ? AND s.deleted_at IS NULL",
                (rs, i) -> new ScriptDraft(id, rs.getString(1), rs.getLong(2),
                        rs.getObject(3, OffsetDateTime.class).toInstant()), id, user).stream().findFirst();
    }

    void deleteDraft(long id, String user) {
        jdbc.update("DELETE FROM script_draft WHERE script_id = ? AND username = ?", id, user);
    }

    List<ScriptRevision> history(long id) {
        return jdbc.query("SELECT version, content, saved_by, saved_at FROM script_version WHERE script_id = ?"
                + " ORDER BY version DESC", (rs, i) -> new ScriptRevision(rs.getLong(1), rs.getString(2),
                rs.getString(3), rs.getObject(4, OffsetDateTime.class).toInstant()), id);
    }

    private static ScriptDocument document(ResultSet rs) throws SQLException {
        return new ScriptDocument(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5),
                rs.getString(6), rs.getObject(7, OffsetDateTime.class).toInstant());
    }
}
