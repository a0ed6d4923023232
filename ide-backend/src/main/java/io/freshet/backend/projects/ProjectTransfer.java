package io.freshet.backend.projects;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.scripts.ScriptStore;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectContents;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ScriptEntry;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/** Writes a bundle into the database as a new project, and reads a project back as a bundle. */
@Component
public class ProjectTransfer {

    private final ProjectStore store;
    private final ScriptStore scripts;
    private final AuditLog audit;
    private final TransactionTemplate tx;

    public ProjectTransfer(ProjectStore store, ScriptStore scripts, AuditLog audit, TransactionTemplate tx) {
        this.store = store;
        this.scripts = scripts;
        this.audit = audit;
        this.tx = tx;
    }

    /**
     * Imports in one transaction (all or nothing).
     *
     * @param renameIfTaken give a taken name a " (2)" style suffix; otherwise a taken name is refused
     */
    public ProjectInfo importBundle(ProjectBundle bundle, String actor, boolean renameIfTaken) {
        ProjectInfo created = tx.execute(status -> {
            OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
            ProjectBundle named = renameIfTaken ? bundle.named(freeName(bundle.name())) : bundle;
            long id = store.insertProject(new ProjectInfo(0, named.name(), named.title(), named.description(),
                    named.defaultCatalog(), named.defaultDatabase()), now);
            for (String folder : named.folders()) {
                store.insertFolder(id, folder, now);
            }
            for (ProjectBundle.File script : named.scripts()) {
                scripts.create(id, script.path(), script.content(), actor, now);
            }
            return store.project(id).orElseThrow();
        });
        audit.record(actor, AuditAction.PROJECT_IMPORTED, created.name(), AuditLog.SUCCESS,
                bundle.scripts().size() + " scripts, " + bundle.folders().size() + " folders");
        return created;
    }

    /** The project's folders and live scripts, in run order. */
    public ProjectBundle bundle(ProjectContents contents) {
        ProjectInfo p = contents.project();
        List<ProjectBundle.File> files = new ArrayList<>();
        for (ScriptEntry entry : contents.scripts()) {
            files.add(new ProjectBundle.File(entry.path(), scripts.find(entry.id()).orElseThrow().content()));
        }
        return new ProjectBundle(p.name(), p.title(), p.description(), p.defaultCatalog(), p.defaultDatabase(),
                contents.folders(), files);
    }

    private String freeName(String name) {
        if (store.project(name).isEmpty()) {
            return name;
        }
        for (int n = 2; n < 1000; n++) {
            String candidate = name + " (" + n + ")";
            if (store.project(candidate).isEmpty()) {
                return candidate;
            }
        }
        throw new ServiceException("Too many projects named " + name + ": rename some first.");
    }
}
