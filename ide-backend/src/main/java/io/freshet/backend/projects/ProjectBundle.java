package io.freshet.backend.projects;

import java.util.List;

/**
 * A project as files: what an import reads and an export writes, independent of zip or folder.
 *
 * @param folders folders to create even when they hold no script
 * @param scripts the scripts in run order
 */
public record ProjectBundle(String name, String title, String description, String defaultCatalog,
                            String defaultDatabase, List<String> folders, List<File> scripts) {

    /** The manifest's file name inside a project folder. */
    public static final String MANIFEST = "freshet-project.json";

    public ProjectBundle {
        folders = List.copyOf(folders);
        scripts = List.copyOf(scripts);
    }

    /** One script: its path inside the project and its text. */
    public record File(String path, String content) {
    }

    /** The same project under another name. */
    public ProjectBundle named(String newName) {
        return new ProjectBundle(newName, title, description, defaultCatalog, defaultDatabase, folders, scripts);
    }
}
