package io.freshet.ui.catalog;

import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.shell.ComingSoon;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/** The Catalog area (navigation target; the feature lands with its own issue). */
@Route(value = "catalog", layout = MainLayout.class)
@PageTitle("Catalog · Freshet")
@RolesAllowed(Roles.VIEWER)
public class CatalogView extends Main {

    public CatalogView() {
        add(new ComingSoon("Catalog", "Browse the Paimon lakehouse: databases, tables, schemas, partitions, snapshots and freshness."));
    }
}
