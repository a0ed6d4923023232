package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides what a deployment does with each statement, so that deploying twice runs nothing the second time: a
 * table that matches its script is up to date, a changed one is re-created only when the user chose so, and data is
 * loaded only into tables this deployment creates. Statements that set up the session always run.
 */
final class DeployStatements {

    /** A statement with what to do with it. */
    record Decided(PlannedStatement statement, StepAction action) {
    }

    private DeployStatements() {
    }

    /**
     * @param live     the tables in the catalog now
     * @param defined  the tables the scripts define, compared with the live ones
     * @param recreate the changed tables to drop and create again
     */
    static List<Decided> decide(List<PlannedStatement> statements, Set<TableId> live,
                                Map<TableId, ProjectDefinitions.Defined> defined, Set<TableId> recreate) {
        Set<TableId> created = new HashSet<>();
        List<Decided> result = new ArrayList<>();
        for (PlannedStatement statement : statements) {
            result.add(new Decided(statement, action(statement, live, defined, recreate, created)));
        }
        return result;
    }

    private static StepAction action(PlannedStatement statement, Set<TableId> live,
                                     Map<TableId, ProjectDefinitions.Defined> defined, Set<TableId> recreate,
                                     Set<TableId> created) {
        TableId target = statement.target();
        if (statement.defines()) {
            ProjectDefinitions.Defined definition = defined.get(target);
            boolean exists = definition != null ? definition.live() : live.contains(target);
            if (!exists || created.contains(target)) {
                created.add(target);
                return StepAction.RUN;
            }
            if (definition != null && definition.comparison().matches()) {
                return StepAction.UP_TO_DATE;
            }
            if (recreate.contains(target)) {
                created.add(target);
                return StepAction.DROP_THEN_RUN;
            }
            return StepAction.KEEP;
        }
        if (target != null && statement.kind() == StatementKind.CREATE_TABLE
                || target != null && statement.kind() == StatementKind.CREATE_VIEW) {
            // IF NOT EXISTS: a no-op on a live table
            if (live.contains(target) && !created.contains(target)) {
                return StepAction.UP_TO_DATE;
            }
            created.add(target);
            return StepAction.RUN;
        }
        if (target != null && statement.kind() == StatementKind.INSERT) {
            return created.contains(target) ? StepAction.RUN : StepAction.UP_TO_DATE;
        }
        return StepAction.RUN;
    }
}
