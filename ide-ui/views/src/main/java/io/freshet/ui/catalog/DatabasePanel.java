package io.freshet.ui.catalog;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.tabs.TabSheet;
import io.freshet.ui.common.Counts;
import io.freshet.ui.serving.ServePanel;
import io.freshet.ui.serving.ServingService;
import java.util.List;

/**
 * A database's page ({@code catalog/<catalog.database>}): its tables, each linking to its page, and the Serve tab that
 * hands the whole database to an OLAP engine.
 */
class DatabasePanel extends Div {

    /** The tree lists every table; the page names the first ones, so a database of thousands opens as fast. */
    static final int LISTED = 100;

    DatabasePanel(CatalogService catalog, ServingService serving, boolean admin, String catalogName, String database) {
        H2 title = new H2(catalogName + "." + database);
        title.setId("database-title");
        add(title);
        List<TableSummary> tables = catalog.tables(catalogName, database);
        UnorderedList list = new UnorderedList();
        list.setId("database-tables");
        for (TableSummary t : tables.subList(0, Math.min(LISTED, tables.size()))) {
            ListItem item = new ListItem(new Anchor("catalog/" + t.ref(), t.ref().table()));
            item.getElement().setAttribute("data-table", t.ref().table());
            list.add(item);
        }
        TabSheet tabs = new TabSheet();
        tabs.setId("database-tabs");
        tabs.setWidthFull();
        tabs.add("Tables", new Div(new Span(tables.isEmpty() ? "No tables yet." : Counts.of(tables.size(), "table")
                + (tables.size() > LISTED ? "; the first " + LISTED + " (the tree lists them all):" : "")), list));
        Div serve = new Div();
        serve.addAttachListener(e -> {
            // built when the tab is first shown: it reads the serving targets and checks every table
            if (serve.getChildren().findAny().isEmpty()) {
                serve.add(new ServePanel(serving, admin, database, null));
            }
        });
        tabs.add("Serve", serve);
        add(tabs);
    }
}
