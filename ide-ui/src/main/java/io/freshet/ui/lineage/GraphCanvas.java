package io.freshet.ui.lineage;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;

/**
 * A directed graph (Cytoscape with the dagre layout) for lineage; elements as JSON
 * {@code {"nodes":[{"id","label"}],"edges":[{"id","source","target"}]}}.
 */
@Tag("freshet-graph")
@JsModule("./freshet-graph.js")
@NpmPackage(value = "cytoscape", version = "3.35.0")
@NpmPackage(value = "cytoscape-dagre", version = "4.0.1")
public class GraphCanvas extends Component implements HasSize {

    /** Replaces the drawn graph. */
    public void setElementsJson(String json) {
        getElement().setProperty("elements", json);
    }
}
