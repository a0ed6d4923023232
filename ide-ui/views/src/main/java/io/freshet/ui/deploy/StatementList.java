package io.freshet.ui.deploy;

import com.vaadin.flow.component.grid.Grid;
import java.util.List;

/**
 * The statements of a deployment plan in order: where each is, what it does, what happens to it and why, and the
 * statement policy's verdict for the deploying user (a refused one blocks the plan).
 */
class StatementList extends Grid<PlannedStep> {

    StatementList() {
        setId("deploy-statements");
        addColumn(s -> s.scriptPath() == null ? "" : s.scriptPath()).setHeader("Script").setAutoWidth(true);
        addColumn(s -> s.line() == 0 ? "" : Integer.toString(s.line())).setHeader("Line").setAutoWidth(true);
        addColumn(PlannedStep::kind).setHeader("Statement").setAutoWidth(true);
        addColumn(s -> label(s.action())).setHeader("Action").setAutoWidth(true);
        addColumn(PlannedStep::why).setHeader("Why").setFlexGrow(1);
        addColumn(s -> verdict(s)).setHeader("Policy").setFlexGrow(1);
        setClassNameGenerator(s -> s.refused() ? "statement-refused" : "statement-" + s.action().name()
                .toLowerCase(java.util.Locale.ROOT));
        setAllRowsVisible(true);
    }

    void show(List<PlannedStep> steps) {
        setItems(steps);
        recalculateColumnWidths();
    }

    static String verdict(PlannedStep step) {
        if (step.verdict() == null) {
            return "not sent";
        }
        return step.verdict().allowed() ? "allowed" : "refused: " + step.verdict().message();
    }

    static String label(PlannedStep.Action action) {
        return switch (action) {
            case RUN -> "Run";
            case DROP -> "Drop";
            case SKIP -> "Skip";
        };
    }
}
