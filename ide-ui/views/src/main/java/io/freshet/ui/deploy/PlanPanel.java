package io.freshet.ui.deploy;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.Counts;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.health.HealthLookup;
import io.freshet.ui.health.HealthService;
import java.util.List;
import java.util.function.Consumer;

/**
 * A deployment plan as the page shows it and applies it: the environment it deploys into (a database prefix such as
 * {@code dev_}; empty for production), what it does in one line, the commit it was made at, what blocks it, the
 * tables with their actions, each script with its status (a changed table with its diff and the choice to re-create
 * it, which plans again), and the statements with the policy's verdicts. Deploy applies exactly the plan shown here.
 */
class PlanPanel extends Div {

    private final DeployService deploys;
    private final HealthService health;
    private final Consumer<String> errors;
    private final Runnable changed;
    private final Paragraph summary = new Paragraph();
    private final Paragraph commit = new Paragraph();
    private final Paragraph blocked = new Paragraph();
    private final EnvironmentField environment;
    private final Checkbox dropRemoved = new Checkbox("Drop the live tables this project created and no longer"
            + " defines");
    private final TablePlanList tables = new TablePlanList();
    private final Div scripts = new Div();
    private final StatementList statements = new StatementList();
    private String project;
    private PlanOptions options = PlanOptions.DEFAULT;
    private ProjectPlan shown;

    /**
     * @param health  the health model, whose state of each live table the plan shows
     * @param errors  hears why planning failed
     * @param changed called after each planning, so the page can enable Deploy for the plan shown
     */
    PlanPanel(DeployService deploys, HealthService health, Consumer<String> errors, Runnable changed) {
        this.deploys = deploys;
        this.health = health;
        this.errors = errors;
        this.changed = changed;
        setId("deploy-plan");
        summary.setId("deploy-summary");
        commit.setId("deploy-plan-commit");
        commit.getStyle().set("color", "var(--lumo-secondary-text-color)");
        blocked.setId("deploy-blocked");
        blocked.getStyle().set("color", "var(--lumo-error-text-color)");
        environment = new EnvironmentField("deploy-environment", "Production stays untouched.",
                this::chooseEnvironment);
        dropRemoved.setId("deploy-drop-removed");
        dropRemoved.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                options = options.withDropRemoved(e.getValue());
                replan();
            }
        });
        add(environment, summary, commit, blocked, dropRemoved, new H3("Tables"), tables, new H3("Scripts"), scripts,
                new H3("Statements"), statements);
    }

    /**
     * Plans the project with the default choices (keep every changed table, drop nothing), in the environment
     * chosen.
     */
    void load(String name) {
        project = name;
        options = PlanOptions.DEFAULT.withEnvironment(options.environment());
        dropRemoved.setValue(false);
        replan();
    }

    /** A plain prefix is planned at once (the field says why another is refused and does not hand it on). */
    private void chooseEnvironment(String prefix) {
        if (!prefix.equals(options.environment())) {
            options = options.withEnvironment(prefix);
            replan();
        }
    }

    /** Plans again with the current choices, e.g. when the gateway became ready. */
    void replan() {
        if (project == null) {
            return;
        }
        try {
            show(deploys.plan(project, options));
        } catch (ServiceException e) {
            // no plan is shown rather than an older one: Deploy applies only a plan the page shows
            shown = null;
            summary.setText("The project could not be planned.");
            summary.getElement().setAttribute("data-nothing-to-do", "false");
            commit.setText("");
            blocked.setVisible(false);
            tables.show(List.of(), HealthLookup.empty());
            scripts.removeAll();
            statements.show(List.of());
            errors.accept(e.userMessage());
        }
        changed.run();
    }

    /**
     * Applies exactly the plan shown. When the service refuses it (the live catalog changed since, or a statement is
     * refused), the project is planned again so the page shows the plan as it is now, and the refusal is thrown on.
     */
    DeployProgress apply() {
        if (shown == null) {
            throw new ServiceException("There is no plan to apply: choose a project.");
        }
        try {
            return deploys.apply(shown);
        } catch (ServiceException refused) {
            replan();
            throw refused;
        }
    }

    /** The plan shown, null before the first. */
    ProjectPlan shown() {
        return shown;
    }

    void show(ProjectPlan plan) {
        shown = plan;
        summary.setText(summary(plan));
        summary.getElement().setAttribute("data-nothing-to-do", Boolean.toString(plan.nothingToDo()));
        summary.getElement().setAttribute("data-environment", plan.options() == null ? ""
                : plan.options().environment());
        commit.setText(plan.commit() == null ? "The project is not linked to git: the plan is of its scripts as saved."
                : "Planned at " + plan.commit().words() + ".");
        blocked.setText(plan.blocked().map(why -> "Deploy is blocked: " + why).orElse(""));
        blocked.setVisible(plan.blocked().isPresent());
        tables.show(plan.tables(), HealthLookup.of(health.current()));
        showScripts(plan);
        statements.show(plan.steps());
    }

    static String summary(ProjectPlan plan) {
        String where = plan.options() == null || plan.options().environment().isEmpty() ? ""
                : "In environment " + plan.options().environment() + ": ";
        if (plan.nothingToDo()) {
            return where + "Nothing to do: every table matches its script; deploying runs nothing but the session"
                    + " set-up.";
        }
        return where + "Deploying creates " + plan.tables(TableAction.CREATE).size() + ", re-creates "
                + plan.tables(TableAction.RECREATE).size() + " and drops " + plan.tables(TableAction.DROP).size()
                + " of " + Counts.of(plan.tables().size(), "table") + "; "
                + Counts.of(plan.tables(TableAction.KEEP).size(), "changed table")
                + (plan.tables(TableAction.KEEP).size() == 1 ? " is kept as it is." : " are kept as they are.");
    }

    private void showScripts(ProjectPlan plan) {
        scripts.removeAll();
        for (ScriptPlan script : plan.scripts()) {
            Div row = new Div();
            row.addClassName("deploy-script");
            row.getElement().setAttribute("data-script", script.path());
            row.getElement().setAttribute("data-status", script.status().name());
            Span status = new Span(label(script.status()));
            status.getElement().getThemeList().add("badge " + theme(script.status()));
            Span name = new Span(script.path());
            name.getStyle().set("font-weight", "600").set("margin-left", "var(--lumo-space-s)");
            Span names = new Span(script.tables().isEmpty() ? "" : " · " + String.join(", ", script.tables().stream()
                    .map(t -> t.substring(t.indexOf('.') + 1)).toList()));
            names.getStyle().set("color", "var(--lumo-secondary-text-color)");
            row.add(status, name, names);
            for (TableChange change : script.changes()) {
                Checkbox choice = new Checkbox("Re-create " + change.table() + " from the script (drop it, then"
                        + " create it again; its data is refreshed anew)", plan.options().recreates(change.table()));
                choice.setId("deploy-recreate-" + change.table());
                choice.addValueChangeListener(e -> {
                    options = options.withRecreate(change.table(), e.getValue());
                    replan();
                });
                Details diff = new Details(change.describe(), new DefinitionDiff(change));
                diff.setOpened(true);
                Div box = new Div(diff, choice);
                box.getStyle().set("margin-left", "var(--lumo-space-l)");
                row.add(box);
            }
            row.getStyle().set("padding", "var(--lumo-space-xs) 0");
            scripts.add(row);
        }
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
