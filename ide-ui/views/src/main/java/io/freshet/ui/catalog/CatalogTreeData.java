package io.freshet.ui.catalog;

import com.vaadin.flow.data.provider.hierarchy.AbstractBackEndHierarchicalDataProvider;
import com.vaadin.flow.data.provider.hierarchy.HierarchicalQuery;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/** Loads the catalog tree one level at a time, when a row is expanded; each level is asked for once. */
class CatalogTreeData extends AbstractBackEndHierarchicalDataProvider<CatalogNode, Void> {

    private final CatalogService catalog;
    private final Map<CatalogNode, List<CatalogNode>> children = new ConcurrentHashMap<>();
    private List<CatalogNode> roots;
    private volatile String filter = "";

    CatalogTreeData(CatalogService catalog) {
        this.catalog = catalog;
    }

    @Override
    public int getChildCount(HierarchicalQuery<CatalogNode, Void> query) {
        return childrenOf(query.getParent()).size();
    }

    @Override
    public boolean hasChildren(CatalogNode node) {
        return node.level() != CatalogNode.Level.TABLE;
    }

    @Override
    protected Stream<CatalogNode> fetchChildrenFromBackEnd(HierarchicalQuery<CatalogNode, Void> query) {
        return childrenOf(query.getParent()).stream().skip(query.getOffset()).limit(query.getLimit());
    }

    /** Shows only the tables whose name contains the text (case-insensitive); blank shows all. */
    void filter(String text) {
        filter = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        refreshAll();
    }

    /** The catalogs and their databases as loaded (or loaded now): what a filter opens to show its matches. */
    List<CatalogNode> containers() {
        List<CatalogNode> nodes = new ArrayList<>();
        for (CatalogNode root : childrenOf(null)) {
            nodes.add(root);
            nodes.addAll(childrenOf(root));
        }
        return nodes;
    }

    /** Forgets what was loaded, e.g. after a table was created or dropped. */
    void reload() {
        roots = null;
        children.clear();
        refreshAll();
    }

    private List<CatalogNode> childrenOf(CatalogNode parent) {
        if (parent == null) {
            if (roots == null) {
                roots = catalog.catalogs().stream().map(CatalogNode::catalog).toList();
            }
            return roots;
        }
        List<CatalogNode> all = children.computeIfAbsent(parent, p -> switch (p.level()) {
            case CATALOG -> catalog.databases(p.catalog()).stream().map(d -> CatalogNode.database(p.catalog(), d)).toList();
            case DATABASE -> catalog.tables(p.catalog(), p.database()).stream().map(CatalogNode::table).toList();
            case TABLE -> List.of();
        });
        String wanted = filter;
        return wanted.isEmpty() || parent.level() != CatalogNode.Level.DATABASE ? all : all.stream()
                .filter(n -> n.table().ref().table().toLowerCase(Locale.ROOT).contains(wanted)).toList();
    }
}
