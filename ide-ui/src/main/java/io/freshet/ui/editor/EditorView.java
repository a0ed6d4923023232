package io.freshet.ui.editor;

import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.shell.ComingSoon;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/** The Editor area (navigation target; the feature lands with its own issue). */
@Route(value = "editor", layout = MainLayout.class)
@PageTitle("Editor · Freshet")
@RolesAllowed(Roles.VIEWER)
public class EditorView extends Main {

    public EditorView() {
        add(new ComingSoon("Editor", "Write Flink SQL with catalog-aware completion and live errors, and run it on the SQL Gateway."));
    }
}
