package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.ui.lineage.LineageGraph;
import java.util.List;
import java.util.Map;

/**
 * The lineage index of one project at one moment: per-script entries (to update incrementally), the
 * sql-analysis graph for reach queries and the assembled graph for views. Immutable.
 *
 * @param live the live catalog the entries were computed on
 * @param defined the tables the scripts define, each compared with the live table
 */
public record ProjectIndex(String project, CatalogSnapshot live, List<ScriptLineage> scripts,
                           List<ScriptLineage> catalogDefinitions, ProjectLineage lineage, LineageGraph graph,
                           Map<TableId, ProjectDefinitions.Defined> defined) {

    public ProjectIndex {
        scripts = List.copyOf(scripts);
        catalogDefinitions = List.copyOf(catalogDefinitions);
        defined = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(defined));
    }
}
