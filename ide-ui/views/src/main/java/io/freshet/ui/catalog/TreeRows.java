package io.freshet.ui.catalog;

import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.function.SerializableConsumer;

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

    static LitRenderer<CatalogNode> renderer(SerializableConsumer<CatalogNode> onClick) {
        return LitRenderer.<CatalogNode>of(TEMPLATE)
                .withProperty("children", node -> node.level() != CatalogNode.Level.TABLE)
                .withProperty("name", CatalogNode::name)
                .withProperty("node", TreeRows::path)
                .withProperty("kind", node -> node.table() != null && node.table().kind() == ObjectKind.VIEW ? "VIEW" : "")
                .withProperty("mode", node -> materialized(node) ? node.table().refreshMode().name() : "")
                .withProperty("status", node -> materialized(node) ? node.table().status() : "")
                .withProperty("alarm", node -> materialized(node) && node.table().stale()
                        ? node.table().freshness().verdict().label() : "")
                .withProperty("freshness", node -> materialized(node) && node.table().freshness() != null
                        ? node.table().freshness().words() : "")
                .withFunction("onClick", onClick);
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
