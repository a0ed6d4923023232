package io.freshet.backend.projects;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.scripts.ProjectPaths;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectContents;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.projects.TrashEntry;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptRevision;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/** Projects, folders and the trash in the database; script text and versions stay with the script service. */
@Service
public class JdbcProjectService implements ProjectService {

    private final ProjectStore store;
    private final ScriptService scripts;
    private final ProjectTransfer transfer;
    private final AuditLog audit;
    private final TransactionTemplate tx;

    public JdbcProjectService(ProjectStore store, ScriptService scripts, ProjectTransfer transfer, AuditLog audit,
                              TransactionTemplate tx) {
        this.store = store;
        this.scripts = scripts;
        this.transfer = transfer;
        this.audit = audit;
        this.tx = tx;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<ProjectInfo> projects() {
        return store.projects();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ProjectContents contents(long projectId) {
        ProjectInfo project = project(projectId);
        List<ScriptEntry> entries = store.scripts(projectId);
        TreeSet<String> folders = new TreeSet<>(store.explicitFolders(projectId));
        entries.forEach(e -> folders.add(e.folder()));
        // every ancestor is a folder too, so the tree never has a gap
        for (String f : List.copyOf(folders)) {
            for (int i = f.indexOf('/'); i > 0; i = f.indexOf('/', i + 1)) {
                folders.add(f.substring(0, i));
            }
        }
        folders.remove("");
        return new ProjectContents(project, List.copyOf(folders), entries);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<ScriptDocument> scriptsInOrder(String project) {
        ProjectInfo p = store.project(project).orElseThrow(() -> new ServiceException("No project named " + project + "."));
        return store.scripts(p.id()).stream().map(e -> scripts.open(e.id())).toList();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ProjectInfo createProject(String name) {
        String valid = ProjectPaths.projectName(name);
        ProjectInfo created = inTx(() -> project(store.insertProject(new ProjectInfo(0, valid, null, null, null, null), now())));
        audit.record(AuditAction.PROJECT_CREATED, valid, AuditLog.SUCCESS, null);
        return created;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ProjectInfo renameProject(long projectId, String newName) {
        String valid = ProjectPaths.projectName(newName);
        String old = project(projectId).name();
        ProjectInfo renamed = inTx(() -> {
            store.renameProject(projectId, valid, now());
            return project(projectId);
        });
        audit.record(AuditAction.PROJECT_RENAMED, old, AuditLog.SUCCESS, "to " + valid);
        return renamed;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void createFolder(long projectId, String path) {
        String valid = ProjectPaths.path("folder", path);
        ProjectInfo project = project(projectId);
        inTx(() -> {
            store.insertFolder(projectId, valid, now());
            return null;
        });
        audit.record(AuditAction.FOLDER_CREATED, project.name() + "/" + valid, AuditLog.SUCCESS, null);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void moveFolder(long projectId, String path, String newPath) {
        String from = ProjectPaths.path("folder", path);
        String to = ProjectPaths.path("new folder path", newPath);
        if (ProjectPaths.within(to, from)) {
            throw new ServiceException("Cannot move the folder " + from + " into itself.");
        }
        ProjectInfo project = project(projectId);
        inTx(() -> {
            OffsetDateTime now = now();
            for (ScriptEntry e : store.scripts(projectId)) {
                if (ProjectPaths.within(e.path(), from)) {
                    store.movePath(e.id(), to + e.path().substring(from.length()), now);
                }
            }
            for (String f : store.explicitFolders(projectId)) {
                if (ProjectPaths.within(f, from)) {
                    store.deleteFolder(projectId, f);
                    store.insertFolder(projectId, to + f.substring(from.length()), now);
                }
            }
            return null;
        });
        audit.record(AuditAction.FOLDER_MOVED, project.name() + "/" + from, AuditLog.SUCCESS, "to " + to);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public int deleteFolder(long projectId, String path) {
        String folder = ProjectPaths.path("folder", path);
        ProjectInfo project = project(projectId);
        String user = AuditLog.currentActor();
        int trashed = inTx(() -> {
            int n = 0;
            for (ScriptEntry e : store.scripts(projectId)) {
                if (ProjectPaths.within(e.path(), folder)) {
                    store.trash(e.id(), user, now());
                    n++;
                }
            }
            store.explicitFolders(projectId).stream().filter(f -> ProjectPaths.within(f, folder))
                    .forEach(f -> store.deleteFolder(projectId, f));
            return n;
        });
        audit.record(AuditAction.FOLDER_DELETED, project.name() + "/" + folder, AuditLog.SUCCESS,
                trashed + " scripts to the trash");
        return trashed;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument createScript(long projectId, String path, String content) {
        return scripts.create(project(projectId).name(), ProjectPaths.scriptPath(path), content);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument moveScript(long scriptId, String newPath) {
        String to = ProjectPaths.scriptPath(newPath);
        ScriptDocument before = scripts.open(scriptId);
        inTx(() -> {
            store.movePath(scriptId, to, now());
            return null;
        });
        audit.record(AuditAction.SCRIPT_MOVED, before.project() + "/" + before.path(), AuditLog.SUCCESS, "to " + to);
        return scripts.open(scriptId);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void deleteScript(long scriptId) {
        ScriptDocument script = scripts.open(scriptId);
        String user = AuditLog.currentActor();
        inTx(() -> {
            store.trash(scriptId, user, now());
            return null;
        });
        audit.record(AuditAction.SCRIPT_DELETED, script.project() + "/" + script.path(), AuditLog.SUCCESS,
                "to the trash, version " + script.version());
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<TrashEntry> trash() {
        return store.trash();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument restore(long scriptId) {
        TrashEntry entry = store.trashed(scriptId)
                .orElseThrow(() -> new ServiceException("Script " + scriptId + " is not in the trash."));
        inTx(() -> {
            store.untrash(scriptId, entry.path());
            return null;
        });
        audit.record(AuditAction.SCRIPT_RESTORED, entry.project() + "/" + entry.path(), AuditLog.SUCCESS, null);
        return scripts.open(scriptId);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public int emptyTrash() {
        int removed = inTx(store::emptyTrash);
        audit.record(AuditAction.TRASH_EMPTIED, "trash", AuditLog.SUCCESS, removed + " scripts deleted for good");
        return removed;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ScriptDocument restoreVersion(long scriptId, long baseVersion, long version) {
        ScriptRevision old = scripts.history(scriptId).stream().filter(r -> r.version() == version).findFirst()
                .orElseThrow(() -> new ServiceException("Version " + version + " of script " + scriptId
                        + " does not exist."));
        ScriptDocument saved = scripts.save(scriptId, baseVersion, old.content());
        audit.record(AuditAction.SCRIPT_VERSION_RESTORED, saved.project() + "/" + saved.path(), AuditLog.SUCCESS,
                "version " + version + " saved as version " + saved.version());
        return saved;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ProjectInfo importZip(String fileName, byte[] zip) {
        return transfer.importBundle(ProjectZip.read(fileName, zip), AuditLog.currentActor(), true);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public byte[] exportZip(long projectId) {
        return ProjectZip.write(transfer.bundle(contents(projectId)));
    }

    private ProjectInfo project(long id) {
        return store.project(id).orElseThrow(() -> new ServiceException("Project " + id + " does not exist."));
    }

    private <T> T inTx(Supplier<T> work) {
        return tx.execute(status -> work.get());
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
