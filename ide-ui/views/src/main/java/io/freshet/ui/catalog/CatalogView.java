package io.freshet.ui.catalog;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.splitlayout.SplitLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.treegrid.TreeGrid;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UserMessages;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLine;
import io.freshet.ui.health.HealthLookup;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.serving.ServingService;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The catalog browser: a lazily loaded tree of catalogs, databases and tables with badges on the left,
 * the selected table's page on the right ({@code catalog/<catalog.database.table>}), or a database's page
 * ({@code catalog/<catalog.database>}, opened by a click on its row) with its Serve tab.
 */
@Route(value = "catalog/:table?", layout = MainLayout.class)
@Menu(title = "Catalog", order = 4, icon = "vaadin:database")
@PageTitle("Catalog · Freshet")
@RolesAllowed(Roles.VIEWER)
public class CatalogView extends Main implements BeforeEnterObserver {

    private static final String EXPANDED = CatalogView.class.getName() + ".expanded";

    private final CatalogService catalog;
    private final ScriptService scripts;
    private final BackfillService backfills;
    private final CurrentUserService user;
    private final HealthService health;
    private final ServingService serving;
    private final TreeGrid<CatalogNode> tree = new TreeGrid<>();
    private final CatalogTreeData data;
    private final Div page = new Div();
    private final Paragraph message = new Paragraph();
    private final Map<String, HealthEntry> healthByTable = new ConcurrentHashMap<>();

    public CatalogView(CatalogService catalog, ScriptService scripts, BackfillService backfills, CurrentUserService user,
                       HealthService health, ServingService serving) {
        this.health = health;
        this.serving = serving;
        this.catalog = catalog;
        this.scripts = scripts;
        this.backfills = backfills;
        this.user = user;
        this.data = new CatalogTreeData(catalog);
        setSizeFull();
        tree.setId("catalog-tree");
        tree.setDataProvider(data);
        tree.addColumn(TreeRows.renderer(this::clicked, healthByTable::get)).setHeader("Lakehouse").setFlexGrow(1);
        // the whole row answers a click, not only the name
        tree.addItemClickListener(e -> clicked(e.getItem()));
        tree.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT, GridVariant.LUMO_COMPACT);
        tree.setHeightFull();
        // the tree opens as the user left it, on every visit of the page from this browser tab
        tree.addExpandListener(e -> expanded().addAll(e.getItems()));
        tree.addCollapseListener(e -> expanded().removeAll(e.getItems()));
        tree.expand(List.copyOf(expanded()));
        page.setId("catalog-page");
        page.getStyle().set("padding", "var(--lumo-space-m)");
        message.setId("catalog-message");
        message.getStyle().set("color", "var(--lumo-error-text-color)");
        TextField filter = new TextField();
        filter.setId("catalog-filter");
        filter.setPlaceholder("Filter tables");
        filter.setClearButtonVisible(true);
        filter.setWidthFull();
        filter.setValueChangeMode(ValueChangeMode.LAZY);
        filter.addValueChangeListener(e -> {
            data.filter(e.getValue());
            if (!e.getValue().isBlank()) {
                // the matches are tables: their catalogs and databases open to show them
                tree.expand(data.containers());
            }
        });
        VerticalLayout left = new VerticalLayout(filter, tree);
        left.setPadding(false);
        left.setSpacing(false);
        left.setSizeFull();
        left.setFlexGrow(1, tree);
        Div right = new Div(message, page);
        right.setSizeFull();
        SplitLayout split = new SplitLayout(left, right);
        split.setSplitterPosition(30);
        split.setSizeFull();
        add(split);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        message.setText("");
        readHealth();
        page.removeAll();
        event.getRouteParameters().get("table").ifPresentOrElse(this::open, () -> page.add(new Paragraph(
                catalog.catalogs().isEmpty() ? "The lakehouse catalog has not been read yet: the Status page shows why."
                        : "Choose a table in the tree.")));
    }

    private void open(String dotted) {
        String[] parts = dotted.split("\\.", -1);
        if (parts.length == 2 && !parts[0].isBlank() && !parts[1].isBlank()) {
            openDatabase(parts[0], parts[1]);
            return;
        }
        try {
            TableRef ref = TableRef.parse(dotted);
            tree.expand(CatalogNode.catalog(ref.catalog()), CatalogNode.database(ref.catalog(), ref.database()));
            HealthEntry entry = healthByTable.get(ref.toString());
            page.add(new HealthLine(entry, health, ref.toString()));
            page.add(new TablePanel(catalog, scripts, backfills, serving, user, ref, entry, this::showError,
                    this::tableChanged));
        } catch (ServiceException e) {
            showError(e.userMessage());
        } catch (IllegalArgumentException e) {
            showError(UserMessages.translate(e.getMessage()));
        }
    }

    /** A database's page; its row stays as the user left it (a click on it both toggles it and opens this page). */
    private void openDatabase(String catalogName, String database) {
        try {
            tree.expand(CatalogNode.catalog(catalogName));
            page.add(new DatabasePanel(catalog, serving, user.hasRole(Roles.ADMIN), catalogName, database));
        } catch (ServiceException e) {
            showError(e.userMessage());
        }
    }

    /** The health model's tables now, for the tree's alarm badges and the table page's line; read at each visit. */
    private void readHealth() {
        Map<String, HealthEntry> now = HealthLookup.of(health.current()).tables();
        if (!now.equals(healthByTable)) {
            healthByTable.clear();
            healthByTable.putAll(now);
            data.refreshAll();
        }
    }

    /** The catalogs and databases the user opened in the tree, kept by the browser tab (its UI) across pages. */
    @SuppressWarnings("unchecked")
    private static Set<CatalogNode> expanded() {
        UI ui = UI.getCurrent();
        Set<CatalogNode> nodes = (Set<CatalogNode>) ComponentUtil.getData(ui, EXPANDED);
        if (nodes == null) {
            nodes = ConcurrentHashMap.newKeySet();
            ComponentUtil.setData(ui, EXPANDED, nodes);
        }
        return nodes;
    }

    private void showError(String text) {
        message.setText(text);
    }

    /** After a create, drop or re-create the tree's badges and entries change. */
    private void tableChanged() {
        data.reload();
    }

    private void clicked(CatalogNode node) {
        if (node.level() == CatalogNode.Level.TABLE) {
            getUI().ifPresent(ui -> ui.navigate(CatalogView.class, new RouteParameters("table", node.table().ref().toString())));
        } else {
            if (tree.isExpanded(node)) {
                tree.collapse(node);
            } else {
                tree.expand(node);
            }
            if (node.level() == CatalogNode.Level.DATABASE) {
                getUI().ifPresent(ui -> ui.navigate(CatalogView.class,
                        new RouteParameters("table", node.catalog() + "." + node.database())));
            }
        }
    }
}
