package io.freshet.analysis;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.script.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The entry point of the library: splits, parses and checks a Flink SQL script. Thread-safe. */
public final class ScriptAnalyzer {

    private static final Comparator<Diagnostic> SCRIPT_ORDER = Comparator
            .comparingInt(Diagnostic::startLine).thenComparingInt(Diagnostic::startColumn);

    /** Splits and parses a script, reporting syntax errors. */
    public ScriptAnalysis analyze(String scriptText) {
        SqlScript script = SqlScript.of(scriptText);
        List<ParsedStatement> parsed = new ArrayList<>(script.statements().size());
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Statement statement : script.statements()) {
            ParsedStatement result = StatementParser.parse(statement);
            parsed.add(result);
            if (!result.parsed()) {
                diagnostics.add(result.syntaxError());
            }
        }
        diagnostics.sort(SCRIPT_ORDER);
        return new ScriptAnalysis(script, parsed, diagnostics);
    }
}
