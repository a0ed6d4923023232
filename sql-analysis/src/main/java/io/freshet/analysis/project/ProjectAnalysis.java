package io.freshet.analysis.project;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import java.util.List;
import java.util.Map;

/** The outcome of analysing a project's scripts in order: per-script diagnostics, one lineage graph, the final catalog. */
public record ProjectAnalysis(Map<String, List<Diagnostic>> diagnostics, ProjectLineage lineage,
                              CatalogSnapshot catalogAfter) {

    public ProjectAnalysis {
        diagnostics = Map.copyOf(diagnostics);
    }
}
