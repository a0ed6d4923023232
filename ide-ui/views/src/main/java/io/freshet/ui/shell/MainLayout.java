package io.freshet.ui.shell;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.server.menu.MenuConfiguration;
import com.vaadin.flow.server.menu.MenuEntry;
import com.vaadin.flow.theme.lumo.LumoUtility;
import io.freshet.ui.search.ObjectSearch;
import io.freshet.ui.search.ObjectSearchDialog;
import io.freshet.ui.security.CurrentUserService;
import java.util.List;

/** The application frame: title bar with the signed-in user, and the navigation between Freshet's areas. */
public class MainLayout extends AppLayout {

    public MainLayout(CurrentUserService user, ObjectSearch search) {
        H1 title = new H1("Freshet");
        title.addClassNames(LumoUtility.FontSize.LARGE, LumoUtility.Margin.NONE);
        Span name = new Span(user.userName());
        name.setId("current-user");
        Button logout = new Button("Log out", e -> user.logout());
        logout.setId("logout");
        logout.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        Span spacer = new Span();
        spacer.getStyle().set("flex-grow", "1");
        Button find = new Button("Search", VaadinIcon.SEARCH.create(), e -> new ObjectSearchDialog(search).open());
        find.setId("object-search-open");
        find.setTooltipText("Find a table, column or script (Ctrl+K)");
        find.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        addToNavbar(new DrawerToggle(), title, find, spacer, name, logout);
        // on the whole page, not the layout's element: with nothing focused the key goes to the body, outside it;
        // the editor's keys reach it too (composed events), and the browser's own Ctrl+K is prevented
        Shortcuts.addShortcutListener(this, () -> new ObjectSearchDialog(search).open(), Key.KEY_K, KeyModifier.CONTROL);

        addToDrawer(sideNav(MenuConfiguration.getMenuEntries()));
        setPrimarySection(Section.DRAWER);
    }

    /**
     * One item per view annotated with {@code @Menu}, in the views' order; Vaadin has already left out the views the
     * signed-in user's role may not open, so this layout needs to know neither the views nor the roles.
     */
    static SideNav sideNav(List<MenuEntry> entries) {
        SideNav nav = new SideNav();
        nav.setId("main-nav");
        entries.forEach(entry -> nav.addItem(new SideNavItem(entry.title(), entry.path(), new Icon(entry.icon()))));
        return nav;
    }
}
