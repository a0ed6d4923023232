package io.freshet.analysis.project;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import io.freshet.analysis.script.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Analyses all scripts of a project in one planner session, in the given order (each script sees the
 * tables of the catalog and of the scripts before it), into per-script diagnostics and one lineage graph.
 * One session for the whole project avoids re-loading a growing catalog for every script.
 */
public final class ProjectAnalyzer {

    private ProjectAnalyzer() {
    }

    /** @param scripts script name (e.g. path) to text, in dependency order */
    public static ProjectAnalysis analyze(Map<String, String> scripts, CatalogSnapshot catalog,
                                          Duration freshnessThreshold) {
        PlannerSession session;
        try {
            session = PlannerSession.create(catalog, freshnessThreshold);
        } catch (RuntimeException | LinkageError e) {
            throw new SqlAnalysisException("Flink's planner could not start or load the catalog: " + e.getMessage(), e);
        }
        Map<String, List<Diagnostic>> diagnostics = new LinkedHashMap<>();
        Map<String, List<StatementLineage>> lineage = new LinkedHashMap<>();
        for (Map.Entry<String, String> script : scripts.entrySet()) {
            List<Diagnostic> found = new ArrayList<>();
            List<StatementLineage> written = new ArrayList<>();
            for (Statement statement : SqlScript.of(script.getValue()).statements()) {
                ParsedStatement parsed = StatementParser.parse(statement);
                if (parsed.parsed()) {
                    found.addAll(session.validate(parsed, written));
                } else {
                    found.add(parsed.syntaxError());
                }
            }
            diagnostics.put(script.getKey(), found);
            lineage.put(script.getKey(), written);
        }
        return new ProjectAnalysis(diagnostics, ProjectLineage.of(lineage), session.snapshot());
    }
}
