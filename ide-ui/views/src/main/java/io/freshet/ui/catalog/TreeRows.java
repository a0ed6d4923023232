package io.freshet.ui.catalog;

import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.function.SerializableConsumer;
import com.vaadin.flow.function.SerializableFunction;
import io.freshet.ui.health.HealthEntry;

/**
 * The tree's one column as a client-side template (name, tree toggle and badges): a server component per
 * row would make a database of a thousand tables slow to open. A long name wraps onto a second line instead of
 * being cut.
 */
final class TreeRows {

    private static final String BADGE = "font-size: var(--lumo-font-size-xs); padding: 0 0.4em; margin-left: 0.3em;"
            + " border-radius: var(--lumo-border-radius-s); border: 1px solid currentColor;";
    // the toggle of a catalog or database row consumes its click (the grid's item click never comes): it expands
    // here; every other click on a row, beside the name or on a table, is the grid's item click. Names wrap, not cut.
    private static final String TEMPLATE = "<vaadin-grid-tree-toggle @click=${() => item.children && onClick()}"
            + " .leaf=${!item.children} .expanded=${model.expanded} .level=${model.level} data-node=${item.node}>"
            + "<span style=\"display: inline-flex; flex-wrap: wrap; align-items: baseline; row-gap: 0.15em;"
            + " min-width: 0; white-space: normal\">"
            + "<span data-name title=${item.name} style=\"overflow-wrap: anywhere\">${item.name}</span>"
            + "<span ?hidden=${!item.kind} data-badge=${item.kind} style=\"" + BADGE + " color: var(--lumo-secondary-text-color)\">${item.kind}</span>"
            + "<span ?hidden=${!item.mode} data-badge=${item.mode} style=\"" + BADGE + " color: var(--lumo-primary-text-color)\">${item.mode}</span>"
            + "<span ?hidden=${!item.status} data-badge=${item.status} style=\"" + BADGE + " color: var(--lumo-secondary-text-color)\">${item.status}</span>"
            + "<span ?hidden=${!item.alarm} data-badge=${item.alarm} title=${item.freshness} style=\"" + BADGE
            + " color: var(--lumo-error-text-color)\">${item.alarm}</span>"
            + "</span></vaadin-grid-tree-toggle>";

    private TreeRows() {
    }

    /**
     * @param health a table's entry in the health model ({@code catalog.database.table}), or null: its alarm states
     *               (FAILING, LATE, UPSTREAM) are the row's alarm badge, with the reason as its tooltip; a table the
     *               model has not judged yet shows its own freshness verdict as before
     */
    static LitRenderer<CatalogNode> renderer(SerializableConsumer<CatalogNode> onClick,
                                             SerializableFunction<String, HealthEntry> health) {
        return LitRenderer.<CatalogNode>of(TEMPLATE)
                .withProperty("children", node -> node.level() != CatalogNode.Level.TABLE)
                .withProperty("name", CatalogNode::name)
                .withProperty("node", TreeRows::path)
                .withProperty("kind", node -> node.table() != null && node.table().kind() == ObjectKind.VIEW ? "VIEW" : "")
                .withProperty("mode", node -> materialized(node) ? node.table().refreshMode().name() : "")
                .withProperty("status", node -> materialized(node) ? node.table().status() : "")
                .withProperty("alarm", node -> alarm(node, health))
                .withProperty("freshness", node -> alarmWords(node, health))
                .withFunction("onClick", onClick);
    }

    private static String alarm(CatalogNode node, SerializableFunction<String, HealthEntry> health) {
        HealthEntry entry = entry(node, health);
        if (entry != null) {
            return entry.state().alarm() ? entry.state().name() : "";
        }
        return materialized(node) && node.table().stale() ? node.table().freshness().verdict().label() : "";
    }

    private static String alarmWords(CatalogNode node, SerializableFunction<String, HealthEntry> health) {
        HealthEntry entry = entry(node, health);
        if (entry != null) {
            return entry.reason();
        }
        return materialized(node) && node.table().freshness() != null ? node.table().freshness().words() : "";
    }

    private static HealthEntry entry(CatalogNode node, SerializableFunction<String, HealthEntry> health) {
        return node.level() == CatalogNode.Level.TABLE ? health.apply(node.table().ref().toString()) : null;
    }

    private static boolean materialized(CatalogNode node) {
        return node.table() != null && node.table().kind() == ObjectKind.MATERIALIZED_TABLE;
    }

    private static String path(CatalogNode node) {
        return switch (node.level()) {
            case CATALOG -> node.catalog();
            case DATABASE -> node.catalog() + "." + node.database();
            case TABLE -> node.table().ref().toString();
        };
    }
}
