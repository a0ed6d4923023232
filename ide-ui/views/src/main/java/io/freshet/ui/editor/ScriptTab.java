package io.freshet.ui.editor;

import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import java.util.List;
import java.util.function.Consumer;

/**
 * One open script: its editor, live diagnostics, and saving. When typing pauses the text is kept as the user's
 * draft (no version), and so is it when it runs; only Ctrl+S saves a version. A draft newer than the last version comes back when the
 * script is opened again. A save refused because of a newer version keeps the user's text and waits for the user
 * to decide.
 */
class ScriptTab extends VerticalLayout {

    /** Where the script's text stands against the database. */
    enum SaveState { SAVED, DIRTY, CONFLICT }

    private final ScriptService scripts;
    private final boolean canEdit;
    private final SqlEditor editor = new SqlEditor();
    private final Span status = new Span();
    private final ConflictBar conflictBar;
    private final LiveDiagnostics diagnostics;
    private ScriptDocument base;
    private ScriptDocument theirs;
    private SaveState state = SaveState.SAVED;
    private String draftNote = "";

    ScriptTab(ScriptDocument script, ScriptService scripts, EditorAnalysisService analysis, boolean canEdit,
              Consumer<List<EditorDiagnostic>> onDiagnostics) {
        this.scripts = scripts;
        this.canEdit = canEdit;
        this.base = script;
        setPadding(false);
        setSpacing(false);
        setSizeFull();
        addClassName("script-tab");
        getElement().setAttribute("data-script-id", String.valueOf(script.id()));
        editor.setId("sql-editor-" + script.id());
        editor.addClassName("sql-editor");
        editor.setSizeFull();
        editor.setValue(script.content());
        if (canEdit) {
            restoreDraft(script);
        }
        editor.setReadOnly(!canEdit);
        editor.setCompletionProvider((text, offset) -> analysis.complete(script.id(), text, offset));
        status.addClassName("editor-status");
        conflictBar = new ConflictBar(this::keepMine, this::takeTheirs);
        diagnostics = new LiveDiagnostics(editor, analysis, script.id(), onDiagnostics);
        editor.addValueChangeListener(e -> {
            if (e.isFromClient()) {
                changed();
            }
        });
        editor.addIdleListener(e -> save(false));
        editor.addSaveListener(e -> save(true));
        editor.addFormatListener(e -> format(analysis, e.from(), e.to()));
        addAndExpand(editor);
        add(conflictBar, status);
        showState();
        diagnostics.textChanged();
    }

    long scriptId() {
        return base.id();
    }

    String project() {
        return base.project();
    }

    String title() {
        String path = base.path();
        return path.substring(path.lastIndexOf('/') + 1);
    }

    SqlEditor editor() {
        return editor;
    }

    LiveDiagnostics diagnostics() {
        return diagnostics;
    }

    SaveState saveState() {
        return state;
    }

    /**
     * Keeps the text if there is something to keep: {@code explicit} (Ctrl+S) saves a version and reports why it did
     * not; otherwise (a pause in typing, a closed tab) the text is kept as the user's draft.
     */
    void save(boolean explicit) {
        if (!explicit) {
            keepDraft();
            return;
        }
        if (!canEdit) {
            status.setText("Read only: your role cannot save scripts.");
            return;
        }
        if (state == SaveState.CONFLICT) {
            status.setText("Resolve the conflict first: save yours over it, or take the newer version.");
            return;
        }
        if (state == SaveState.DIRTY) {
            store(base.version());
        }
    }

    /** Autosave: the text is kept as the user's draft, no version is made. */
    private void keepDraft() {
        if (!canEdit || state == SaveState.SAVED) {
            return;
        }
        try {
            scripts.saveDraft(base.id(), base.version(), editor.getValue());
            draftNote = "draft kept";
            showState();
        } catch (ServiceException e) {
            status.setText("Draft not kept: " + e.userMessage());
        }
    }

    /** Shows the user's draft instead of the last version when it was kept after that version. */
    private void restoreDraft(ScriptDocument script) {
        try {
            scripts.draft(script.id()).filter(d -> d.savedAt().isAfter(script.savedAt())
                    && !d.content().equals(script.content())).ifPresent(draft -> {
                        editor.setValue(draft.content());
                        // saving names the version the draft was edited from: a newer one meanwhile is a conflict
                        base = new ScriptDocument(script.id(), script.project(), script.path(), script.content(),
                                draft.baseVersion(), script.savedBy(), script.savedAt());
                        state = SaveState.DIRTY;
                        draftNote = "your draft restored";
                    });
        } catch (ServiceException e) {
            draftNote = "your draft could not be read";
        }
    }

    private void changed() {
        if (state == SaveState.SAVED) {
            state = SaveState.DIRTY;
            draftNote = "";
        }
        showState();
        diagnostics.textChanged();
    }

    private void store(long baseVersion) {
        try {
            base = scripts.save(base.id(), baseVersion, editor.getValue());
            state = SaveState.SAVED;
            draftNote = "";
            conflictBar.setVisible(false);
            showState();
        } catch (ScriptConflictException conflict) {
            theirs = conflict.current();
            state = SaveState.CONFLICT;
            conflictBar.show(conflict);
            status.setText("Not saved: a newer version exists (see above). Your text is kept.");
        } catch (ServiceException e) {
            status.setText("Not saved: " + e.userMessage());
        }
    }

    private void keepMine() {
        if (theirs != null) {
            store(theirs.version());
        }
    }

    private void takeTheirs() {
        if (theirs != null) {
            base = theirs;
            editor.setValue(theirs.content());
            state = SaveState.SAVED;
            conflictBar.setVisible(false);
            showState();
            diagnostics.textChanged();
        }
    }

    private void format(EditorAnalysisService analysis, int from, int to) {
        String text = editor.getValue();
        int start = Math.max(0, Math.min(from, text.length()));
        int end = Math.max(start, Math.min(to, text.length()));
        String formatted = analysis.format(text.substring(start, end));
        if (!formatted.equals(text.substring(start, end))) {
            editor.replaceRange(start, end, formatted);
        }
    }

    /** An older version was restored as the newest one: the editor shows it, as saved. */
    void restored(ScriptDocument script) {
        base = script;
        theirs = null;
        editor.setValue(script.content());
        state = SaveState.SAVED;
        conflictBar.setVisible(false);
        showState();
        diagnostics.textChanged();
    }

    private void showState() {
        status.setText(switch (state) {
            case SAVED -> "Saved version " + base.version();
            case DIRTY -> tooLong() ? String.format(java.util.Locale.ROOT, "Too long to save or run (%,d characters,"
                    + " at most %,d)%s: split it into several scripts", editor.getValue().length(),
                    ScriptService.MAX_SCRIPT_CHARS, draftNote.isEmpty() ? "" : "; " + draftNote)
                    : draftNote.isEmpty() ? "Unsaved changes" : "Not a version yet (" + draftNote
                    + "; Ctrl+S saves one) · based on version " + base.version();
            case CONFLICT -> "Not saved: a newer version exists.";
        });
        getElement().setAttribute("data-save-state", state.name());
    }

    /** Text beyond what a version holds: it lives only as the user's draft until it is split. */
    private boolean tooLong() {
        return editor.getValue().length() > ScriptService.MAX_SCRIPT_CHARS;
    }

    @Override
    protected void onDetach(com.vaadin.flow.component.DetachEvent detachEvent) {
        diagnostics.release();
        super.onDetach(detachEvent);
    }
}
