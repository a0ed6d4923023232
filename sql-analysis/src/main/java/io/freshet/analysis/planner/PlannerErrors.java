package io.freshet.analysis.planner;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.TextRange;
import io.freshet.analysis.script.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.calcite.runtime.CalciteContextException;

/**
 * Translates what the planner throws into one positioned diagnostic. Calcite's validator carries
 * exact positions; the planner's own checks (sink schemas, materialized-table definitions) only name
 * the object, so the first occurrence of that name in the statement is marked instead.
 */
final class PlannerErrors {

    private static final Pattern QUOTED_NAME = Pattern.compile("'([^']+)'|\\[([^\\]]+)\\]|\\b([A-Z][A-Z_]{2,})\\(");
    private static final Pattern STATEMENT_POSITION = Pattern.compile(",? at line \\d+, column \\d+");
    private static final String VALIDATION_PREFIX = "SQL validation failed. ";
    private static final Pattern PLAN_SUFFIX = Pattern.compile("\\s*The physical plan is:.*$");

    private PlannerErrors() {
    }

    static Diagnostic toDiagnostic(Throwable error, Statement statement) {
        if (error instanceof PaimonTables.Refusal paimon) {
            TextRange range = locateOption(paimon.optionKeys(), statement);
            return Diagnostic.of(Severity.ERROR, paimon.getMessage(),
                    range != null ? range : locate(paimon.getMessage(), statement),
                    KnownErrors.hint(paimon.getMessage()));
        }
        ConnectorErrors.ConnectorError connector = ConnectorErrors.of(error);
        if (connector != null) {
            TextRange range = locateOption(connector.optionKeys(), statement);
            return Diagnostic.of(Severity.ERROR, connector.message(),
                    range != null ? range : locate("'" + connector.table() + "'", statement), connector.hint());
        }
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof CalciteContextException context && context.getPosLine() > 0) {
                String message = context.getCause() != null && context.getCause().getMessage() != null
                        ? context.getCause().getMessage() : context.getMessage();
                TextRange range = statement.toScript(context.getPosLine(), context.getPosColumn(),
                        context.getEndPosLine(), context.getEndPosColumn());
                return Diagnostic.of(Severity.ERROR, firstLine(message), range, null);
            }
        }
        String full = deepestMessage(error);
        String rewritten = KnownErrors.rewrite(full);
        String message = rewritten != null ? rewritten : firstLine(full);
        String hint = KnownErrors.hint(message);
        return Diagnostic.of(Severity.ERROR, message, locate(message, statement),
                hint != null || rewritten != null ? hint : detail(full));
    }

    /** The most specific message: planner wrappers ("Could not execute ...") repeat their cause with a prefix. */
    private static String deepestMessage(Throwable error) {
        String message = error.getMessage();
        for (Throwable t = error.getCause(); t != null; t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                message = t.getMessage();
            }
        }
        if (message == null) {
            return error.getClass().getSimpleName();
        }
        return message.startsWith(VALIDATION_PREFIX) ? message.substring(VALIDATION_PREFIX.length()) : message;
    }

    /** The first of the option keys written in the statement (a CREATE TABLE's WITH), or null. */
    static TextRange locateOption(java.util.List<String> keys, Statement statement) {
        for (String key : keys) {
            Matcher m = Pattern.compile("'" + Pattern.quote(key) + "'\\s*=").matcher(statement.text());
            if (m.find()) {
                var source = new io.freshet.analysis.script.SourceText(statement.text());
                int end = m.start() + key.length() + 1;
                return statement.toScript(source.lineOf(m.start()), source.columnOf(m.start()), source.lineOf(end),
                        source.columnOf(end));
            }
        }
        return null;
    }

    /** The first occurrence of the name (a table or column, quoted or not) in the statement, or null. */
    static TextRange locateName(String name, Statement statement) {
        int at = indexOfWord(statement.text(), name);
        if (at < 0) {
            return null;
        }
        var source = new io.freshet.analysis.script.SourceText(statement.text());
        int end = at + name.length() - 1;
        return statement.toScript(source.lineOf(at), source.columnOf(at), source.lineOf(end), source.columnOf(end));
    }

    private static TextRange locate(String message, Statement statement) {
        String keyword = KnownErrors.keyword(message);
        Matcher m = QUOTED_NAME.matcher(keyword != null ? "'" + keyword + "'" : message);
        while (m.find()) {
            String name = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
            TextRange found = locateName(name.substring(name.lastIndexOf('.') + 1), statement);
            if (found != null) {
                return found;
            }
        }
        return statement.range();
    }

    private static int indexOfWord(String text, String word) {
        Pattern p = Pattern.compile("(?<![\\w`])`?" + Pattern.quote(word) + "`?(?![\\w`])",
                Pattern.CASE_INSENSITIVE);
        Matcher m = p.matcher(text);
        if (!m.find()) {
            return -1;
        }
        return text.charAt(m.start()) == '`' ? m.start() + 1 : m.start();
    }

    private static String detail(String full) {
        int nl = full.indexOf('\n');
        if (nl < 0) {
            return null;
        }
        String rest = full.substring(nl + 1).strip();
        return rest.isEmpty() ? null : rest.lines().map(String::strip).filter(l -> !l.isEmpty())
                .limit(8).reduce((a, b) -> a + "\n" + b).orElse(null);
    }

    private static String firstLine(String message) {
        String text = message == null ? "Validation failed" : message;
        if (text.startsWith(VALIDATION_PREFIX)) {
            text = text.substring(VALIDATION_PREFIX.length());
        }
        int nl = text.indexOf('\n');
        // positions inside planner messages are relative to the statement: the range says it better
        String line = STATEMENT_POSITION.matcher(nl < 0 ? text : text.substring(0, nl)).replaceAll("").strip();
        return PLAN_SUFFIX.matcher(line).replaceAll("");
    }
}
