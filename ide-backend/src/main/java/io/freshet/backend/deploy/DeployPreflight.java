package io.freshet.backend.deploy;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.Optional;

/**
 * The deployment's validation step (issue 39): the statements a deployment would send, in order, checked against
 * the warehouse as it is now by sql-analysis's interactive tier (Flink's planner plus the gateway's execution-time
 * checks), so that a project that would fail halfway is refused before its first statement.
 */
final class DeployPreflight {

    private DeployPreflight() {
    }

    /** Throws a {@link ServiceException} naming the first statement the gateway would refuse, with its script line. */
    static void check(List<DeployWork> work, CatalogSnapshot live, ScriptAnalyzer analyzer) {
        List<DeployWork> sent = work.stream().filter(w -> w.sql() != null).toList();
        if (sent.isEmpty()) {
            return;
        }
        String script = String.join(";\n", sent.stream().map(DeployWork::sql).toList()) + ";\n";
        ScriptAnalysis analysis;
        try {
            analysis = analyzer.check(script, live);
        } catch (SqlAnalysisException unanalysable) {
            // the check is an early answer, not a gate of its own: the gateway still says what it says
            return;
        }
        List<Statement> statements = analysis.script().statements();
        if (statements.size() != sent.size()) {
            // the statements no longer split one to one: the gateway's own answer is the check
            return;
        }
        for (int i = 0; i < statements.size(); i++) {
            Optional<Diagnostic> error = errorIn(analysis, statements.get(i));
            if (error.isPresent()) {
                DeployWork refused = sent.get(i);
                String where = refused.source() == null ? refused.where() : refused.source().script().path()
                        + " line " + (refused.source().line() + error.get().range().startLine()
                        - statements.get(i).range().startLine());
                String message = error.get().message().strip();
                throw new ServiceException("Not deployed: " + where + " would fail: "
                        + (message.endsWith(".") ? message : message + ".") + " No statement was sent.");
            }
        }
    }

    private static Optional<Diagnostic> errorIn(ScriptAnalysis analysis, Statement statement) {
        return analysis.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR)
                .filter(d -> statement.range().contains(d.range().startLine(), d.range().startColumn())).findFirst();
    }
}
