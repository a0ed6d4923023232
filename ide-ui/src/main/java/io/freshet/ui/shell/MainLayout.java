package io.freshet.ui.shell;

import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.theme.lumo.LumoUtility;
import io.freshet.ui.audit.AuditView;
import io.freshet.ui.backfill.BackfillsView;
import io.freshet.ui.catalog.CatalogView;
import io.freshet.ui.deploy.DeployView;
import io.freshet.ui.editor.EditorView;
import io.freshet.ui.lineage.LineageView;
import io.freshet.ui.scripts.ScriptsView;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.SettingsView;
import io.freshet.ui.status.HomeView;
import io.freshet.ui.status.StatusView;
import io.freshet.ui.users.UsersView;

/** The application frame: title bar with the signed-in user, and the navigation between Freshet's areas. */
public class MainLayout extends AppLayout {

    public MainLayout(CurrentUserService user) {
        H1 title = new H1("Freshet");
        title.addClassNames(LumoUtility.FontSize.LARGE, LumoUtility.Margin.NONE);
        Span name = new Span(user.userName());
        name.setId("current-user");
        Button logout = new Button("Log out", e -> user.logout());
        logout.setId("logout");
        logout.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        Span spacer = new Span();
        spacer.getStyle().set("flex-grow", "1");
        addToNavbar(new DrawerToggle(), title, spacer, name, logout);

        SideNav nav = new SideNav();
        nav.setId("main-nav");
        nav.addItem(new SideNavItem("Home", HomeView.class, VaadinIcon.HOME.create()),
                new SideNavItem("Editor", EditorView.class, VaadinIcon.CODE.create()),
                new SideNavItem("Scripts", ScriptsView.class, VaadinIcon.FILE_TEXT.create()),
                new SideNavItem("Catalog", CatalogView.class, VaadinIcon.DATABASE.create()),
                new SideNavItem("Lineage", LineageView.class, VaadinIcon.CLUSTER.create()),
                new SideNavItem("Backfills", BackfillsView.class, VaadinIcon.TIME_BACKWARD.create()),
                new SideNavItem("History", io.freshet.ui.run.HistoryView.class, VaadinIcon.CLOCK.create()),
                new SideNavItem("Status", StatusView.class, VaadinIcon.DASHBOARD.create()));
        if (user.hasRole(Roles.DEVELOPER)) {
            nav.addItem(new SideNavItem("Deploy", DeployView.class, VaadinIcon.ROCKET.create()));
        }
        if (user.hasRole(Roles.ADMIN)) {
            nav.addItem(new SideNavItem("Audit log", AuditView.class, VaadinIcon.LIST.create()),
                    new SideNavItem("Users", UsersView.class, VaadinIcon.USERS.create()),
                    new SideNavItem("Settings", SettingsView.class, VaadinIcon.COG.create()));
        }
        addToDrawer(nav);
        setPrimarySection(Section.DRAWER);
    }
}
