package io.freshet.ui.deploy;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A deployment plan: each script with its status; for a changed table its diff and the user's choice, re-create
 * (drop and create from the script) or keep the live table (the default).
 */
class PlanPanel extends Div {

    private final Set<String> recreate = new LinkedHashSet<>();

    PlanPanel() {
        setId("deploy-plan");
    }

    void show(DeployPlan plan) {
        removeAll();
        recreate.clear();
        add(new Paragraph(plan.upToDate() ? "Every script is up to date: deploying runs nothing but the session set-up."
                : "Deploying runs the project's scripts in this order on one session; up-to-date scripts are not run."));
        for (ScriptPlan script : plan.scripts()) {
            Div row = new Div();
            row.addClassName("deploy-script");
            row.getElement().setAttribute("data-script", script.path());
            row.getElement().setAttribute("data-status", script.status().name());
            Span status = new Span(label(script.status()));
            status.getElement().getThemeList().add("badge " + theme(script.status()));
            Span name = new Span(script.path());
            name.getStyle().set("font-weight", "600").set("margin-left", "var(--lumo-space-s)");
            Span tables = new Span(script.tables().isEmpty() ? "" : " · " + String.join(", ", script.tables().stream()
                    .map(t -> t.substring(t.indexOf('.') + 1)).toList()));
            tables.getStyle().set("color", "var(--lumo-secondary-text-color)");
            row.add(status, name, tables);
            for (TableChange change : script.changes()) {
                Checkbox choice = new Checkbox("Re-create " + change.table() + " from the script (drop it, then"
                        + " create it again; its data is refreshed anew)");
                choice.setId("deploy-recreate-" + change.table());
                choice.addValueChangeListener(e -> {
                    if (Boolean.TRUE.equals(e.getValue())) {
                        recreate.add(change.table());
                    } else {
                        recreate.remove(change.table());
                    }
                });
                Details diff = new Details(change.describe(), new DefinitionDiff(change));
                diff.setOpened(true);
                Div box = new Div(diff, choice);
                box.getStyle().set("margin-left", "var(--lumo-space-l)");
                row.add(box);
            }
            row.getStyle().set("padding", "var(--lumo-space-xs) 0");
            add(row);
        }
    }

    /** The changed tables the user chose to re-create. */
    Set<String> recreate() {
        return Set.copyOf(recreate);
    }

    static String label(ScriptStatus status) {
        return switch (status) {
            case NEW -> "To run";
            case UP_TO_DATE -> "Up to date";
            case CHANGED -> "Changed since deploy";
        };
    }

    private static String theme(ScriptStatus status) {
        return switch (status) {
            case NEW -> "contrast";
            case UP_TO_DATE -> "success";
            case CHANGED -> "error";
        };
    }
}
