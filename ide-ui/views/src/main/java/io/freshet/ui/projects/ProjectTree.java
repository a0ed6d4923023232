package io.freshet.ui.projects;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridSingleSelectionModel;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Projects, folders and scripts as an indented tree with a toolbar: new project, folder and script, rename, move,
 * delete to the trash, the trash, a script's history, the project's git page, export and import. Choosing a script
 * fires {@link OpenScriptEvent}. Buttons a role may not use are absent; the services refuse them as well.
 */
public class ProjectTree extends Composite<VerticalLayout> implements HasSize {

    private final ProjectService projects;
    private final ScriptService scripts;
    private final boolean developer;
    private final boolean admin;
    private final Grid<ProjectNode> grid = new Grid<>();
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
        // a flat grid indented by depth: rows stay clickable (a tree toggle swallows clicks on folder names)
        grid.addColumn(labels()).setHeader("Projects");
        grid.setHeight("28em");
        // clicking the chosen row again keeps it chosen, as in a file tree
        ((GridSingleSelectionModel<ProjectNode>) grid.getSelectionModel()).setDeselectAllowed(false);
        grid.asSingleSelect().addValueChangeListener(e -> selected(e.getValue()));
        message.setId("tree-message");
        // one row of icons (names in tooltips) even in a narrow tree; the rarer actions behind "More"
        HorizontalLayout toolbar = new HorizontalLayout();
        toolbar.setId("tree-toolbar");
        toolbar.setSpacing(false);
        toolbar.getStyle().set("gap", "var(--lumo-space-xs)").set("flex-wrap", "nowrap");
        HorizontalLayout more = new HorizontalLayout();
        more.setId("tree-more-actions");
        more.setWrap(true);
        more.setSpacing(false);
        more.getStyle().set("gap", "var(--lumo-space-xs)");
        more.setVisible(false);
        if (developer) {
            toolbar.add(icon("tree-new-script", "New script", VaadinIcon.FILE_ADD, actions::newScript),
                    icon("tree-new-folder", "New folder", VaadinIcon.FOLDER_ADD, actions::newFolder),
                    icon("tree-delete", "Delete (to the trash)", VaadinIcon.TRASH, actions::delete));
            more.add(button("tree-new-project", "New project", actions::newProject),
                    button("tree-rename", "Rename", actions::rename),
                    button("tree-move", "Move", actions::move),
                    button("tree-deploy", "Deploy…", this::deploy));
        }
        toolbar.add(icon("tree-history", "History of the script", VaadinIcon.CLOCK, this::openHistory),
                icon("tree-trash", "Trash", VaadinIcon.ARCHIVE, this::openTrash));
        more.add(button("tree-git", "Git…", this::git), actions.exportLink());
        if (developer) {
            more.add(actions.importUpload());
        }
        Button toggle = icon("tree-more", "More actions", VaadinIcon.ELLIPSIS_DOTS_H, () -> more.setVisible(!more.isVisible()));
        toolbar.add(toggle);
        getContent().setSpacing(false);
        getContent().add(toolbar, more);
        getContent().setPadding(false);
        getContent().add(grid, message);
        reload();
    }

    /** Opens the deployment of the chosen row's project. */
    private void deploy() {
        ProjectNode chosen = grid.asSingleSelect().getValue();
        if (chosen == null) {
            message.setText("Choose a project or one of its scripts to deploy.");
            return;
        }
        getUI().ifPresent(ui -> ui.navigate("deploy/" + chosen.projectName()));
    }

    /** Opens the git page of the chosen row's project (its link, or the offer to make one). */
    private void git() {
        ProjectNode chosen = grid.asSingleSelect().getValue();
        if (chosen == null) {
            message.setText("Choose a project or one of its scripts to see it in git.");
            return;
        }
        getUI().ifPresent(ui -> ui.navigate("projects/" + chosen.projectId() + "/git"));
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
        List<ProjectNode> rows = new ArrayList<>();
        for (ProjectInfo project : projects.projects()) {
            ProjectContents contents = projects.contents(project.id());
            rows.add(new ProjectNode(ProjectNode.Kind.PROJECT, project.id(), project.name(), "", 0));
            addChildren(rows, project, contents, "");
        }
        grid.setItems(rows);
        if (keep != null && rows.contains(keep)) {
            grid.select(keep);
        }
    }

    /** Depth first: a folder's subfolders by name, then its scripts in run order. */
    private static void addChildren(List<ProjectNode> rows, ProjectInfo project, ProjectContents contents, String folder) {
        for (String f : contents.folders()) {
            if (parentOf(f).equals(folder)) {
                rows.add(new ProjectNode(ProjectNode.Kind.FOLDER, project.id(), project.name(), f, 0));
                addChildren(rows, project, contents, f);
            }
        }
        for (ScriptEntry script : contents.scripts()) {
            if (script.folder().equals(folder)) {
                rows.add(new ProjectNode(ProjectNode.Kind.SCRIPT, project.id(), project.name(), script.path(),
                        script.id()));
            }
        }
    }

    private static String parentOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }

    /** Indented label with an icon; {@code data-node} (project name, then path) is a stable handle for tests. */
    private static LitRenderer<ProjectNode> labels() {
        return LitRenderer.<ProjectNode>of("<span class=\"tree-row\" data-node=\"${item.node}\""
                        + " style=\"padding-left: ${item.indent}em\"><vaadin-icon icon=\"${item.icon}\""
                        + " style=\"width: var(--lumo-icon-size-s); height: var(--lumo-icon-size-s); margin-right: 0.4em\">"
                        + "</vaadin-icon>${item.label}</span>")
                .withProperty("node", n -> n.kind() == ProjectNode.Kind.PROJECT ? n.projectName()
                        : n.projectName() + "/" + n.path())
                .withProperty("indent", n -> n.kind() == ProjectNode.Kind.PROJECT ? 0 : 1.25 * n.path().split("/").length)
                .withProperty("icon", n -> switch (n.kind()) {
                    case PROJECT -> "vaadin:package";
                    case FOLDER -> "vaadin:folder-o";
                    case SCRIPT -> "vaadin:file-code";
                })
                .withProperty("label", ProjectNode::label);
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

    private Button icon(String id, String name, VaadinIcon icon, Runnable action) {
        Button button = button(id, "", action);
        button.setIcon(icon.create());
        button.setTooltipText(name);
        button.setAriaLabel(name);
        button.addThemeVariants(ButtonVariant.LUMO_ICON, ButtonVariant.LUMO_TERTIARY);
        return button;
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
