package io.freshet.backend.lineage;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.Statement;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Computes and updates the per-script lineage of a project. Scripts run in project order, each on the
 * catalog the previous one left; an update re-analyses only from the first changed script, and stops
 * re-analysing as soon as a script leaves the same catalog as before (its successors stay valid).
 */
final class ScriptLineages {

    private final ScriptAnalyzer analyzer;

    ScriptLineages(ScriptAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    /**
     * The lineage of {@code ordered} on {@code live}, reusing every entry of {@code previous} (may be empty)
     * that is still valid; {@code reanalysed} receives the number of scripts analysed.
     */
    List<ScriptLineage> update(List<ScriptLineage> previous, List<ScriptDocument> ordered, CatalogSnapshot live,
                               int[] reanalysed) {
        List<ScriptLineage> result = new ArrayList<>(ordered.size());
        CatalogSnapshot catalog = live;
        for (int i = 0; i < ordered.size(); i++) {
            ScriptDocument script = ordered.get(i);
            ScriptLineage old = i < previous.size() ? previous.get(i) : null;
            ScriptLineage entry = old != null && old.matches(script.id(), script.version(), script.path(), catalog)
                    ? old : analyse(script.id(), script.version(), script.path(), script.content(), catalog);
            if (entry != old) {
                reanalysed[0]++;
            }
            result.add(entry);
            catalog = entry.after();
        }
        return result;
    }

    /**
     * Lineage of the materialized tables of the live catalog that no script writes, from their stored
     * definition queries, analysed together (one planner session) on the catalog after all scripts.
     */
    List<ScriptLineage> catalogDefinitions(CatalogSnapshot live, List<ScriptLineage> scripts, CatalogSnapshot last) {
        Set<String> written = new HashSet<>();
        scripts.forEach(s -> s.statements().forEach(st -> written.add(st.target())));
        List<TableInfo> unwritten = live.tables()
                .filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE && t.materialized() != null
                        && t.materialized().definitionQuery() != null && !written.contains(t.id().toString()))
                .toList();
        if (unwritten.isEmpty()) {
            return List.of();
        }
        StringBuilder sql = new StringBuilder();
        unwritten.forEach(t -> sql.append("INSERT INTO ").append(t.id().quoted()).append('\n')
                .append(t.materialized().definitionQuery()).append("\n;\n"));
        ScriptAnalysis analysis;
        try {
            analysis = analyzer.check(sql.toString(), last);
        } catch (SqlAnalysisException e) {
            return unwritten.stream().map(t -> new ScriptLineage(-1, 0, "catalog:" + t.id(), List.of(), last, last,
                    "catalog:" + t.id() + ": " + e.getMessage())).toList();
        }
        List<Statement> statements = analysis.script().statements();
        List<ScriptLineage> result = new ArrayList<>(unwritten.size());
        for (int i = 0; i < unwritten.size(); i++) {
            TableInfo table = unwritten.get(i);
            String target = table.id().toString();
            List<StatementLineage> mine = analysis.lineage().stream().filter(st -> st.target().equals(target)).toList();
            String problem = i < statements.size() ? firstError(analysis, statements.get(i)) : "not analysed";
            result.add(new ScriptLineage(-1 - i, 0, "catalog:" + table.id(), mine, last, last,
                    problem == null ? null : "catalog:" + table.id() + ": " + problem));
        }
        return result;
    }

    private static String firstError(ScriptAnalysis analysis, Statement statement) {
        return analysis.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR && statement.range().contains(d.startLine(), d.startColumn()))
                .map(Diagnostic::message).findFirst().orElse(null);
    }

    private ScriptLineage analyse(long id, long version, String path, String text, CatalogSnapshot before) {
        try {
            // lineage needs the logical plan only: the interactive tier gives the same lineage without the optimiser
            ScriptAnalysis analysis = analyzer.check(text, before);
            CatalogSnapshot after = analysis.catalogAfter() == null ? before : analysis.catalogAfter();
            return new ScriptLineage(id, version, path, analysis.lineage(), before, after, problem(path, analysis));
        } catch (SqlAnalysisException e) {
            return new ScriptLineage(id, version, path, List.<StatementLineage>of(), before, before,
                    path + ": " + e.getMessage());
        }
    }

    private static String problem(String path, ScriptAnalysis analysis) {
        if (!analysis.hasErrors()) {
            return null;
        }
        Diagnostic first = analysis.diagnostics().stream().filter(d -> d.severity().name().equals("ERROR"))
                .findFirst().orElse(analysis.diagnostics().get(0));
        return path + " line " + first.startLine() + ": " + first.message();
    }
}
