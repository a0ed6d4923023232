package io.freshet.backend.projects;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.projects.TrashEntry;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** SQL for projects, folders, script placement and the trash; the caller owns the transaction. */
@Component
public class ProjectStore {

    /** Where a trashed script's path goes: a path that validation refuses, so no live script can take it. */
    static final String TRASH_PREFIX = "../trash/";

    /** Shared projects only: a user's scratch project (with an owner) is never listed, deployed or exported. */
    private static final String PROJECT = "SELECT id, name, title, description, default_catalog, default_database"
            + " FROM project WHERE owner_username IS NULL";
    private static final String ENTRY = "SELECT id, path, run_order, version, saved_by, updated_at FROM script"
            + " WHERE deleted_at IS NULL";

    private final JdbcTemplate jdbc;

    public ProjectStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<ProjectInfo> projects() {
        return jdbc.query(PROJECT + " ORDER BY name", (rs, i) -> project(rs));
    }

    Optional<ProjectInfo> project(long id) {
        return jdbc.query(PROJECT + " AND id = ?", (rs, i) -> project(rs), id).stream().findFirst();
    }

    Optional<ProjectInfo> project(String name) {
        return jdbc.query(PROJECT + " AND name = ?", (rs, i) -> project(rs), name).stream().findFirst();
    }

    int projectCount() {
        return jdbc.queryForObject("SELECT COUNT(*) FROM project WHERE owner_username IS NULL", Integer.class);
    }

    long insertProject(ProjectInfo p, OffsetDateTime now) {
        try {
            return GeneratedIds.insert(jdbc, "INSERT INTO project (name, title, description, default_catalog,"
                    + " default_database, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)", p.name(), p.title(), p.description(),
                    p.defaultCatalog(), p.defaultDatabase(), now, now);
        } catch (DuplicateKeyException e) {
            throw new ServiceException("A project named " + p.name() + " already exists.");
        }
    }

    void renameProject(long id, String name, OffsetDateTime now) {
        try {
            jdbc.update("UPDATE project SET name = ?, updated_at = ? WHERE id = ?", name, now, id);
        } catch (DuplicateKeyException e) {
            throw new ServiceException("A project named " + name + " already exists.");
        }
    }

    List<ScriptEntry> scripts(long projectId) {
        return jdbc.query(ENTRY + " AND project_id = ? ORDER BY run_order, path", (rs, i) -> entry(rs), projectId);
    }

    List<String> explicitFolders(long projectId) {
        return jdbc.queryForList("SELECT path FROM project_folder WHERE project_id = ?", String.class, projectId);
    }

    void insertFolder(long projectId, String path, OffsetDateTime now) {
        if (!explicitFolders(projectId).contains(path)) {
            jdbc.update("INSERT INTO project_folder (project_id, path, created_at) VALUES (?, ?, ?)",
                    projectId, path, now);
        }
    }

    void deleteFolder(long projectId, String path) {
        jdbc.update("DELETE FROM project_folder WHERE project_id = ? AND path = ?", projectId, path);
    }

    /** The live script's project id, or empty when it does not exist or is in the trash. */
    Optional<Long> liveScriptProject(long scriptId) {
        return jdbc.queryForList("SELECT project_id FROM script WHERE id = ? AND deleted_at IS NULL", Long.class,
                scriptId).stream().findFirst();
    }

    void movePath(long scriptId, String newPath, OffsetDateTime now) {
        try {
            jdbc.update("UPDATE script SET path = ?, updated_at = ? WHERE id = ?", newPath, now, scriptId);
        } catch (DuplicateKeyException e) {
            throw taken(newPath);
        }
    }

    void trash(long scriptId, String user, OffsetDateTime now) {
        jdbc.update("UPDATE script SET trashed_path = path, path = ?, deleted_at = ?, deleted_by = ?"
                + " WHERE id = ? AND deleted_at IS NULL", TRASH_PREFIX + scriptId, now, user, scriptId);
    }

    List<TrashEntry> trash() {
        return jdbc.query("SELECT s.id, p.name, s.trashed_path, s.deleted_by, s.deleted_at FROM script s"
                + " JOIN project p ON p.id = s.project_id WHERE s.deleted_at IS NOT NULL ORDER BY s.deleted_at DESC,"
                + " s.id DESC", (rs, i) -> new TrashEntry(rs.getLong(1), rs.getString(2), rs.getString(3),
                rs.getString(4), rs.getObject(5, OffsetDateTime.class).toInstant()));
    }

    Optional<TrashEntry> trashed(long scriptId) {
        return trash().stream().filter(t -> t.scriptId() == scriptId).findFirst();
    }

    void untrash(long scriptId, String path) {
        try {
            jdbc.update("UPDATE script SET path = ?, trashed_path = NULL, deleted_at = NULL, deleted_by = NULL"
                    + " WHERE id = ?", path, scriptId);
        } catch (DuplicateKeyException e) {
            throw new ServiceException("Cannot restore " + path + ": another script has that path now. Rename or"
                    + " move that script first.");
        }
    }

    int emptyTrash() {
        jdbc.update("DELETE FROM script_version WHERE script_id IN (SELECT id FROM script WHERE deleted_at IS NOT NULL)");
        return jdbc.update("DELETE FROM script WHERE deleted_at IS NOT NULL");
    }

    private static ServiceException taken(String path) {
        return new ServiceException("A script with the path " + path + " already exists in this project.");
    }

    private static ProjectInfo project(ResultSet rs) throws SQLException {
        return new ProjectInfo(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                rs.getString(6));
    }

    private static ScriptEntry entry(ResultSet rs) throws SQLException {
        return new ScriptEntry(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getLong(4), rs.getString(5),
                rs.getObject(6, OffsetDateTime.class).toInstant());
    }
}
