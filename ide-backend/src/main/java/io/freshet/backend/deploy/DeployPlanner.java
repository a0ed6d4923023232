package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.lineage.LineageIndex;
import io.freshet.backend.lineage.ProjectIndex;
import io.freshet.ui.deploy.DeployPlan;
import io.freshet.ui.deploy.ScriptPlan;
import io.freshet.ui.deploy.ScriptStatus;
import io.freshet.ui.deploy.TableChange;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * Compares a project's scripts with the warehouse as it is now, through the lineage index (the same comparison the
 * Lineage page shows), and turns the outcome into a plan for the page or the work of a deployment.
 */
@Component
class DeployPlanner {

    /** What the comparison found, for one project at one moment. */
    record Compared(String project, List<ScriptDocument> scripts, List<PlannedStatement> statements,
                    Map<TableId, ProjectDefinitions.Defined> defined, Map<TableId, TableInfo> live,
                    ProjectIndex index) {
    }

    private final ProjectService projects;
    private final LineageIndex lineage;
    private final ObjectProvider<PaimonCatalogSnapshotSource> source;

    DeployPlanner(ProjectService projects, LineageIndex lineage, ObjectProvider<PaimonCatalogSnapshotSource> source) {
        this.projects = projects;
        this.lineage = lineage;
        this.source = source;
    }

    /** Reads the warehouse now (a deployment may just have changed it) and compares. */
    Compared compare(String project) {
        PaimonCatalogSnapshotSource warehouse = source.getIfAvailable();
        CatalogSnapshot read = warehouse == null ? null : warehouse.readNow().snapshot();
        // this read, not the source's latest state: a background read that started earlier may finish after it
        ProjectIndex index = read == null || read.catalog(read.currentCatalog()).isEmpty() ? lineage.current(project)
                : lineage.current(project, read);
        CatalogSnapshot live = index.live();
        List<ScriptDocument> scripts = projects.scriptsInOrder(project);
        List<PlannedStatement> statements = ScriptStatements.of(scripts, live.currentCatalog(), live.currentDatabase());
        Map<TableId, TableInfo> tables = new LinkedHashMap<>();
        live.tables().forEach(t -> tables.put(t.id(), t));
        return new Compared(project, scripts, statements, index.defined(), tables, index);
    }

    /** The statements with what a deployment does with each. */
    static List<DeployStatements.Decided> decide(Compared compared, Set<TableId> recreate) {
        return DeployStatements.decide(compared.statements(), compared.live().keySet(), compared.defined(), recreate);
    }

    /** The plan the page shows: each script up to date, new or changed. */
    static DeployPlan plan(Compared compared) {
        List<DeployStatements.Decided> decided = decide(compared, Set.of());
        List<ScriptPlan> scripts = new ArrayList<>();
        for (ScriptDocument script : compared.scripts()) {
            List<DeployStatements.Decided> mine = decided.stream()
                    .filter(d -> d.statement().script().id() == script.id()).toList();
            Set<String> tables = mine.stream().map(DeployStatements.Decided::statement)
                    .filter(s -> s.target() != null && !s.sessionOnly() && s.kind().name().startsWith("CREATE"))
                    .map(s -> s.target().toString()).collect(Collectors.toCollection(LinkedHashSet::new));
            List<TableChange> changes = mine.stream().filter(d -> d.action() == StepAction.KEEP)
                    .map(d -> compared.defined().get(d.statement().target()).change())
                    .flatMap(java.util.Optional::stream).toList();
            boolean runs = mine.stream().anyMatch(d -> d.action() == StepAction.RUN && !d.statement().sessionOnly());
            ScriptStatus status = !changes.isEmpty() ? ScriptStatus.CHANGED
                    : runs ? ScriptStatus.NEW : ScriptStatus.UP_TO_DATE;
            scripts.add(new ScriptPlan(script.id(), script.path(), status, mine.size(), List.copyOf(tables), changes));
        }
        return new DeployPlan(compared.project(), scripts);
    }
}
