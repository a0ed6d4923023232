package io.freshet.ui.projects;

import io.freshet.ui.scripts.ScriptDocument;
import java.util.List;
import java.util.Optional;

/**
 * Projects as trees of folders and scripts: create, rename, move, delete to a trash and restore, import
 * and export as a zip. Script text and versions stay with {@link io.freshet.ui.scripts.ScriptService}.
 * Every failure is an {@link io.freshet.ui.common.ServiceException} with a message for the user.
 */
public interface ProjectService {

    /** Every project, by name. */
    List<ProjectInfo> projects();

    /** The project of that name, if there is one. */
    default Optional<ProjectInfo> named(String name) {
        return projects().stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** Folders and live scripts of a project. */
    ProjectContents contents(long projectId);

    /**
     * The project's live scripts with their text, in run order (the manifest's order, then newer scripts):
     * a script's DDL dependencies are the scripts before it.
     */
    List<ScriptDocument> scriptsInOrder(String project);

    ProjectInfo createProject(String name);

    ProjectInfo renameProject(long projectId, String newName);

    /** Creates an empty folder (and its parents). */
    void createFolder(long projectId, String path);

    /** Renames or moves a folder with everything in it. */
    void moveFolder(long projectId, String path, String newPath);

    /** Moves every script in the folder to the trash and removes the folder; returns how many scripts. */
    int deleteFolder(long projectId, String path);

    ScriptDocument createScript(long projectId, String path, String content);

    /** Renames or moves a script within its project; its versions stay with it. */
    ScriptDocument moveScript(long scriptId, String newPath);

    /** Moves a script to the trash; it keeps its versions and can be restored. */
    void deleteScript(long scriptId);

    /** Deleted scripts, newest deletion first. */
    List<TrashEntry> trash();

    /** Brings a script back from the trash to its old path. */
    ScriptDocument restore(long scriptId);

    /** Deletes the trashed scripts and their versions for good; returns how many. */
    int emptyTrash();

    /**
     * Saves an older version's text as a new version.
     *
     * @throws io.freshet.ui.scripts.ScriptConflictException when someone saved after {@code baseVersion}
     */
    ScriptDocument restoreVersion(long scriptId, long baseVersion, long version);

    /**
     * Imports a zip of a project folder: a {@code freshet-project.json} manifest with its scripts, or plain
     * {@code .sql} files. A name already taken gets a suffix.
     */
    ProjectInfo importZip(String fileName, byte[] zip);

    /** The project as a zip that re-imports to the same tree and order. */
    byte[] exportZip(long projectId);
}
