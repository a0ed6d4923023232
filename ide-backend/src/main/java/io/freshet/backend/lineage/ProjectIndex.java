package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.ui.lineage.LineageGraph;
import java.util.List;

/**
 * The lineage index of one project at one moment: per-script entries (to update incrementally), the
 * sql-analysis graph for reach queries and the assembled graph for views. Immutable.
 *
 * @param live the live catalog the entries were computed on
 */
record ProjectIndex(String project, CatalogSnapshot live, List<ScriptLineage> scripts,
                    List<ScriptLineage> catalogDefinitions, ProjectLineage lineage, LineageGraph graph) {

    ProjectIndex {
        scripts = List.copyOf(scripts);
        catalogDefinitions = List.copyOf(catalogDefinitions);
    }
}
