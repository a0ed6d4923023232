package io.freshet.ui.lineage;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import io.freshet.ui.common.Counts;
import java.util.List;
import java.util.function.Consumer;

/** The side panel of the lineage page: the selected table's schema, freshness, defining script and an impact list. */
class LineageDetails extends VerticalLayout {

    private final H3 title = new H3("Select a table");
    private final Span facts = new Span();
    private final Grid<LineageColumn> schema = new Grid<>();
    private final Button openScript = new Button("Open in editor");
    private final Div impact = new Div();
    private LineageTable table;

    LineageDetails(Consumer<String> onColumn, Consumer<Long> onOpenScript) {
        setWidth("360px");
        setPadding(true);
        facts.setId("lineage-facts");
        facts.getStyle().set("white-space", "pre-line").set("font-size", "var(--lumo-font-size-s)");
        schema.addColumn(LineageColumn::name).setHeader("Column");
        schema.addColumn(LineageColumn::type).setHeader("Type");
        schema.setAllRowsVisible(true);
        schema.setId("lineage-schema");
        schema.asSingleSelect().addValueChangeListener(e -> {
            if (e.isFromClient()) {
                onColumn.accept(e.getValue() == null ? null : e.getValue().name());
            }
        });
        openScript.setId("lineage-open-script");
        openScript.setEnabled(false);
        openScript.addClickListener(e -> {
            if (table != null && table.scriptId() != null) {
                onOpenScript.accept(table.scriptId());
            }
        });
        impact.setId("lineage-impact-list");
        impact.getStyle().set("font-size", "var(--lumo-font-size-s)").set("white-space", "pre-line");
        add(title, facts, openScript, schema, impact);
    }

    void show(LineageTable shown, String column) {
        table = shown;
        title.setText(shown.name());
        String definedIn = shown.scriptPath() == null ? "not defined in this project"
                : shown.scriptPath() + (shown.line() == null ? "" : " (line " + shown.line() + ")");
        boolean temporary = "TEMPORARY".equals(shown.kind());
        String kind = temporary ? "TEMPORARY (exists only in the session of "
                + (shown.scriptPath() == null ? "its script" : shown.scriptPath()) + ", not in the catalog)"
                : shown.kind();
        facts.setText("Layer: " + (temporary ? "none (not a catalog table)" : shown.layer()) + "\nKind: " + kind
                + "\nFreshness target: " + (shown.freshness() == null ? "-" : shown.freshness())
                + "\nActual freshness: " + actual(shown)
                + "\nDefined in: " + definedIn);
        openScript.setEnabled(shown.scriptId() != null);
        schema.setItems(shown.columns());
        shown.columns().stream().filter(c -> c.name().equals(column)).findFirst()
                .ifPresentOrElse(schema::select, schema::deselectAll);
    }

    private static String actual(LineageTable table) {
        if (table.freshnessVerdict() == null) {
            return table.freshness() == null ? "-" : "not in the catalog yet (deploy the script first)";
        }
        boolean upstream = Boolean.TRUE.equals(table.stale()) && table.staleCause() != null
                && !table.staleCause().equals(table.id());
        return table.freshnessNote() + " (" + table.freshnessVerdict()
                + (upstream ? "; stale first upstream: " + table.staleCause() : "") + ")";
    }

    /**
     * Lists what an impact analysis found, downstream first; each downstream column says whether its values change or
     * only its rows (through a filter, join, grouping, window or rank).
     */
    void showImpact(LineageReach down, LineageReach up) {
        impact.setText("Impact of " + start(down) + "\n\nDownstream: " + Counts.of(down.tables().size(), "table") + ", "
                + Counts.of(down.columns().size(), "column") + " (values change: " + down.valueColumns().size()
                + "; rows through a filter or join: " + down.conditionColumns().size() + ")\n" + lines(down)
                + "\n\nUpstream: " + Counts.of(up.tables().size(), "table") + ", " + Counts.of(up.columns().size(), "column")
                + "\n" + lines(up));
    }

    /** Lists where a followed column's values come from and go to. */
    void showFollow(LineageReach down, LineageReach up) {
        impact.setText("Following " + start(down) + "\n\nUpstream: " + Counts.of(up.columns().size(), "column") + "\n"
                + lines(up) + "\n\nDownstream: " + Counts.of(down.columns().size(), "column") + "\n" + lines(down));
    }

    private static String start(LineageReach reach) {
        return reach.column() == null ? reach.table() : reach.table() + "." + reach.column();
    }

    void clearImpact() {
        impact.setText("");
    }

    private static String lines(LineageReach reach) {
        List<String> out = new java.util.ArrayList<>();
        for (String t : reach.tables()) {
            out.add("• " + t);
            reach.columns().stream().filter(c -> c.table().equals(t)).forEach(c -> out.add("    " + c.column()
                    + (reach.conditionColumns().contains(c) ? "  (rows: filter/join)" : "")));
        }
        return String.join("\n", out);
    }
}
