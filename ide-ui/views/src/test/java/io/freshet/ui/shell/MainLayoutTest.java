package io.freshet.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.server.auth.AccessAnnotationChecker;
import com.vaadin.flow.server.menu.MenuEntry;
import io.freshet.ui.alerts.AlertSettingsView;
import io.freshet.ui.alerts.AlertsView;
import io.freshet.ui.audit.AuditView;
import io.freshet.ui.backfill.BackfillsView;
import io.freshet.ui.catalog.CatalogView;
import io.freshet.ui.deploy.DeployView;
import io.freshet.ui.editor.EditorView;
import io.freshet.ui.ingest.IngestionWizardView;
import io.freshet.ui.ingest.IngestionsView;
import io.freshet.ui.ingest.SourcesView;
import io.freshet.ui.lineage.LineageView;
import io.freshet.ui.run.HistoryView;
import io.freshet.ui.run.RunConsoleView;
import io.freshet.ui.scripts.ScriptsView;
import io.freshet.ui.security.LoginView;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.SettingsView;
import io.freshet.ui.health.HealthView;
import io.freshet.ui.status.HomeView;
import io.freshet.ui.status.StatusView;
import io.freshet.ui.testing.UiExtension;
import io.freshet.ui.serving.ServingView;
import io.freshet.ui.tokens.TokensView;
import io.freshet.ui.users.UsersView;
import java.security.Principal;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The side navigation comes from the views' {@code @Menu} annotations, filtered by Vaadin's own role-annotation
 * checker: each role sees the same entries, in the same order, as when the layout listed them by hand.
 */
class MainLayoutTest {

    private static final List<Class<? extends Component>> ROUTES = List.of(HomeView.class, HealthView.class, EditorView.class,
            ScriptsView.class, CatalogView.class, LineageView.class, BackfillsView.class, HistoryView.class,
            StatusView.class, DeployView.class, AuditView.class, UsersView.class, SettingsView.class,
            RunConsoleView.class, LoginView.class, SourcesView.class, IngestionWizardView.class,
            IngestionsView.class, AlertsView.class, AlertSettingsView.class, TokensView.class, ServingView.class);
    private static final List<String> VIEWER_MENU = List.of("Home", "Health", "Editor", "SQL console", "Scripts",
            "Catalog", "Lineage", "Backfills", "History", "Alerts", "Status");
    private static final Principal USER = () -> "someone";

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    @Test
    void aViewerSeesTheBrowsingPagesOnly() {
        assertThat(menuFor(Set.of(Roles.VIEWER))).isEqualTo(concat(VIEWER_MENU, List.of("Serving", "API tokens")));
    }

    @Test
    void aDeveloperAlsoSeesDeployAndIngestion() {
        assertThat(menuFor(Set.of(Roles.VIEWER, Roles.DEVELOPER))).containsExactlyElementsOf(
                concat(VIEWER_MENU, List.of("Deploy", "Sources", "New ingestion", "Ingestions", "Serving",
                        "API tokens")));
    }

    @Test
    void anAdminAlsoSeesAuditLogUsersAndSettingsLast() {
        assertThat(menuFor(Set.of(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN))).containsExactlyElementsOf(
                concat(VIEWER_MENU, List.of("Deploy", "Sources", "New ingestion", "Ingestions", "Serving", "Audit log",
                        "Users", "Settings", "Alert rules", "API tokens")));
    }

    @Test
    void eachEntryBecomesALinkWithItsLabelRelativePathAndVaadinIcon() {
        SideNav nav = MainLayout.sideNav(List.of(new MenuEntry("/", "Home", 1.0, "vaadin:home", HomeView.class),
                new MenuEntry("/catalog", "Catalog", 4.0, "vaadin:database", CatalogView.class)));

        assertThat(nav.getId()).hasValue("main-nav");
        List<SideNavItem> items = nav.getItems();
        assertThat(items).extracting(SideNavItem::getLabel).containsExactly("Home", "Catalog");
        assertThat(items).extracting(SideNavItem::getPath).containsExactly("", "catalog");
        assertThat(items).extracting(item -> item.getPrefixComponent().getElement().getAttribute("icon"))
                .containsExactly("vaadin:home", "vaadin:database");
    }

    /** The titles of the menu views this user may open, in menu order, as MenuConfiguration lists them. */
    private static List<String> menuFor(Set<String> roles) {
        AccessAnnotationChecker checker = new AccessAnnotationChecker();
        return ROUTES.stream()
                .filter(view -> view.isAnnotationPresent(Menu.class))
                .filter(view -> checker.hasAccess(view, USER, roles::contains))
                .map(view -> view.getAnnotation(Menu.class))
                .sorted(Comparator.comparingDouble(Menu::order))
                .map(Menu::title)
                .toList();
    }

    private static List<String> concat(List<String> first, List<String> second) {
        return Stream.concat(first.stream(), second.stream()).toList();
    }
}
