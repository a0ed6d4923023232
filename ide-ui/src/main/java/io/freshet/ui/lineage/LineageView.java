package io.freshet.ui.lineage;

import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.shell.ComingSoon;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/** The Lineage area (navigation target; the feature lands with its own issue). */
@Route(value = "lineage", layout = MainLayout.class)
@PageTitle("Lineage · Freshet")
@RolesAllowed(Roles.VIEWER)
public class LineageView extends Main {

    public LineageView() {
        add(new ComingSoon("Lineage", "Follow tables and columns from ODS to DWS, and see what a change would affect."));
    }
}
