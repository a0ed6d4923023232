package io.freshet.ui.backfill;

import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.shell.ComingSoon;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/** The Backfills area (navigation target; the feature lands with its own issue). */
@Route(value = "backfills", layout = MainLayout.class)
@PageTitle("Backfills · Freshet")
@RolesAllowed(Roles.VIEWER)
public class BackfillsView extends Main {

    public BackfillsView() {
        add(new ComingSoon("Backfills", "Refresh a range of partitions of a materialized table, with progress and history."));
    }
}
