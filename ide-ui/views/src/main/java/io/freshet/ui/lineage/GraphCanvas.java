package io.freshet.ui.lineage;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.DomEvent;
import com.vaadin.flow.component.EventData;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import com.vaadin.flow.shared.Registration;
import java.util.Collection;

/**
 * A lineage graph (Cytoscape with a layered layout computed in the browser, see lineage-layout.js): tables grouped
 * left to right by layer, expandable into columns, with focus, search, impact highlighting and PNG/JSON export done in
 * the browser.
 */
@Tag("freshet-graph")
@JsModule("./freshet-graph.js")
@NpmPackage(value = "cytoscape", version = "3.35.0")
public class GraphCanvas extends Component implements HasSize {

    /** Replaces the drawn graph with generic elements {@code {"nodes":[{"id","label"}],"edges":[...]}}. */
    public void setElementsJson(String json) {
        getElement().setProperty("elements", json);
    }

    /** Replaces the drawn graph with a {@link LineageGraph} as JSON. */
    public void setGraphJson(String json) {
        getElement().setProperty("graph", json);
    }

    /** Runs {@code action} once the browser has drawn the graph last set, e.g. to select in a page just opened. */
    public void whenDrawn(com.vaadin.flow.function.SerializableRunnable action) {
        getElement().executeJs("return this.updateComplete.then(() => true)").then(ignored -> action.run());
    }

    public void toggleColumns(String tableId) {
        getElement().callJsFunction("toggleColumns", tableId);
    }

    public void select(String tableId) {
        getElement().callJsFunction("select", tableId);
    }

    public void focus(String tableId, int up, int down) {
        getElement().callJsFunction("focus", tableId, up, down);
    }

    public void showAll() {
        getElement().callJsFunction("showAll");
    }

    /** Highlights a start node and what is down- and upstream of it (table ids and {@code table#column} ids). */
    public void highlight(String start, Collection<String> down, Collection<String> up) {
        highlight(start, down, up, java.util.List.of());
    }

    /**
     * Highlights an impact: as above, with {@code condition} the downstream column ids whose rows, not values, the
     * start decides (drawn apart from the changed values).
     */
    public void highlight(String start, Collection<String> down, Collection<String> up, Collection<String> condition) {
        getElement().executeJs("this.highlight($0, $1, $2, $3)", start, toArray(down), toArray(up),
                toArray(condition));
    }

    /** Follows a column: opens the tables of the given column ids and highlights the chain through them. */
    public void follow(String start, Collection<String> down, Collection<String> up) {
        getElement().executeJs("this.follow($0, $1, $2)", start, toArray(down), toArray(up));
    }

    public void clearHighlight() {
        getElement().callJsFunction("clearHighlight");
    }

    /** Starts a browser download of the drawing ({@code png}) or of the graph ({@code json}). */
    public void download(String format, String name) {
        getElement().callJsFunction("download", format, name);
    }

    public Registration addNodeSelectListener(
            com.vaadin.flow.component.ComponentEventListener<NodeSelectEvent> listener) {
        return addListener(NodeSelectEvent.class, listener);
    }

    private static elemental.json.JsonArray toArray(Collection<String> values) {
        elemental.json.JsonArray array = elemental.json.Json.createArray();
        values.forEach(v -> array.set(array.length(), v));
        return array;
    }

    /** A node was clicked: a table, or a column of an expanded table (column empty for a table). */
    @DomEvent("node-select")
    public static class NodeSelectEvent extends ComponentEvent<GraphCanvas> {

        private final String table;
        private final String column;

        public NodeSelectEvent(GraphCanvas source, boolean fromClient,
                               @EventData("event.detail.table") String table,
                               @EventData("event.detail.column") String column) {
            super(source, fromClient);
            this.table = table;
            this.column = column == null || column.isEmpty() ? null : column;
        }

        public String table() {
            return table;
        }

        public String column() {
            return column;
        }
    }
}
