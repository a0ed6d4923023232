package io.freshet.analysis.completion;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.planner.CompletionItem;
import io.freshet.analysis.planner.CompletionKind;
import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.Statement;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Completion at a cursor in a multi-statement script: statement keywords at a statement's start, table
 * names after INSERT INTO, and inside queries (also those of INSERT ... SELECT, CREATE TABLE ... AS and
 * CREATE MATERIALIZED TABLE ... AS) the planner advisor's columns (alias-aware), tables, keywords and
 * functions. The catalog is the given snapshot plus the DDL of the statements before the cursor.
 */
public final class ScriptCompleter {

    private static final Pattern DDL = Pattern.compile("(?is)^\\s*(CREATE|DROP|ALTER|USE)\\b.*");

    private final SessionCache sessions = new SessionCache();

    public List<CompletionItem> complete(String scriptText, int offset, CatalogSnapshot catalog,
                                         Duration freshnessThreshold) {
        List<Statement> statements = ScriptSplitter.split(new SourceText(scriptText));
        Statement current = statementAt(statements, scriptText, offset);
        int start = current == null ? offset : current.startOffset();
        String text = scriptText.substring(start, current == null ? offset : Math.max(offset, current.endOffset()));
        CursorContext cursor = CursorContext.of(text, offset - start);
        int replaceFrom = offset - cursor.prefix().length();
        if (cursor.statementStart()) {
            return StatementKeywords.STARTS.stream().filter(cursor::matches)
                    .map(k -> new CompletionItem(k, CompletionKind.KEYWORD, replaceFrom)).toList();
        }
        if (!cursor.insertTarget() && cursor.queryStart() < 0) {
            return List.of();
        }
        List<Statement> ddl = statements.stream()
                .filter(before -> before.endOffset() <= start && DDL.matcher(before.text()).matches()).toList();
        return sessions.with(catalog, ddl, freshnessThreshold, session -> {
            if (cursor.insertTarget()) {
                return session.completeTable(cursor.prefix(), replaceFrom);
            }
            String query = text.substring(cursor.queryStart());
            return session.completeQuery(query, offset - start - cursor.queryStart(), cursor.prefix(), replaceFrom);
        });
    }

    /** The statement the cursor is in, including right after its last token, or null at a new statement. */
    private static Statement statementAt(List<Statement> statements, String text, int offset) {
        Statement candidate = null;
        for (Statement statement : statements) {
            if (statement.startOffset() <= offset) {
                candidate = statement;
            }
        }
        if (candidate == null || offset <= candidate.endOffset()) {
            return candidate;
        }
        String between = text.substring(candidate.endOffset(), offset);
        return between.contains(";") ? null : candidate;
    }

}
