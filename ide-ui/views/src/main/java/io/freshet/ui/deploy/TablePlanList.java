package io.freshet.ui.deploy;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLine;
import io.freshet.ui.health.HealthLookup;
import java.util.List;

/**
 * The tables of a deployment plan, one row each: the action as a badge, the table, its state in the health model when
 * it is live (since when and why as the tooltip), and for what changes it the reason, the data it drops, how it is
 * filled again and the tables built from it.
 */
class TablePlanList extends Div {

    TablePlanList() {
        setId("deploy-tables");
    }

    /** @param health the health model now; a table it has no entry for (not live yet) shows no state */
    void show(List<TablePlan> tables, HealthLookup health) {
        removeAll();
        for (TablePlan table : tables) {
            Div row = new Div();
            row.addClassName("deploy-table");
            row.getElement().setAttribute("data-table", table.table());
            row.getElement().setAttribute("data-action", table.action().name());
            Span badge = new Span(label(table.action()));
            badge.getElement().getThemeList().add(("badge " + theme(table.action())).strip());
            Span name = new Span(table.shortName());
            name.getStyle().set("font-weight", "600").set("margin", "0 var(--lumo-space-s)");
            row.add(badge, name);
            HealthEntry entry = health.table(table.table());
            if (entry != null) {
                row.add(health(entry));
            }
            String facts = facts(table);
            if (!facts.isEmpty()) {
                Span detail = new Span(facts);
                detail.addClassName("deploy-table-facts");
                detail.getStyle().set("color", "var(--lumo-secondary-text-color)");
                row.add(detail);
            }
            row.getStyle().set("padding", "var(--lumo-space-xs) 0");
            add(row);
        }
    }

    /** The live table's state as every page shows it: the health model's, with since when and why as its tooltip. */
    static Span health(HealthEntry entry) {
        Span state = new Span(entry.state().name());
        state.addClassName("deploy-table-health");
        state.getElement().setAttribute("data-state", entry.state().name());
        state.getElement().setAttribute("title", HealthLine.words(entry.state(), entry.since(), entry.reason()));
        String theme = switch (entry.state()) {
            case FAILING, LATE -> "error";
            case FRESH -> "success";
            default -> "contrast";
        };
        state.getElement().getThemeList().add("badge small " + theme);
        state.getStyle().set("margin-right", "var(--lumo-space-s)");
        return state;
    }

    /** What the row says after the name: reason; data dropped; refill; downstream. */
    static String facts(TablePlan table) {
        StringBuilder text = new StringBuilder();
        if (!table.reason().isEmpty()) {
            text.append(table.reason());
        }
        if (table.action() == TableAction.RECREATE || table.action() == TableAction.DROP) {
            append(text, "drops " + (table.dropped() == null ? "data the warehouse could not measure"
                    : table.dropped().words()));
        } else if (table.action() == TableAction.KEEP && table.dropped() != null) {
            append(text, "a re-create would drop " + table.dropped().words());
        }
        if (table.refill() != null && table.action() != TableAction.DROP) {
            append(text, (table.action() == TableAction.KEEP ? "a re-create is refilled by " : "refill: ")
                    + table.refill().words());
        }
        if (!table.downstream().isEmpty()) {
            append(text, "downstream: " + String.join(", ", table.downstream().stream()
                    .map(t -> t.substring(t.indexOf('.') + 1)).toList()));
        }
        return text.toString();
    }

    private static void append(StringBuilder text, String part) {
        text.append(text.isEmpty() ? "" : "; ").append(part);
    }

    static String label(TableAction action) {
        return switch (action) {
            case CREATE -> "Create";
            case UNCHANGED -> "Unchanged";
            case RECREATE -> "Re-create";
            case KEEP -> "Keep live";
            case DROP -> "Drop";
        };
    }

    private static String theme(TableAction action) {
        return switch (action) {
            case CREATE -> "contrast";
            case UNCHANGED -> "success";
            case RECREATE, DROP -> "error";
            case KEEP -> "";
        };
    }
}
