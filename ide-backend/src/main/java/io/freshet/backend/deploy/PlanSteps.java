package io.freshet.backend.deploy;

import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.policy.Refusal;
import io.freshet.ui.deploy.PlannedStep;
import io.freshet.ui.deploy.StatementVerdict;
import io.freshet.ui.deploy.TablePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The statements of a plan, one to one with a deployment's work: what happens to each and why, and for each one
 * that is sent the statement policy's verdict for the deploying user, judged as the deployment's gated session will
 * judge it (the same button-step rule, {@link DeployWork#buttonSteps}).
 */
final class PlanSteps {

    /** The policy's refusals of a statement for the deploying user (the gate's check, without auditing). */
    interface Judge {
        List<Refusal> refusals(String sql, boolean stepOfAButton);
    }

    private PlanSteps() {
    }

    /** @param tables the plan's tables by name, for the reason of a re-create */
    static List<PlannedStep> of(List<DeployWork> work, Map<String, TablePlan> tables, Judge judge) {
        Set<String> buttonSteps = DeployWork.buttonSteps(work);
        List<PlannedStep> steps = new ArrayList<>();
        for (int i = 0; i < work.size(); i++) {
            DeployWork w = work.get(i);
            PlannedStep.Action action = w.sql() == null ? PlannedStep.Action.SKIP
                    : w.drops() ? PlannedStep.Action.DROP : PlannedStep.Action.RUN;
            String sql = w.sql() != null ? w.sql() : w.source().statement().text();
            StatementVerdict verdict = w.sql() == null ? null : verdict(w, judge.refusals(w.sql(),
                    buttonSteps.contains(w.sql())));
            String table = w.table() == null ? null : w.table().toString();
            steps.add(new PlannedStep(i, w.source() == null ? null : w.source().script().path(),
                    w.source() == null ? 0 : w.source().line(), w.kind(), table, action,
                    why(w, table == null ? null : tables.get(table)), sql, verdict));
        }
        return steps;
    }

    /** The verdict, a refusal placed at its line in the script as the gate's refusal of a deployment is. */
    private static StatementVerdict verdict(DeployWork w, List<Refusal> refusals) {
        if (refusals.isEmpty()) {
            return StatementVerdict.ALLOWED;
        }
        Refusal first = refusals.get(0);
        int line = w.source() == null || !w.sql().equals(w.source().statement().text()) ? 0
                : first.range().within(w.source().statement().range().startLine(),
                w.source().statement().range().startColumn()).startLine();
        return StatementVerdict.refused(first.rule().name(), first.message(), line);
    }

    /** What happens to the statement, in words. */
    static String why(DeployWork w, TablePlan table) {
        String name = w.table() == null ? null : w.table().toString();
        return switch (w.action()) {
            case RUN -> w.source().sessionOnly() ? "sets up the session"
                    : w.source().kind() == StatementKind.INSERT ? "loads " + name + ", which this deployment creates"
                    : name != null && w.source().kind().name().startsWith("CREATE") ? "creates " + name
                    : "runs";
            case DROP_THEN_RUN -> w.drops() ? "drops " + name + " to create it again"
                    + (table == null || table.reason().isEmpty() ? "" : ": " + table.reason())
                    : "creates " + name + " again from the script";
            case UP_TO_DATE -> w.source().defines() ? "skipped: " + name + " matches its script"
                    : w.source().kind() == StatementKind.INSERT ? "skipped: " + name + " was there already, its data"
                    + " is not loaded again"
                    : "skipped: " + name + " exists already";
            case KEEP -> "skipped: " + name + " changed since deploy; the live table is kept";
            case DROP_REMOVED -> "drops " + name + ": the project's scripts no longer define it";
        };
    }
}
