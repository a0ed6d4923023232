package io.freshet.backend.run;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.script.Statement;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.RunLimitException;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RuntimeMode;
import io.freshet.ui.scripts.ScriptService;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What one run may take, decided before any of it is queued: text no longer than a script may be (what a version can
 * hold) and at most {@link RunLimits#maxStatements()} statements. A refused script leaves nothing behind:
 * no run, no history row, no job.
 */
final class RunAdmission {

    private RunAdmission() {
    }

    /** The statements of a script as run requests, or a refusal that says which limit and where it is crossed. */
    static List<RunRequest> script(Long scriptId, String scriptText, RuntimeMode mode, int maxStatements) {
        String text = scriptText == null ? "" : scriptText;
        checkSize(text);
        List<Statement> statements = SqlScript.of(text).statements();
        if (statements.isEmpty()) {
            throw new ServiceException("The script has no statements to run.");
        }
        if (statements.size() > maxStatements) {
            TextRange first = statements.get(maxStatements).range();
            throw new RunLimitException(String.format(Locale.ROOT, "Not run: the script has %,d statements and one run"
                    + " takes at most %,d (setting freshet.run.max-statements). Nothing of it was run. Statement %,d"
                    + " starts at line %,d: split the script, or select the part to run.", statements.size(),
                    maxStatements, maxStatements + 1, first.startLine()),
                    TextRange.point(first.startLine(), first.startColumn()));
        }
        List<RunRequest> requests = new ArrayList<>(statements.size());
        for (Statement statement : statements) {
            requests.add(new RunRequest(scriptId, statement.text(), statement.range().startLine(),
                    statement.range().startColumn(), mode));
        }
        return requests;
    }

    /** Refuses text longer than a script may be: what ran could not be kept as a version. */
    static void checkSize(String text) {
        if (text.length() > ScriptService.MAX_SCRIPT_CHARS) {
            throw new RunLimitException(String.format(Locale.ROOT, "Not run: the script has %,d characters and at most"
                    + " %,d can be saved or run at once. Nothing of it was run. Split it into several scripts.",
                    text.length(), ScriptService.MAX_SCRIPT_CHARS), null);
        }
    }
}
