package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.ui.deploy.DeployStep;
import io.freshet.ui.deploy.StepState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The statements a deployment sends, in order, each with the step the page shows for it: a re-created table's
 * DROP comes right before its CREATE; statements that are up to date or kept are steps that send nothing; the DROPs
 * of the tables the project no longer defines come last.
 *
 * @param source the script statement, null for the DROP of a table the project no longer defines
 * @param sql    null for a step that sends nothing
 * @param action what the plan decided for the statement (both steps of a re-create carry DROP_THEN_RUN)
 * @param table  the table it creates, writes or drops, else null
 */
record DeployWork(PlannedStatement source, String sql, String kind, StepState initial, StepAction action,
                  TableId table) {

    /** The work for the decided statements; {@code live} gives the kind of a table to drop. */
    static List<DeployWork> of(List<DeployStatements.Decided> decided, Map<TableId, TableInfo> live) {
        return of(decided, live, List.of());
    }

    /** The same, then a DROP of each table in {@code removed} (live tables the project no longer defines). */
    static List<DeployWork> of(List<DeployStatements.Decided> decided, Map<TableId, TableInfo> live,
                               List<TableInfo> removed) {
        List<DeployWork> work = new ArrayList<>();
        for (DeployStatements.Decided d : decided) {
            PlannedStatement s = d.statement();
            String kind = s.kind().name();
            switch (d.action()) {
                case RUN -> work.add(new DeployWork(s, s.statement().text(), kind, StepState.PENDING, d.action(),
                        s.target()));
                case UP_TO_DATE, KEEP -> work.add(new DeployWork(s, null, kind,
                        d.action() == StepAction.KEEP ? StepState.SKIPPED : StepState.UP_TO_DATE, d.action(),
                        s.target()));
                case DROP_THEN_RUN -> {
                    TableInfo table = live.get(s.target());
                    work.add(new DeployWork(s, dropSql(table, s.target()), dropKind(table), StepState.PENDING,
                            d.action(), s.target()));
                    work.add(new DeployWork(s, s.statement().text(), kind, StepState.PENDING, d.action(),
                            s.target()));
                }
                default -> throw new IllegalStateException("unknown action " + d.action());
            }
        }
        for (TableInfo table : removed) {
            work.add(new DeployWork(null, dropSql(table, table.id()), dropKind(table), StepState.PENDING,
                    StepAction.DROP_REMOVED, table.id()));
        }
        return work;
    }

    /**
     * The statements a deployment sends as steps of its button (the DROP before a re-create, which the deploy's
     * role already allows): the one rule the gated session and the plan's verdicts both apply. The DROP of a table
     * the project no longer defines is not one: it is judged as typed, so it needs the role a DROP needs.
     */
    static Set<String> buttonSteps(List<DeployWork> work) {
        return work.stream().filter(w -> w.sql() != null && w.action() == StepAction.DROP_THEN_RUN
                && w.kind().startsWith("DROP_")).map(DeployWork::sql).collect(Collectors.toSet());
    }

    /** True when the step is a DROP Freshet planned. */
    boolean drops() {
        return sql != null && kind.startsWith("DROP_")
                && (action == StepAction.DROP_THEN_RUN || action == StepAction.DROP_REMOVED);
    }

    /** Where the statement is: its script and line, or the DROP of a table no script defines any more. */
    String where() {
        return source == null ? "the DROP of " + table : source.script().path() + " line " + source.line();
    }

    DeployStep step(int index) {
        return new DeployStep(index, source == null ? null : source.script().path(), source == null ? 0
                : source.line(), kind, table == null ? null : table.toString(), initial, null, 0);
    }

    private static String dropSql(TableInfo table, TableId id) {
        return "DROP " + what(table) + " " + id.quoted();
    }

    private static String dropKind(TableInfo table) {
        return "DROP_" + what(table).replace(' ', '_');
    }

    private static String what(TableInfo table) {
        return table == null || table.kind() == TableKind.TABLE ? "TABLE"
                : table.kind() == TableKind.VIEW ? "VIEW" : "MATERIALIZED TABLE";
    }
}
