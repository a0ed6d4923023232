package io.freshet.ui.editor;

import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptDraft;
import io.freshet.ui.scripts.ScriptService;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One open script: its editor, live diagnostics, and saving. When typing pauses the text is kept as the user's
 * draft (no version), and so is it when it runs; only Ctrl+S saves a version. A draft newer than the last version comes back when the
 * script is opened again; a draft edited from an older version than the saved one is offered beside it instead. A
 * save refused because of a newer version keeps the user's text and waits for the user to decide.
 */
class ScriptTab extends VerticalLayout {

    /** Where the script's text stands against the database. */
    enum SaveState { SAVED, DIRTY, CONFLICT }

    private final ScriptService scripts;
    private final boolean canEdit;
    private final SqlEditor editor = new SqlEditor();
    private final Span status = new Span();
    private final ConflictBar conflictBar;
    private final DraftOffer draftOffer;
    /** A draft edited from an older version, offered until the user opens or discards it; kept meanwhile. */
    private ScriptDraft offered;
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
        Optional<ScriptDraft> older = canEdit ? restoreDraft(script) : Optional.empty();
        editor.setReadOnly(!canEdit);
        editor.setCompletionProvider((text, offset) -> analysis.complete(script.id(), text, offset));
        status.addClassName("editor-status");
        conflictBar = new ConflictBar(this::keepMine, this::takeTheirs);
        draftOffer = new DraftOffer(this::openOffered, this::discardOffered);
        offered = older.orElse(null);
        older.ifPresent(d -> draftOffer.show(d, script.version()));
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
        add(draftOffer, conflictBar, status);
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
        if (state == SaveState.CONFLICT || offered != null) {
            // a version takes the user's draft along: an offered one must be decided on first
            status.setText(offered != null ? "Open or discard your older draft first (below the editor)."
                    : "Resolve the conflict first: save yours over it, or take the newer version.");
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
        if (offered != null) {
            // the one draft slot holds the older draft until the user decides on it
            status.setText("Draft not kept: open or discard your older draft first (below the editor).");
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

    /**
     * Shows the user's draft instead of the last version when it was kept after that version and edited from it;
     * returns a draft edited from an older version, which is offered instead of shown (the saved one is newer).
     */
    private Optional<ScriptDraft> restoreDraft(ScriptDocument script) {
        try {
            Optional<ScriptDraft> draft = scripts.draft(script.id()).filter(d -> !d.content().equals(script.content()));
            if (draft.isPresent() && draft.get().baseVersion() < script.version()) {
                return draft;
            }
            draft.filter(d -> d.savedAt().isAfter(script.savedAt())).ifPresent(d -> {
                useDraft(d);
                draftNote = "your draft restored";
            });
        } catch (ServiceException e) {
            draftNote = "your draft could not be read";
        }
        return Optional.empty();
    }

    private void useDraft(ScriptDraft draft) {
        editor.setValue(draft.content());
        // saving names the version the draft was edited from: a newer one meanwhile is a conflict
        base = new ScriptDocument(base.id(), base.project(), base.path(), base.content(), draft.baseVersion(),
                base.savedBy(), base.savedAt());
        state = SaveState.DIRTY;
    }

    /** The offered draft replaces the saved text in the editor; its Ctrl+S then shows the conflict to resolve. */
    private void openOffered() {
        if (state != SaveState.SAVED) {
            status.setText("Your changes to the saved version would be replaced: save or undo them first.");
            return;
        }
        if (offered == null) {
            return;
        }
        useDraft(offered);
        offered = null;
        draftOffer.setVisible(false);
        draftNote = "your older draft opened";
        showState();
        diagnostics.textChanged();
    }

    /** Drops the offered draft: a save of the unchanged saved text makes no version and takes the draft along. */
    private void discardOffered() {
        if (offered == null) {
            return;
        }
        try {
            scripts.save(base.id(), base.version(), base.content());
            offered = null;
            draftOffer.setVisible(false);
            draftNote = "";
            showState();
            keepDraft();
        } catch (ScriptConflictException conflict) {
            status.setText("Draft not discarded: version " + conflict.current().version()
                    + " was saved meanwhile. Reload the script to see it.");
        } catch (ServiceException e) {
            status.setText("Draft not discarded: " + e.userMessage());
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
