package io.freshet.backend.editor;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.editor.CheckedFindings;
import io.freshet.ui.editor.EditorDiagnostic;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One validation of an editor's text, in two steps on the analysis thread: the statement at the cursor with the
 * statements it reads, then the whole text. The text is parsed once and the catalog built once for both.
 * Not thread-safe: both steps run on the one analysis thread, one after the other.
 */
final class ValidationRun {

    private static final Logger LOG = LoggerFactory.getLogger(ValidationRun.class);

    private final ScriptAnalyzer analyzer;
    private final String text;
    private final int cursor;
    private final Supplier<CatalogSnapshot> catalog;
    private final Function<List<ParsedStatement>, List<EditorDiagnostic>> refusals;
    private ScriptAnalysis parsed;
    private CatalogSnapshot base;

    /**
     * @param parsed   the text {@link ScriptAnalyzer#analyze}d already (by the syntax check), or null to parse it here
     * @param catalog  the catalog the text is validated against, built on first use (on the analysis thread)
     * @param refusals the statement policy's findings for the user, of the statements given
     */
    ValidationRun(ScriptAnalyzer analyzer, String text, ScriptAnalysis parsed, int cursor,
                  Supplier<CatalogSnapshot> catalog, Function<List<ParsedStatement>, List<EditorDiagnostic>> refusals) {
        this.analyzer = analyzer;
        this.text = text;
        this.parsed = parsed;
        this.cursor = cursor;
        this.catalog = catalog;
        this.refusals = refusals;
    }

    /** The findings of the statement at the cursor and of the statements it reads, with their ranges. */
    CheckedFindings atCursor(BooleanSupplier cancelled) {
        try {
            ScriptAnalysis checked = analyzer.checkAt(parsed(), cursor, base(), cancelled);
            return new CheckedFindings(checked.statements().stream().map(p -> p.statement().range()).toList(),
                    findings(checked));
        } catch (SqlAnalysisException e) {
            throw unavailable(e);
        }
    }

    /** Every finding of the text. */
    List<EditorDiagnostic> whole(BooleanSupplier cancelled) {
        try {
            // the interactive tier: Flink's own validation without its optimiser, several times faster; the
            // few errors only the optimiser finds come back from the gateway, positioned, when the script runs
            return findings(analyzer.check(parsed(), base(), cancelled));
        } catch (SqlAnalysisException e) {
            throw unavailable(e);
        }
    }

    private List<EditorDiagnostic> findings(ScriptAnalysis checked) {
        return DiagnosticMapper.merge(DiagnosticMapper.map(checked.diagnostics(), "validation"),
                refusals.apply(checked.statements()));
    }

    private ScriptAnalysis parsed() {
        if (parsed == null) {
            parsed = analyzer.analyze(text);
        }
        return parsed;
    }

    private CatalogSnapshot base() {
        if (base == null) {
            base = catalog.get();
        }
        return base;
    }

    private static ServiceException unavailable(SqlAnalysisException e) {
        LOG.warn("Validation failed: {}", e.getMessage(), e);
        return new ServiceException("The SQL could not be validated: Flink's planner is not available.", e);
    }
}
