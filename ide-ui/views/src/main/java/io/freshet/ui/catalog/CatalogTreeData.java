package io.freshet.ui.catalog;

import com.vaadin.flow.data.provider.hierarchy.AbstractBackEndHierarchicalDataProvider;
import com.vaadin.flow.data.provider.hierarchy.HierarchicalQuery;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/** Loads the catalog tree one level at a time, when a row is expanded; each level is asked for once. */
class CatalogTreeData extends AbstractBackEndHierarchicalDataProvider<CatalogNode, Void> {

    private final CatalogService catalog;
    private final Map<CatalogNode, List<CatalogNode>> children = new ConcurrentHashMap<>();
    private List<CatalogNode> roots;

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
        return children.computeIfAbsent(parent, p -> switch (p.level()) {
            case CATALOG -> catalog.databases(p.catalog()).stream().map(d -> CatalogNode.database(p.catalog(), d)).toList();
            case DATABASE -> catalog.tables(p.catalog(), p.database()).stream().map(CatalogNode::table).toList();
            case TABLE -> List.of();
        });
    }
}
