package io.freshet.ui.editor;

import com.vaadin.flow.component.UI;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import com.vaadin.flow.server.Command;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

/**
 * Keeps one editor's diagnostics current: syntax at once on every change, the planner's findings when they arrive
 * (first those of the statement being edited and of what it reads, then all; a newer change supersedes a pending
 * validation), and a run's gateway error until the next change. Until the planner's verdict on a new text
 * arrives, its findings on the older text stay where that text is unchanged, moved with it. While a validation is
 * pending the UI polls, so its result arrives even when push cannot reach the browser.
 */
class LiveDiagnostics {

    private static final int POLL_MILLIS = 250;

    /** How a result reaches the UI: with its session locked, in Vaadin's {@code UI.access}. */
    interface Access {
        void run(UI ui, Command command);
    }

    private final String editorKey = UUID.randomUUID().toString();
    private final SqlEditor editor;
    private final EditorAnalysisService analysis;
    private final Long scriptId;
    private final Consumer<List<EditorDiagnostic>> onChange;
    private final Access access;
    private List<EditorDiagnostic> syntax = List.of();
    private List<EditorDiagnostic> validated = List.of();
    private String validatedText = "";
    private int lastEdit;
    private List<EditorDiagnostic> gateway = List.of();
    private List<EditorDiagnostic> shown = List.of();
    private long generation;
    private Registration polling;

    LiveDiagnostics(SqlEditor editor, EditorAnalysisService analysis, Long scriptId,
                    Consumer<List<EditorDiagnostic>> onChange) {
        this(editor, analysis, scriptId, onChange, UI::access);
    }

    LiveDiagnostics(SqlEditor editor, EditorAnalysisService analysis, Long scriptId,
                    Consumer<List<EditorDiagnostic>> onChange, Access access) {
        this.editor = editor;
        this.analysis = analysis;
        this.scriptId = scriptId;
        this.onChange = onChange;
        this.access = access;
    }

    /** Analyses the editor's current text. */
    void textChanged() {
        String text = editor.getValue();
        syntax = analysis.checkSyntax(text);
        gateway = List.of();
        EditShift edit = EditShift.between(validatedText, text);
        if (!edit.unchanged()) {
            lastEdit = edit.end();
        }
        validated = edit.carry(validated);
        validatedText = text;
        show(text);
        UI ui = UI.getCurrent();
        long requested = ++generation;
        if (ui != null && polling == null) {
            polling = UiPolling.hold(ui, POLL_MILLIS);
        }
        Validation validation = analysis.validate(editorKey, scriptId, text, lastEdit);
        // a failure of the first part shows with the whole validation's, which fails the same way
        validation.atCursor().whenComplete((part, error) -> deliver(ui, error,
                () -> checked(requested, text, part)));
        validation.whole().whenComplete((found, error) -> deliver(ui, error,
                () -> validated(requested, text, found, error)));
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

    private void deliver(UI ui, Throwable error, Command command) {
        if (ui == null || error instanceof CancellationException
                || error instanceof CompletionException && error.getCause() instanceof CancellationException) {
            return;
        }
        try {
            access.run(ui, command);
        } catch (com.vaadin.flow.component.UIDetachedException closed) {
            analysis.release(editorKey);
        }
    }

    /** The findings of the statements validated first replace the older ones in their ranges, no others. */
    private void checked(long requested, String text, CheckedFindings part) {
        if (part == null || requested != generation || !text.equals(editor.getValue())) {
            return;
        }
        SourceText source = new SourceText(text);
        List<EditorDiagnostic> kept = new ArrayList<>(validated.stream()
                .filter(d -> part.checked().stream().noneMatch(r -> overlaps(source, r, d.range()))).toList());
        kept.addAll(part.diagnostics());
        kept.sort(Comparator.comparing(EditorDiagnostic::range, TextRange.BY_START));
        validated = List.copyOf(kept);
        show(text);
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

    private static boolean overlaps(SourceText source, TextRange statement, TextRange finding) {
        return source.startOffset(finding) < source.endOffset(statement)
                && source.startOffset(statement) < Math.max(source.endOffset(finding), source.startOffset(finding) + 1);
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
