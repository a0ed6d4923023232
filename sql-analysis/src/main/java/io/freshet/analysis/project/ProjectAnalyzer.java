package io.freshet.analysis.project;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import java.time.Duration;
import java.util.Map;

/**
 * Analyses all scripts of a project in one planner session on the interactive tier, in the given order
 * (each script sees the tables of the catalog and of the scripts before it), into per-script diagnostics
 * and one lineage graph. Keep the {@link ProjectSession} instead when scripts will change one at a time.
 */
public final class ProjectAnalyzer {

    private ProjectAnalyzer() {
    }

    /**
     * @param scripts script name (e.g. path) to text, in dependency order
     * @throws SqlAnalysisException when the planner cannot start or the snapshot cannot be loaded
     */
    public static ProjectAnalysis analyze(Map<String, String> scripts, CatalogSnapshot catalog,
                                          Duration freshnessThreshold) {
        ProjectSession session = ProjectSession.open(scripts, catalog, freshnessThreshold);
        return new ProjectAnalysis(session.diagnostics(), session.lineage(), session.snapshot());
    }
}
