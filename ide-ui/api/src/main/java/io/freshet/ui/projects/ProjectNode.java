package io.freshet.ui.projects;

/**
 * A row of the project tree.
 *
 * @param path     folder or script path inside the project; empty for the project itself
 * @param scriptId the script's id, or 0 for projects and folders
 */
public record ProjectNode(Kind kind, long projectId, String projectName, String path, long scriptId) {

    /** What a row stands for. */
    public enum Kind { PROJECT, FOLDER, SCRIPT }

    /** The text shown in the tree: the last path segment, or the project name. */
    public String label() {
        return kind == Kind.PROJECT ? projectName : path.substring(path.lastIndexOf('/') + 1);
    }

    /** The folder a new item goes into when this row is selected ("" is the project's root). */
    public String targetFolder() {
        return switch (kind) {
            case PROJECT -> "";
            case FOLDER -> path;
            case SCRIPT -> path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "";
        };
    }
}
