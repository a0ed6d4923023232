package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.ui.deploy.DeployStep;
import io.freshet.ui.deploy.StepState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import io.freshet.analysis.catalog.TableId;

/**
 * The statements a deployment sends, in order, each with the step the page shows for it: a re-created table's
 * DROP comes right before its CREATE; statements that are up to date or kept are steps that send nothing.
 *
 * @param sql null for a step that sends nothing
 */
record DeployWork(PlannedStatement source, String sql, String kind, StepState initial) {

    /** The work for the decided statements; {@code live} gives the kind of a table to drop. */
    static List<DeployWork> of(List<DeployStatements.Decided> decided, Map<TableId, TableInfo> live) {
        List<DeployWork> work = new ArrayList<>();
        for (DeployStatements.Decided d : decided) {
            PlannedStatement s = d.statement();
            String kind = s.kind().name();
            switch (d.action()) {
                case RUN -> work.add(new DeployWork(s, s.statement().text(), kind, StepState.PENDING));
                case UP_TO_DATE -> work.add(new DeployWork(s, null, kind, StepState.UP_TO_DATE));
                case KEEP -> work.add(new DeployWork(s, null, kind, StepState.SKIPPED));
                case DROP_THEN_RUN -> {
                    TableInfo table = live.get(s.target());
                    String what = table == null || table.kind() == TableKind.TABLE ? "TABLE"
                            : table.kind() == TableKind.VIEW ? "VIEW" : "MATERIALIZED TABLE";
                    work.add(new DeployWork(s, "DROP " + what + " " + s.target().quoted(),
                            "DROP_" + what.replace(' ', '_'), StepState.PENDING));
                    work.add(new DeployWork(s, s.statement().text(), kind, StepState.PENDING));
                }
                default -> throw new IllegalStateException("unknown action " + d.action());
            }
        }
        return work;
    }

    DeployStep step(int index) {
        return new DeployStep(index, source.script().path(), source.line(), kind,
                source.target() == null ? null : source.target().toString(), initial, null, 0);
    }
}
