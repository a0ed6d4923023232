package io.freshet.backend.lineage;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.diagnostic.Diagnostic;
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
     * definition queries, analysed on the catalog after all scripts.
     */
    List<ScriptLineage> catalogDefinitions(CatalogSnapshot live, List<ScriptLineage> scripts, CatalogSnapshot last) {
        Set<String> written = new HashSet<>();
        scripts.forEach(s -> s.statements().forEach(st -> written.add(st.target())));
        List<ScriptLineage> result = new ArrayList<>();
        long pseudoId = -1;
        for (TableInfo table : live.tables().toList()) {
            if (table.kind() == TableKind.MATERIALIZED_TABLE && table.materialized() != null
                    && table.materialized().definitionQuery() != null && !written.contains(table.id().toString())) {
                String sql = "INSERT INTO " + table.id().quoted() + "\n" + table.materialized().definitionQuery();
                result.add(analyse(pseudoId--, 0, "catalog:" + table.id(), sql, last));
            }
        }
        return result;
    }

    private ScriptLineage analyse(long id, long version, String path, String text, CatalogSnapshot before) {
        try {
            ScriptAnalysis analysis = analyzer.validate(text, before);
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
