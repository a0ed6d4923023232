package io.freshet.ui.editor;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.QueryParameters;
import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.SqlToken;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageService;
import io.freshet.ui.lineage.LineageTable;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/** "What does this statement feed?": the table the statement at the cursor writes, opened in the lineage impact view. */
class EditorImpact {

    private final LineageService lineage;
    private final EditorAnalysisService analysis;
    private final Consumer<String> message;

    EditorImpact(LineageService lineage, EditorAnalysisService analysis, Consumer<String> message) {
        this.lineage = lineage;
        this.analysis = analysis;
        this.message = message;
    }

    /** Finds the statement's table in the project's lineage and shows what it feeds; a message when it cannot. */
    void show(ScriptTab tab, SqlEditor.Selection selection) {
        // the statement at the selection's start: impact is about one statement, never a selected part of one
        StatementSpan span = analysis.statementToRun(selection.text(), selection.from(), selection.from());
        if (span == null) {
            message.accept("Put the cursor in a statement that creates or writes a table.");
            return;
        }
        LineageGraph graph = lineage.graph(tab.project());
        Optional<LineageTable> table = tableOf(graph, tab.scriptId(), span);
        if (table.isEmpty()) {
            message.accept("The lineage does not know the table this statement writes: save the script, or put the"
                    + " cursor in a CREATE TABLE, CREATE MATERIALIZED TABLE or INSERT statement.");
            return;
        }
        message.accept("");
        UI.getCurrent().navigate("lineage", QueryParameters.simple(Map.of("project", tab.project(),
                "table", table.get().id(), "impact", "true")));
    }

    /** The table defined at the statement's line, else the table its text names (matched on the name's tail). */
    static Optional<LineageTable> tableOf(LineageGraph graph, long scriptId, StatementSpan span) {
        Optional<LineageTable> defined = graph.tables().stream().filter(t -> t.scriptId() != null
                && t.scriptId() == scriptId && t.line() != null && t.line() == span.range().startLine()).findFirst();
        if (defined.isPresent()) {
            return defined;
        }
        Optional<String> target = target(SqlLexer.significant(span.text()));
        if (target.isEmpty()) {
            return Optional.empty();
        }
        String named = "." + target.get().toLowerCase(Locale.ROOT);
        return graph.tables().stream().filter(t -> ("." + t.id().toLowerCase(Locale.ROOT)).endsWith(named)).findFirst();
    }

    /**
     * The name after CREATE [OR REPLACE] [TEMPORARY] [MATERIALIZED] TABLE [IF NOT EXISTS], ALTER MATERIALIZED
     * TABLE or INSERT INTO|OVERWRITE, its parts joined by dots without their quotes.
     */
    private static Optional<String> target(List<SqlToken> tokens) {
        int i;
        if (word(tokens, 0, "CREATE")) {
            i = 1;
            i += word(tokens, i, "OR") && word(tokens, i + 1, "REPLACE") ? 2 : 0;
            i += word(tokens, i, "TEMPORARY") ? 1 : 0;
            i += word(tokens, i, "MATERIALIZED") ? 1 : 0;
            if (!word(tokens, i++, "TABLE")) {
                return Optional.empty();
            }
            i += word(tokens, i, "IF") && word(tokens, i + 1, "NOT") && word(tokens, i + 2, "EXISTS") ? 3 : 0;
        } else if (word(tokens, 0, "ALTER") && word(tokens, 1, "MATERIALIZED") && word(tokens, 2, "TABLE")) {
            i = 3;
        } else if (word(tokens, 0, "INSERT") && (word(tokens, 1, "INTO") || word(tokens, 1, "OVERWRITE"))) {
            i = 2;
        } else {
            return Optional.empty();
        }
        StringBuilder name = new StringBuilder();
        for (; i < tokens.size() && namePart(tokens.get(i)); i++) {
            boolean adjacent = name.isEmpty() || tokens.get(i - 1).end() == tokens.get(i).start();
            if (!adjacent) {
                break;
            }
            name.append(tokens.get(i).isSymbol('.') ? "." : tokens.get(i).name());
        }
        return name.isEmpty() ? Optional.empty() : Optional.of(name.toString());
    }

    private static boolean word(List<SqlToken> tokens, int index, String word) {
        return index < tokens.size() && tokens.get(index).isWord(word);
    }

    private static boolean namePart(SqlToken token) {
        return token.kind() == SqlToken.Kind.WORD || token.kind() == SqlToken.Kind.QUOTED_NAME || token.isSymbol('.');
    }
}
