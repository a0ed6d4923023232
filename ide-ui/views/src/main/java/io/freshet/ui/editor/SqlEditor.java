package io.freshet.ui.editor;

import com.vaadin.flow.component.AbstractSinglePropertyField;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.HasSize;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.dependency.JsModule;
import com.vaadin.flow.component.dependency.NpmPackage;
import com.vaadin.flow.function.SerializableConsumer;
import com.vaadin.flow.shared.Registration;
import elemental.json.JsonArray;
import io.freshet.analysis.script.SourceText;
import java.util.List;
import java.util.function.BiFunction;

/** The Flink SQL editor (CodeMirror 6 in the {@code freshet-sql-editor} web component) as a Vaadin field. */
@Tag("freshet-sql-editor")
@JsModule("./freshet-sql-editor.js")
@NpmPackage(value = "@codemirror/state", version = "6.7.6")
@NpmPackage(value = "@codemirror/view", version = "6.44.2")
@NpmPackage(value = "@codemirror/language", version = "6.13.1")
@NpmPackage(value = "@codemirror/commands", version = "6.11.2")
@NpmPackage(value = "@codemirror/lang-sql", version = "6.10.0")
@NpmPackage(value = "@codemirror/autocomplete", version = "6.20.4")
@NpmPackage(value = "@codemirror/lint", version = "6.9.8")
@NpmPackage(value = "@codemirror/search", version = "6.7.2")
public class SqlEditor extends AbstractSinglePropertyField<SqlEditor, String> implements HasSize {

    private BiFunction<String, Integer, List<CompletionProposal>> completions = (text, offset) -> List.of();

    public SqlEditor() {
        super("value", "", false);
    }

    /** Shows diagnostics as squiggles; positions are taken against {@code text}, the text they were found in. */
    public void setDiagnostics(List<EditorDiagnostic> diagnostics, String text) {
        getElement().setProperty("diagnostics", EditorJson.diagnostics(diagnostics, new SourceText(text)));
    }

    /** Where completion candidates come from: (script text, 0-based cursor offset) to proposals. */
    public void setCompletionProvider(BiFunction<String, Integer, List<CompletionProposal>> provider) {
        this.completions = provider;
    }

    @ClientCallable
    private String complete(String text, int offset) {
        return EditorJson.completions(completions.apply(text, offset), offset);
    }

    @Override
    public void setReadOnly(boolean readOnly) {
        getElement().setProperty("readonly", readOnly);
    }

    @Override
    public boolean isReadOnly() {
        return getElement().getProperty("readonly", false);
    }

    /** Selects the range (0-based offsets, end exclusive), scrolls to it and focuses the editor. */
    public void reveal(int from, int to) {
        getElement().callJsFunction("reveal", from, to);
    }

    /**
     * Asks the browser for the text as it is now and the main selection (0-based offsets; {@code from == to}
     * when nothing is selected) and hands them to {@code receiver} on the UI thread.
     */
    public void requestSelection(SerializableConsumer<Selection> receiver) {
        getElement().executeJs("const d = this._selectionDetail(); return [this.text, d.from, d.to];")
                .then(JsonArray.class, json -> receiver.accept(new Selection(json.getString(0),
                        (int) json.getNumber(1), (int) json.getNumber(2))));
    }

    /** The editor's text and its main selection, read from the browser. */
    public record Selection(String text, int from, int to) {

        public boolean empty() {
            return from >= to;
        }
    }

    /** Replaces a range with text as one undoable edit. */
    public void replaceRange(int from, int to, String text) {
        getElement().callJsFunction("replaceRange", from, to, text);
    }

    /** Does what the shortcut does: fires the event with the editor's current text and selection. */
    public void trigger(EditorShortcuts.Action action) {
        getElement().executeJs(switch (action) {
            case RUN_STATEMENT -> "this._fire('run-statement', this._selectionDetail())";
            case RUN_SCRIPT -> "this._fire('run-script', {})";
            case STOP -> "this._fire('stop-requested', {})";
            case EXPLAIN -> "this._fire('explain-requested', this._selectionDetail())";
            case FORMAT -> "this.format()";
            case SAVE -> "this._fire('save-requested', {})";
            case SHORTCUTS -> "this._fire('shortcuts-requested', {})";
        });
    }

    public Registration addExplainListener(ComponentEventListener<EditorEvents.Explain> listener) {
        return addListener(EditorEvents.Explain.class, listener);
    }

    public Registration addStopListener(ComponentEventListener<EditorEvents.Stop> listener) {
        return addListener(EditorEvents.Stop.class, listener);
    }

    public Registration addShortcutsListener(ComponentEventListener<EditorEvents.Shortcuts> listener) {
        return addListener(EditorEvents.Shortcuts.class, listener);
    }

    public Registration addRunStatementListener(ComponentEventListener<EditorEvents.RunStatement> listener) {
        return addListener(EditorEvents.RunStatement.class, listener);
    }

    public Registration addRunScriptListener(ComponentEventListener<EditorEvents.RunScript> listener) {
        return addListener(EditorEvents.RunScript.class, listener);
    }

    public Registration addSaveListener(ComponentEventListener<EditorEvents.Save> listener) {
        return addListener(EditorEvents.Save.class, listener);
    }

    public Registration addIdleListener(ComponentEventListener<EditorEvents.Idle> listener) {
        return addListener(EditorEvents.Idle.class, listener);
    }

    public Registration addFormatListener(ComponentEventListener<EditorEvents.Format> listener) {
        return addListener(EditorEvents.Format.class, listener);
    }
}
