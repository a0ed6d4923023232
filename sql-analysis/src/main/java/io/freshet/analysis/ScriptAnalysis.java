package io.freshet.analysis;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.parse.ParsedStatement;
import java.util.List;

/** The outcome of analysing one script: its parsed statements and every diagnostic, in script order. */
public record ScriptAnalysis(SqlScript script, List<ParsedStatement> statements, List<Diagnostic> diagnostics) {

    public ScriptAnalysis {
        statements = List.copyOf(statements);
        diagnostics = List.copyOf(diagnostics);
    }

    /** True when at least one diagnostic is an ERROR. */
    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
