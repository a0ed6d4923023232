package io.freshet.ui.editor;

import com.vaadin.flow.component.UI;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

/**
 * Keeps one editor's diagnostics current: syntax at once on every change, the planner's findings when
 * they arrive (a newer change supersedes a pending validation), and a run's gateway error until the next
 * change. While a validation is pending the UI polls, so its result arrives even when push cannot reach
 * the browser.
 */
class LiveDiagnostics {

    private static final int POLL_MILLIS = 250;

    private final String editorKey = UUID.randomUUID().toString();
    private final SqlEditor editor;
    private final EditorAnalysisService analysis;
    private final Long scriptId;
    private final Consumer<List<EditorDiagnostic>> onChange;
    private List<EditorDiagnostic> syntax = List.of();
    private List<EditorDiagnostic> validated = List.of();
    private String validatedText = "";
    private List<EditorDiagnostic> gateway = List.of();
    private List<EditorDiagnostic> shown = List.of();
    private long generation;
    private Registration polling;

    LiveDiagnostics(SqlEditor editor, EditorAnalysisService analysis, Long scriptId,
                    Consumer<List<EditorDiagnostic>> onChange) {
        this.editor = editor;
        this.analysis = analysis;
        this.scriptId = scriptId;
        this.onChange = onChange;
    }

    /** Analyses the editor's current text. */
    void textChanged() {
        String text = editor.getValue();
        syntax = analysis.checkSyntax(text);
        gateway = List.of();
        validated = stillInPlace(validated, validatedText, text);
        validatedText = text;
        show(text);
        UI ui = UI.getCurrent();
        long requested = ++generation;
        if (ui != null && polling == null) {
            polling = UiPolling.hold(ui, POLL_MILLIS);
        }
        analysis.validate(editorKey, scriptId, text).whenComplete((found, error) -> {
            if (ui == null || error instanceof CancellationException
                    || error instanceof CompletionException && error.getCause() instanceof CancellationException) {
                return;
            }
            try {
                ui.access(() -> validated(requested, text, found, error));
            } catch (com.vaadin.flow.component.UIDetachedException closed) {
                analysis.release(editorKey);
            }
        });
    }

    /** Shows an error the gateway reported for the text, until the text changes. */
    void gatewayError(EditorDiagnostic diagnostic) {
        gateway = List.of(diagnostic);
        show(editor.getValue());
    }

    List<EditorDiagnostic> current() {
        return shown;
    }

    void release() {
        analysis.release(editorKey);
        stopPolling();
    }

    private void validated(long requested, String text, List<EditorDiagnostic> found, Throwable error) {
        if (requested == generation) {
            stopPolling();
        }
        if (!text.equals(editor.getValue())) {
            return;
        }
        if (error != null) {
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
            String message = cause instanceof ServiceException service ? service.userMessage()
                    : "The SQL could not be validated.";
            found = List.of(new EditorDiagnostic(EditorDiagnostic.Severity.INFO, message, TextRange.point(1, 1),
                    "validation", null));
        }
        validated = found;
        validatedText = text;
        syntax = List.of();
        show(text);
    }

    /**
     * The planner's findings whose text is untouched by an edit; an edited finding goes at once (a fixed
     * column must not stay underlined until the next verdict, which takes a planner round trip).
     */
    static List<EditorDiagnostic> stillInPlace(List<EditorDiagnostic> findings, String before, String after) {
        if (findings.isEmpty() || before.equals(after)) {
            return findings;
        }
        SourceText old = new SourceText(before);
        SourceText now = new SourceText(after);
        return findings.stream().filter(d -> covered(old, before, d).equals(covered(now, after, d))).toList();
    }

    private static String covered(SourceText source, String text, EditorDiagnostic d) {
        return text.substring(source.startOffset(d.range()), source.endOffset(d.range()));
    }

    private void stopPolling() {
        if (polling != null) {
            polling.remove();
            polling = null;
        }
    }

    private void show(String text) {
        Map<String, EditorDiagnostic> merged = new LinkedHashMap<>();
        List<EditorDiagnostic> all = new ArrayList<>(gateway);
        all.addAll(syntax);
        all.addAll(validated);
        for (EditorDiagnostic d : all) {
            merged.putIfAbsent(d.message() + "@" + d.position(), d);
        }
        shown = List.copyOf(merged.values());
        editor.setDiagnostics(shown, text);
        onChange.accept(shown);
    }
}
