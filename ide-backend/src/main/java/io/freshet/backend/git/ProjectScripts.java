package io.freshet.backend.git;

import io.freshet.backend.scripts.ScriptStore;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A linked project's scripts as Freshet keeps them, read and changed only through the script and project services,
 * so a pulled change is a new version like any save (audited, with its history) and a removed file goes to the trash.
 */
final class ProjectScripts {

    private final ProjectService projects;
    private final ScriptService scripts;
    private final ScriptStore store;

    ProjectScripts(ProjectService projects, ScriptService scripts, ScriptStore store) {
        this.projects = projects;
        this.scripts = scripts;
        this.store = store;
    }

    /** The project's name; refused like the project service refuses a missing project. */
    String projectName(long projectId) {
        return projects.contents(projectId).project().name();
    }

    /** Every live script of the project, path to text. */
    Map<String, String> texts(long projectId) {
        Map<String, String> texts = new TreeMap<>();
        for (ScriptEntry entry : projects.contents(projectId).scripts()) {
            store.find(entry.id()).ifPresent(d -> texts.put(d.path(), d.content()));
        }
        return texts;
    }

    /** Makes the script at {@code path} hold {@code text}: a new version, a new script, or (null) the trash. */
    void put(long projectId, String path, String text) {
        Optional<ScriptEntry> existing = projects.contents(projectId).scripts().stream()
                .filter(e -> e.path().equals(path)).findFirst();
        if (existing.isEmpty()) {
            if (text != null) {
                projects.createScript(projectId, path, text);
            }
            return;
        }
        if (text == null) {
            projects.deleteScript(existing.get().id());
            return;
        }
        ScriptDocument current = store.find(existing.get().id()).orElseThrow();
        if (!current.content().equals(text)) {
            scripts.save(current.id(), current.version(), text);
        }
    }
}
