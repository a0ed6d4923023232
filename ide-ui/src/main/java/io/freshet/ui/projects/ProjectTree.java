package io.freshet.ui.projects;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.treegrid.TreeGrid;
import com.vaadin.flow.data.provider.hierarchy.TreeData;
import com.vaadin.flow.data.provider.hierarchy.TreeDataProvider;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import java.util.Optional;

/**
 * Projects, folders and scripts as a tree with a toolbar: new project, folder and script, rename, move,
 * delete to the trash, the trash, a script's history, export and import. Choosing a script fires
 * {@link OpenScriptEvent}. Buttons a role may not use are absent; the services refuse them as well.
 */
public class ProjectTree extends Composite<VerticalLayout> implements HasSize {

    private final ProjectService projects;
    private final ScriptService scripts;
    private final boolean developer;
    private final boolean admin;
    private final TreeGrid<ProjectNode> grid = new TreeGrid<>();
    private final Span message = new Span();
    private final ProjectTreeActions actions;
    // a reload re-selects the row it had: that is not the user choosing a script
    private boolean reloading;

    public ProjectTree(ProjectService projects, ScriptService scripts, CurrentUserService user) {
        this.projects = projects;
        this.scripts = scripts;
        this.developer = user.hasRole(Roles.DEVELOPER);
        this.admin = user.hasRole(Roles.ADMIN);
        this.actions = new ProjectTreeActions(this, projects);
        grid.setId("project-tree");
        grid.addHierarchyColumn(ProjectNode::label).setHeader("Projects");
        grid.setHeight("28em");
        grid.asSingleSelect().addValueChangeListener(e -> selected(e.getValue()));
        message.setId("tree-message");
        HorizontalLayout toolbar = new HorizontalLayout();
        toolbar.setId("tree-toolbar");
        toolbar.setWrap(true);
        toolbar.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
        if (developer) {
            toolbar.add(button("tree-new-project", "New project", actions::newProject),
                    button("tree-new-folder", "New folder", actions::newFolder),
                    button("tree-new-script", "New script", actions::newScript),
                    button("tree-rename", "Rename", actions::rename),
                    button("tree-move", "Move", actions::move),
                    button("tree-delete", "Delete", actions::delete));
        }
        toolbar.add(button("tree-trash", "Trash", this::openTrash), button("tree-history", "History", this::openHistory),
                actions.exportLink());
        if (developer) {
            toolbar.add(actions.importUpload());
        }
        getContent().setPadding(false);
        getContent().add(toolbar, grid, message);
        reload();
    }

    /** Called when the user chooses a script. */
    public Registration addOpenScriptListener(ComponentEventListener<OpenScriptEvent> listener) {
        return addListener(OpenScriptEvent.class, listener);
    }

    /** Called when scripts went to the trash. */
    public Registration addScriptRemovedListener(ComponentEventListener<ScriptRemovedEvent> listener) {
        return addListener(ScriptRemovedEvent.class, listener);
    }

    /** Called when the history dialog restored an older version of a script. */
    public Registration addVersionRestoredListener(ComponentEventListener<VersionRestoredEvent> listener) {
        return addListener(VersionRestoredEvent.class, listener);
    }

    /** Reloads from the database, keeping the selection when the item still exists. */
    public void reload() {
        ProjectNode keep = grid.asSingleSelect().getValue();
        reloading = true;
        try {
            fill(keep);
        } finally {
            reloading = false;
        }
    }

    private void fill(ProjectNode keep) {
        TreeData<ProjectNode> data = new TreeData<>();
        for (ProjectInfo project : projects.projects()) {
            ProjectContents contents = projects.contents(project.id());
            ProjectNode root = new ProjectNode(ProjectNode.Kind.PROJECT, project.id(), project.name(), "", 0);
            data.addItem(null, root);
            for (String folder : contents.folders()) {
                data.addItem(parent(root, folder), new ProjectNode(ProjectNode.Kind.FOLDER, project.id(),
                        project.name(), folder, 0));
            }
            for (ScriptEntry script : contents.scripts()) {
                data.addItem(parent(root, script.path()), new ProjectNode(ProjectNode.Kind.SCRIPT, project.id(),
                        project.name(), script.path(), script.id()));
            }
        }
        grid.setDataProvider(new TreeDataProvider<>(data));
        grid.expandRecursively(data.getRootItems(), Integer.MAX_VALUE);
        if (keep != null && data.contains(keep)) {
            grid.select(keep);
        }
    }

    /** The selected row, if any. */
    public Optional<ProjectNode> selection() {
        return Optional.ofNullable(grid.asSingleSelect().getValue());
    }

    /** Selects the row for a path after a reload (e.g. a newly created item). */
    void select(ProjectNode node) {
        grid.select(node);
    }

    void show(String text) {
        message.setText(text);
    }

    /** Called after any change the tree made (create, rename, move, delete, restore, import). */
    public Registration addTreeChangedListener(ComponentEventListener<TreeChangedEvent> listener) {
        return addListener(TreeChangedEvent.class, listener);
    }

    void fire(ComponentEvent<?> event) {
        fireEvent(event);
    }

    private static ProjectNode parent(ProjectNode root, String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? root : new ProjectNode(ProjectNode.Kind.FOLDER, root.projectId(), root.projectName(),
                path.substring(0, slash), 0);
    }

    private void selected(ProjectNode node) {
        actions.selectedProject(node);
        if (!reloading && node != null && node.kind() == ProjectNode.Kind.SCRIPT) {
            fireEvent(new OpenScriptEvent(this, node.scriptId()));
        }
    }

    private void openTrash() {
        new TrashDialog(projects, developer, admin, () -> {
            reload();
            fireEvent(new TreeChangedEvent(this));
        }).open();
    }

    private void openHistory() {
        Optional<ProjectNode> node = selection().filter(n -> n.kind() == ProjectNode.Kind.SCRIPT);
        if (node.isEmpty()) {
            show("Select a script to see its history.");
            return;
        }
        VersionHistoryDialog dialog = new VersionHistoryDialog(scripts, projects, node.get().scriptId(), developer);
        dialog.addRestoredListener(e -> fireEvent(new VersionRestoredEvent(this, e.script())));
        dialog.open();
    }

    private Button button(String id, String text, Runnable action) {
        Button button = new Button(text, e -> {
            try {
                action.run();
            } catch (ServiceException ex) {
                show(ex.userMessage());
            }
        });
        button.setId(id);
        button.addThemeVariants(ButtonVariant.LUMO_SMALL);
        return button;
    }
}
