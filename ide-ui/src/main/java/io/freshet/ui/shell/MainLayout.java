package io.freshet.ui.shell;

import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.theme.lumo.LumoUtility;
import io.freshet.ui.backfill.BackfillsView;
import io.freshet.ui.catalog.CatalogView;
import io.freshet.ui.editor.EditorView;
import io.freshet.ui.lineage.LineageView;
import io.freshet.ui.status.StatusView;

/** The application frame: title bar and the navigation between Freshet's areas. */
public class MainLayout extends AppLayout {

    public MainLayout() {
        H1 title = new H1("Freshet");
        title.addClassNames(LumoUtility.FontSize.LARGE, LumoUtility.Margin.NONE);
        addToNavbar(new DrawerToggle(), title);

        SideNav nav = new SideNav();
        nav.setId("main-nav");
        nav.addItem(
                new SideNavItem("Editor", EditorView.class, VaadinIcon.CODE.create()),
                new SideNavItem("Catalog", CatalogView.class, VaadinIcon.DATABASE.create()),
                new SideNavItem("Lineage", LineageView.class, VaadinIcon.CLUSTER.create()),
                new SideNavItem("Backfills", BackfillsView.class, VaadinIcon.TIME_BACKWARD.create()),
                new SideNavItem("Status", StatusView.class, VaadinIcon.DASHBOARD.create()));
        addToDrawer(nav);
        setPrimarySection(Section.DRAWER);
    }
}
