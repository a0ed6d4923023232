package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.ui.deploy.DefinitionPart;
import io.freshet.ui.deploy.Refill;
import io.freshet.ui.deploy.TableAction;
import io.freshet.ui.deploy.TableData;
import io.freshet.ui.deploy.TablePlan;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tables of a plan: each table a script creates (a definition, or CREATE ... IF NOT EXISTS) in script order with
 * its action from the decided statements, why a changed table differs (the canonical comparison's parts), the data
 * a re-create or drop loses, how it is filled again and the tables built from it; then the tables to drop.
 */
final class TablePlans {

    private TablePlans() {
    }

    /**
     * @param removed the live tables to drop (the project no longer defines them)
     * @param lineage the project's lineage (scripts and the catalog definitions they reach), null when unknown
     */
    static List<TablePlan> of(DeployPlanner.Compared compared, List<DeployStatements.Decided> decided,
                              List<TableInfo> removed, ProjectLineage lineage, PlanFacts facts) {
        Map<PlannedStatement, StepAction> actions = new IdentityHashMap<>();
        decided.forEach(d -> actions.put(d.statement(), d.action()));
        Set<TableId> loaded = decided.stream().filter(d -> d.statement().kind() == StatementKind.INSERT
                && d.statement().target() != null).map(d -> d.statement().target()).collect(Collectors.toSet());
        Map<TableId, TablePlan> tables = new LinkedHashMap<>();
        for (DeployStatements.Decided d : decided) {
            PlannedStatement s = d.statement();
            if (s.target() == null || s.sessionOnly() || !s.kind().name().startsWith("CREATE")
                    || tables.containsKey(s.target())) {
                continue;
            }
            ProjectDefinitions.Defined defined = s.defines() ? compared.defined().get(s.target()) : null;
            tables.put(s.target(), table(s, actions.get(s), defined, compared.live().get(s.target()),
                    loaded.contains(s.target()), lineage, facts));
        }
        List<TablePlan> result = new ArrayList<>(tables.values());
        for (TableInfo table : removed) {
            result.add(new TablePlan(table.id().toString(), TableAction.DROP, table.kind().name(), mode(table), null,
                    0, List.of(), null, held(table, facts), null, downstream(table.id(), lineage)));
        }
        return result;
    }

    private static TablePlan table(PlannedStatement s, StepAction step, ProjectDefinitions.Defined defined,
                                   TableInfo live, boolean loaded, ProjectLineage lineage, PlanFacts facts) {
        TableAction action = switch (step) {
            case RUN -> TableAction.CREATE;
            case DROP_THEN_RUN -> TableAction.RECREATE;
            case KEEP -> TableAction.KEEP;
            default -> TableAction.UNCHANGED;
        };
        TableInfo planned = defined == null ? null : defined.planned();
        String kind = planned != null ? planned.kind().name() : kindOf(s.kind());
        boolean changed = action == TableAction.RECREATE || action == TableAction.KEEP;
        List<DefinitionPart> differs = changed && defined != null && defined.comparison() != null
                ? defined.comparison().differences() : List.of();
        TableData dropped = changed && live != null ? held(live, facts) : null;
        Refill refill = action == TableAction.UNCHANGED ? null : refill(kind, planned, loaded, lineage, facts);
        return new TablePlan(s.target().toString(), action, kind, mode(planned), s.script().path(), s.line(), differs,
                changed && defined != null ? defined.change().orElse(null) : null, dropped, refill,
                changed ? downstream(s.target(), lineage) : List.of());
    }

    /** How the table gets its data after the deployment created it. */
    static Refill refill(String kind, TableInfo planned, boolean loaded, ProjectLineage lineage, PlanFacts facts) {
        if (TableKind.VIEW.name().equals(kind)) {
            return Refill.of(Refill.Kind.NONE);
        }
        if (!TableKind.MATERIALIZED_TABLE.name().equals(kind)) {
            return Refill.of(loaded ? Refill.Kind.INSERT : Refill.Kind.NONE);
        }
        if (planned == null || planned.materialized() == null) {
            return Refill.of(Refill.Kind.REFRESH);
        }
        if ("CONTINUOUS".equals(planned.materialized().refreshMode())) {
            return Refill.of(Refill.Kind.CONTINUOUS);
        }
        return facts.days(planned, lineage).map(days -> Refill.backfill(days.count(), days.range()))
                .orElse(Refill.of(Refill.Kind.REFRESH));
    }

    private static TableData held(TableInfo live, PlanFacts facts) {
        return live.kind() == TableKind.VIEW ? null : facts.held(live.id()).orElse(null);
    }

    private static List<String> downstream(TableId table, ProjectLineage lineage) {
        return lineage == null ? List.of() : lineage.downstreamTables(table.toString(), -1).stream().sorted().toList();
    }

    private static String mode(TableInfo table) {
        return table == null || table.materialized() == null ? null : table.materialized().refreshMode();
    }

    private static String kindOf(StatementKind kind) {
        return switch (kind) {
            case CREATE_MATERIALIZED_TABLE -> TableKind.MATERIALIZED_TABLE.name();
            case CREATE_VIEW -> TableKind.VIEW.name();
            default -> TableKind.TABLE.name();
        };
    }
}
