package io.freshet.ui.scripts;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ProjectTree;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The projects' scripts: the tree (where scripts are created, renamed, moved, deleted, restored, imported and
 * exported) and a read-only preview of the chosen script; scripts are edited and saved in the editor.
 */
@Route(value = "scripts", layout = MainLayout.class)
@Menu(title = "Scripts", order = 3, icon = "vaadin:file-text")
@PageTitle("Scripts · Freshet")
@RolesAllowed(Roles.VIEWER)
public class ScriptsView extends Main {

    private static final DateTimeFormatter SAVED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private final ScriptService scripts;
    private final H3 title = new H3("No script chosen");
    private final Span details = new Span("Choose a script in the tree to see it here.");
    private final Pre preview = new Pre();
    private final Button openInEditor = new Button("Open in editor");
    private final Paragraph message = new Paragraph();
    private ScriptDocument shown;

    public ScriptsView(ScriptService scripts, ProjectService projects, CurrentUserService user) {
        this.scripts = scripts;
        getStyle().set("padding", "var(--lumo-space-l)");
        ProjectTree tree = new ProjectTree(projects, scripts, user);
        tree.setWidthFull();
        tree.addOpenScriptListener(e -> show(e.scriptId()));
        tree.addVersionRestoredListener(e -> show(e.script()));
        tree.addScriptRemovedListener(e -> {
            if (shown != null && e.scriptIds().contains(shown.id())) {
                show((ScriptDocument) null);
            }
        });
        // a rename or move changes the shown script's path
        tree.addTreeChangedListener(e -> {
            if (shown != null) {
                show(shown.id());
            }
        });
        Div list = new Div(tree);
        list.setId("script-list");
        list.getStyle().set("flex", "0 0 30em").set("min-width", "0");
        add(new H2("Scripts"), body(list));
    }

    private HorizontalLayout body(Div list) {
        title.setId("script-title");
        details.setId("script-details");
        preview.setId("script-preview");
        preview.getStyle().set("white-space", "pre").set("overflow", "auto").set("max-height", "60vh")
                .set("margin", "0").set("padding", "var(--lumo-space-s)")
                .set("background", "var(--lumo-contrast-5pct)").set("font-size", "var(--lumo-font-size-s)");
        openInEditor.setId("script-open-in-editor");
        openInEditor.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        openInEditor.setEnabled(false);
        openInEditor.addClickListener(e -> {
            if (shown != null) {
                UI.getCurrent().navigate("editor/" + shown.id());
            }
        });
        message.setId("script-message");
        HorizontalLayout heading = new HorizontalLayout(title, openInEditor);
        heading.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
        Div side = new Div(heading, details, message, preview);
        side.setId("script-preview-panel");
        side.getStyle().set("flex", "1 1 auto").set("min-width", "0");
        HorizontalLayout body = new HorizontalLayout(list, side);
        body.setWidthFull();
        return body;
    }

    private void show(long scriptId) {
        try {
            show(scripts.open(scriptId));
        } catch (ServiceException e) {
            // gone meanwhile, e.g. moved to the trash in another tab
            show((ScriptDocument) null);
            message.setText(e.userMessage());
        }
    }

    private void show(ScriptDocument script) {
        shown = script;
        message.setText("");
        openInEditor.setEnabled(script != null);
        if (script == null) {
            title.setText("No script chosen");
            details.setText("Choose a script in the tree to see it here.");
            preview.setText("");
            return;
        }
        title.setText(script.project() + " / " + script.path());
        details.setText("Version " + script.version() + ", saved by " + script.savedBy()
                + (script.savedAt() == null ? "" : " at " + SAVED.format(script.savedAt())) + ". Read-only here.");
        preview.setText(script.content());
    }
}
