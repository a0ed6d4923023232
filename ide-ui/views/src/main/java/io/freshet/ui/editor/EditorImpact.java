package io.freshet.ui.editor;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.QueryParameters;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageService;
import io.freshet.ui.lineage.LineageTable;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** "What does this statement feed?": the table the statement at the cursor writes, opened in the lineage impact view. */
class EditorImpact {

    private static final Pattern TARGET = Pattern.compile(
            "^\\s*(?:CREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:TEMPORARY\\s+)?(?:MATERIALIZED\\s+)?TABLE(?:\\s+IF\\s+NOT\\s+EXISTS)?"
                    + "|ALTER\\s+MATERIALIZED\\s+TABLE|INSERT\\s+(?:INTO|OVERWRITE))\\s+([`\\w.]+)",
            Pattern.CASE_INSENSITIVE);

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
        StatementSpan span = analysis.statementAt(selection.text(), selection.from());
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
                && t.scriptId() == scriptId && t.line() != null && t.line() == span.startLine()).findFirst();
        if (defined.isPresent()) {
            return defined;
        }
        Matcher m = TARGET.matcher(span.text());
        if (!m.find()) {
            return Optional.empty();
        }
        String named = "." + m.group(1).replace("`", "").toLowerCase(Locale.ROOT);
        return graph.tables().stream().filter(t -> ("." + t.id().toLowerCase(Locale.ROOT)).endsWith(named)).findFirst();
    }
}
