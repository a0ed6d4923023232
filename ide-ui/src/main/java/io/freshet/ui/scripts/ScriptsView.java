package io.freshet.ui.scripts;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ProjectTree;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/** Scripts and their versions: viewers read, developers create and save; a conflicting save shows both texts. */
@Route(value = "scripts", layout = MainLayout.class)
@PageTitle("Scripts · Freshet")
@RolesAllowed(Roles.VIEWER)
public class ScriptsView extends Main {

    private final ScriptService scripts;
    private final Grid<ScriptDocument> grid = new Grid<>(ScriptDocument.class, false);
    private final TextArea content = new TextArea("Content");
    private final TextArea theirs = new TextArea("Newer version in the database");
    private final Paragraph message = new Paragraph();
    private final Grid<ScriptRevision> history = new Grid<>(ScriptRevision.class, false);
    private ScriptDocument opened;

    public ScriptsView(ScriptService scripts, ProjectService projects, CurrentUserService user) {
        this.scripts = scripts;
        getStyle().set("padding", "var(--lumo-space-l)");
        grid.setId("script-list");
        grid.addColumn(ScriptDocument::project).setHeader("Project");
        grid.addColumn(ScriptDocument::path).setHeader("Path");
        grid.addColumn(ScriptDocument::version).setHeader("Version");
        grid.addColumn(ScriptDocument::savedBy).setHeader("Saved by");
        grid.setAllRowsVisible(true);
        grid.asSingleSelect().addValueChangeListener(e -> open(e.getValue()));
        content.setId("script-content");
        content.setWidthFull();
        content.setMaxLength(ScriptService.MAX_SCRIPT_CHARS);
        content.setReadOnly(!user.hasRole(Roles.DEVELOPER));
        theirs.setId("script-theirs");
        theirs.setWidthFull();
        theirs.setReadOnly(true);
        theirs.setVisible(false);
        message.setId("script-message");
        history.setId("script-history");
        history.addColumn(ScriptRevision::version).setHeader("Version");
        history.addColumn(ScriptRevision::savedBy).setHeader("Saved by");
        history.addColumn(r -> r.savedAt().toString()).setHeader("Saved at (UTC)");
        history.setAllRowsVisible(true);
        history.setVisible(false);
        Div files = new Div(grid, message, content, theirs);
        files.getStyle().set("flex-grow", "1").set("min-width", "0");
        // the buttons are absent for a viewer; the service refuses the calls as well
        if (user.hasRole(Roles.DEVELOPER)) {
            files.add(developerActions());
        }
        files.add(history);
        ProjectTree tree = new ProjectTree(projects, scripts, user);
        tree.setWidth("30em");
        tree.addOpenScriptListener(e -> open(scripts.open(e.scriptId())));
        tree.addVersionRestoredListener(e -> open(e.script()));
        tree.addScriptRemovedListener(e -> {
            if (opened != null && e.scriptIds().contains(opened.id())) {
                opened = null;
                content.clear();
                history.setVisible(false);
            }
        });
        tree.addTreeChangedListener(e -> reload());
        HorizontalLayout body = new HorizontalLayout(tree, files);
        body.setWidthFull();
        add(new H2("Scripts"), body);
        reload();
    }

    private Div developerActions() {
        TextField project = new TextField("Project");
        project.setId("new-script-project");
        TextField path = new TextField("Path");
        path.setId("new-script-path");
        Button create = new Button("New script", e -> run(() -> {
            ScriptDocument created = scripts.create(project.getValue(), path.getValue(), content.getValue());
            reload();
            grid.select(created);
            message.setText("Created " + created.path());
        }));
        create.setId("new-script");
        Button save = new Button("Save", e -> run(this::save));
        save.setId("save-script");
        return new Div(new HorizontalLayout(project, path, create), save);
    }

    private void save() {
        if (opened == null) {
            message.setText("Select a script first.");
            return;
        }
        try {
            opened = scripts.save(opened.id(), opened.version(), content.getValue());
            theirs.setVisible(false);
            message.setText("Saved version " + opened.version());
            showHistory();
            reload();
        } catch (ScriptConflictException conflict) {
            // keep the user's text in the editor; the next save is based on the newer version once merged
            opened = conflict.current();
            theirs.setValue(conflict.current().content());
            theirs.setVisible(true);
            message.setText(conflict.userMessage());
        }
    }

    private void open(ScriptDocument script) {
        if (script != null) {
            opened = scripts.open(script.id());
            content.setValue(opened.content());
            theirs.setVisible(false);
            showHistory();
        }
    }

    private void showHistory() {
        history.setItems(scripts.history(opened.id()));
        history.setVisible(true);
    }

    private void reload() {
        grid.setItems(scripts.list());
    }

    private void run(Runnable action) {
        try {
            action.run();
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
