package io.freshet.ui.projects;

import java.util.List;

/**
 * Everything the tree shows of one project.
 *
 * @param folders every folder path, explicit or holding scripts, sorted; parents come before children
 * @param scripts the scripts in run order
 */
public record ProjectContents(ProjectInfo project, List<String> folders, List<ScriptEntry> scripts) {

    public ProjectContents {
        folders = List.copyOf(folders);
        scripts = List.copyOf(scripts);
    }
}
