package io.freshet.ui.deploy;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What deploying a project would do, as one immutable object computed from its scripts against the live catalog:
 * per table the action with its reason and cost, the statements in order with what happens to each and the
 * statement policy's verdict for the deploying user, and the commit it was computed at. Applying it does exactly
 * this, or is refused when the live catalog changed so that the plan would no longer hold ({@link #fingerprint}).
 *
 * @param commit      the git commit of a linked project, null for a project without git
 * @param madeBy      the user the verdicts are for
 * @param tables      every table the scripts define, in script order, then the tables to drop
 * @param steps       the statements in order, one to one with the deployment's steps
 * @param scripts     each script with its status (up to date, to run, changed), as the page lists them
 * @param fingerprint what the plan does (tables' actions, statements, verdicts, commit) as one hash: data sizes and
 *                    refill counts are left out, they change while a table is written
 */
public record ProjectPlan(String project, PlanOptions options, PlanCommit commit, String madeBy, Instant madeAt,
                          List<TablePlan> tables, List<PlannedStep> steps, List<ScriptPlan> scripts,
                          String fingerprint) {

    public ProjectPlan {
        tables = List.copyOf(tables);
        steps = List.copyOf(steps);
        scripts = List.copyOf(scripts);
    }

    /** The tables with this action. */
    public List<TablePlan> tables(TableAction action) {
        return tables.stream().filter(t -> t.action() == action).toList();
    }

    /** The first statement the policy refuses, which blocks applying the plan. */
    public Optional<PlannedStep> firstRefusal() {
        return steps.stream().filter(PlannedStep::refused).findFirst();
    }

    /** Why the plan cannot be applied, in words, or empty when it can. */
    public Optional<String> blocked() {
        return firstRefusal().map(s -> s.where() + " is refused by the statement policy: " + s.verdict().message());
    }

    /**
     * True when applying would change no table: nothing to create, re-create or drop, and no statement runs except
     * those that only set up the session.
     */
    public boolean nothingToDo() {
        return tables.stream().noneMatch(t -> t.action().changesLive())
                && steps.stream().noneMatch(s -> s.action() != PlannedStep.Action.SKIP && s.table() != null);
    }

    /** The legacy per-script view of this plan. */
    public DeployPlan scriptPlan() {
        return new DeployPlan(project, scripts);
    }
}
