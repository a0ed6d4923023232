package io.freshet.ui.lineage;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import io.freshet.ui.common.Counts;
import io.freshet.ui.health.HealthLine;
import java.util.List;
import java.util.function.Consumer;

/** The side panel of the lineage page: the selected table's schema, health, defining script and an impact list. */
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
                + "\nHealth: " + health(shown)
                + "\nDefined in: " + definedIn);
        openScript.setEnabled(shown.scriptId() != null);
        schema.setItems(shown.columns());
        shown.columns().stream().filter(c -> c.name().equals(column)).findFirst()
                .ifPresentOrElse(schema::select, schema::deselectAll);
    }

    /** The table's state as the health model has it, with where to look first when the trouble starts above it. */
    static String health(LineageTable table) {
        if (table.health() == null) {
            return "TEMPORARY".equals(table.kind()) ? "-"
                    : "not judged (not in the warehouse yet, or before the health model's first look)";
        }
        boolean above = table.healthCause() != null && !table.healthCause().equals(table.id());
        return HealthLine.words(table.health(), table.healthSince(), table.healthReason())
                + (table.actualSeconds() == null ? "" : " (" + table.actualSeconds() + " s behind)")
                + (above ? "; look first at " + table.healthCause() : "");
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
