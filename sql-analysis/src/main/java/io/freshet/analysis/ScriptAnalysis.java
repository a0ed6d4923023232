package io.freshet.analysis;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.ParsedStatement;
import java.util.List;

/**
 * The outcome of analysing one script: its parsed statements, every diagnostic in script order, and
 * (after validation) the catalogs as the script leaves them (null after a syntax-only analysis and after
 * {@link ScriptAnalyzer#checkAt}, which holds only the statements it checked) and the column lineage of every
 * valid statement that writes a table (empty after a syntax-only analysis).
 */
public record ScriptAnalysis(SqlScript script, List<ParsedStatement> statements, List<Diagnostic> diagnostics,
                             CatalogSnapshot catalogAfter, List<StatementLineage> lineage) {

    public ScriptAnalysis {
        statements = List.copyOf(statements);
        diagnostics = List.copyOf(diagnostics);
        lineage = List.copyOf(lineage);
    }

    /** True when at least one diagnostic is an ERROR. */
    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
