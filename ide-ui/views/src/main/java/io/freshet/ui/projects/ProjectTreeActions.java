package io.freshet.ui.projects;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.AttachmentType;
import com.vaadin.flow.component.upload.Upload;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import com.vaadin.flow.server.streams.UploadHandler;
import io.freshet.ui.common.PromptDialog;
import io.freshet.ui.common.ServiceException;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

/** What the project tree's toolbar does: prompts, service calls, then a reload with a message. */
final class ProjectTreeActions {

    private static final int MAX_ZIP_BYTES = 50 * 1024 * 1024;

    private final ProjectTree tree;
    private final ProjectService projects;
    private final Anchor export;
    // read by the download request, which runs outside the UI lock
    private volatile ProjectNode exportProject;

    ProjectTreeActions(ProjectTree tree, ProjectService projects) {
        this.tree = tree;
        this.projects = projects;
        this.export = new Anchor(DownloadHandler.fromInputStream(e -> download()), AttachmentType.DOWNLOAD, "Export");
        export.setId("tree-export");
        export.setEnabled(false);
    }

    Anchor exportLink() {
        return export;
    }

    Upload importUpload() {
        Upload upload = new Upload(UploadHandler.inMemory((meta, data) -> {
            try {
                ProjectInfo imported = projects.importZip(meta.fileName(), data);
                tree.reload();
                tree.select(new ProjectNode(ProjectNode.Kind.PROJECT, imported.id(), imported.name(), "", 0));
                tree.show("Imported " + imported.name());
                tree.fire(new TreeChangedEvent(tree));
            } catch (ServiceException e) {
                tree.show("Import failed: " + e.userMessage());
            }
        }));
        upload.setId("tree-import");
        upload.setAcceptedFileTypes(".zip", "application/zip");
        upload.setMaxFiles(1);
        upload.setMaxFileSize(MAX_ZIP_BYTES);
        upload.setDropAllowed(false);
        Button button = new Button("Import zip…");
        button.addThemeVariants(ButtonVariant.LUMO_SMALL);
        upload.setUploadButton(button);
        return upload;
    }

    void selectedProject(ProjectNode node) {
        exportProject = node;
        export.setEnabled(node != null);
    }

    void newProject() {
        PromptDialog.text("New project", "Name", "", name -> {
            ProjectInfo p = projects.createProject(name);
            done(new ProjectNode(ProjectNode.Kind.PROJECT, p.id(), p.name(), "", 0), "Created project " + p.name());
        }).open();
    }

    void newFolder() {
        ProjectNode at = required();
        PromptDialog.text("New folder in " + at.projectName(), "Folder", prefix(at.targetFolder()), path -> {
            projects.createFolder(at.projectId(), path);
            done(new ProjectNode(ProjectNode.Kind.FOLDER, at.projectId(), at.projectName(), path.strip(), 0),
                    "Created folder " + path.strip());
        }).open();
    }

    /** Without a chosen row the script goes to the first project: a new user need not know the tree first. */
    void newScript() {
        ProjectNode at = tree.selection().or(() -> projects.projects().stream().findFirst()
                        .map(p -> new ProjectNode(ProjectNode.Kind.PROJECT, p.id(), p.name(), "", 0)))
                .orElseThrow(() -> new ServiceException("Create a project first: every script belongs to one."));
        PromptDialog.text("New script in " + at.projectName(), "Script", prefix(at.targetFolder()), path -> {
            var script = projects.createScript(at.projectId(), path, "");
            done(new ProjectNode(ProjectNode.Kind.SCRIPT, at.projectId(), at.projectName(), script.path(),
                    script.id()), "Created " + script.path());
        }).open();
    }

    void rename() {
        ProjectNode at = required();
        PromptDialog.text("Rename " + at.label(), "New name", at.label(), name -> {
            switch (at.kind()) {
                case PROJECT -> {
                    ProjectInfo p = projects.renameProject(at.projectId(), name);
                    done(new ProjectNode(ProjectNode.Kind.PROJECT, p.id(), p.name(), "", 0), "Renamed to " + p.name());
                }
                case FOLDER -> movedFolder(at, sibling(at.path(), name));
                case SCRIPT -> movedScript(at, sibling(at.path(), name));
            }
        }).open();
    }

    void move() {
        ProjectNode at = required();
        if (at.kind() == ProjectNode.Kind.PROJECT) {
            throw new ServiceException("Select a folder or script to move; projects are renamed.");
        }
        List<String> folders = new ArrayList<>(List.of(PromptDialog.ROOT));
        projects.contents(at.projectId()).folders().stream()
                .filter(f -> at.kind() != ProjectNode.Kind.FOLDER || !(f.equals(at.path()) || f.startsWith(at.path() + "/")))
                .forEach(folders::add);
        PromptDialog.choice("Move " + at.label(), "To folder", folders, folder -> {
            String target = folder == null || folder.equals(PromptDialog.ROOT) ? at.label() : folder + "/" + at.label();
            if (at.kind() == ProjectNode.Kind.FOLDER) {
                movedFolder(at, target);
            } else {
                movedScript(at, target);
            }
        }).open();
    }

    void delete() {
        ProjectNode at = required();
        switch (at.kind()) {
            case PROJECT -> throw new ServiceException("Delete the project's folders and scripts; an empty project"
                    + " stays until it is renamed or reused.");
            case FOLDER -> {
                List<Long> ids = projects.contents(at.projectId()).scripts().stream()
                        .filter(s -> s.path().startsWith(at.path() + "/")).map(ScriptEntry::id).toList();
                int n = projects.deleteFolder(at.projectId(), at.path());
                tree.fire(new ScriptRemovedEvent(tree, ids));
                done(null, "Deleted folder " + at.path() + " (" + n + " scripts to the trash)");
            }
            case SCRIPT -> {
                projects.deleteScript(at.scriptId());
                tree.fire(new ScriptRemovedEvent(tree, List.of(at.scriptId())));
                done(null, "Moved " + at.path() + " to the trash");
            }
        }
    }

    private void movedFolder(ProjectNode at, String to) {
        projects.moveFolder(at.projectId(), at.path(), to);
        done(new ProjectNode(ProjectNode.Kind.FOLDER, at.projectId(), at.projectName(), to.strip(), 0),
                "Moved " + at.path() + " to " + to.strip());
    }

    private void movedScript(ProjectNode at, String to) {
        var script = projects.moveScript(at.scriptId(), to);
        done(new ProjectNode(ProjectNode.Kind.SCRIPT, at.projectId(), at.projectName(), script.path(), script.id()),
                "Moved " + at.path() + " to " + script.path());
    }

    private void done(ProjectNode select, String text) {
        tree.reload();
        if (select != null) {
            tree.select(select);
        }
        tree.show(text);
        tree.fire(new TreeChangedEvent(tree));
    }

    private ProjectNode required() {
        return tree.selection().orElseThrow(() -> new ServiceException("Select a project, folder or script first."));
    }

    private DownloadResponse download() {
        ProjectNode node = exportProject;
        if (node == null) {
            return DownloadResponse.error(404, "Select a project to export.");
        }
        byte[] zip = projects.exportZip(node.projectId());
        String file = node.projectName().replaceAll("[^A-Za-z0-9._-]", "_") + ".zip";
        return new DownloadResponse(new ByteArrayInputStream(zip), file, "application/zip", zip.length);
    }

    private static String sibling(String path, String name) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? name.strip() : path.substring(0, slash + 1) + name.strip();
    }

    private static String prefix(String folder) {
        return folder.isEmpty() ? "" : folder + "/";
    }
}
