package io.freshet.ui.editor;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.DomEvent;
import com.vaadin.flow.component.EventData;

/** The editor's shortcut events; the editor sends its text before each, so the field's value is current. */
public final class EditorEvents {

    private EditorEvents() {
    }

    /** Ctrl+Enter: run the statement at the cursor, or the selection when there is one. */
    @DomEvent("run-statement")
    public static class RunStatement extends ComponentEvent<SqlEditor> {
        private final int offset;
        private final int from;
        private final int to;

        public RunStatement(SqlEditor source, boolean fromClient, @EventData("event.detail.offset") int offset,
                            @EventData("event.detail.from") int from, @EventData("event.detail.to") int to) {
            super(source, fromClient);
            this.offset = offset;
            this.from = from;
            this.to = to;
        }

        /** The cursor, a 0-based offset. */
        public int offset() {
            return offset;
        }

        public int from() {
            return from;
        }

        public int to() {
            return to;
        }

        public boolean hasSelection() {
            return to > from;
        }
    }

    /** Ctrl+Shift+E: show Flink's plan for the statement at the cursor, or the selection. */
    @DomEvent("explain-requested")
    public static class Explain extends ComponentEvent<SqlEditor> {
        private final int offset;
        private final int from;
        private final int to;

        public Explain(SqlEditor source, boolean fromClient, @EventData("event.detail.offset") int offset,
                       @EventData("event.detail.from") int from, @EventData("event.detail.to") int to) {
            super(source, fromClient);
            this.offset = offset;
            this.from = from;
            this.to = to;
        }

        /** The same place as a run of the statement would take. */
        public RunStatement asRun() {
            return new RunStatement(getSource(), isFromClient(), offset, from, to);
        }
    }

    /** Ctrl+F2: stop what this editor's runs are doing. */
    @DomEvent("stop-requested")
    public static class Stop extends ComponentEvent<SqlEditor> {
        public Stop(SqlEditor source, boolean fromClient) {
            super(source, fromClient);
        }
    }

    /** F1: show the keyboard shortcuts. */
    @DomEvent("shortcuts-requested")
    public static class Shortcuts extends ComponentEvent<SqlEditor> {
        public Shortcuts(SqlEditor source, boolean fromClient) {
            super(source, fromClient);
        }
    }

    /** Ctrl+Shift+Enter: run the whole script. */
    @DomEvent("run-script")
    public static class RunScript extends ComponentEvent<SqlEditor> {
        public RunScript(SqlEditor source, boolean fromClient) {
            super(source, fromClient);
        }
    }

    /** Ctrl+S. */
    @DomEvent("save-requested")
    public static class Save extends ComponentEvent<SqlEditor> {
        public Save(SqlEditor source, boolean fromClient) {
            super(source, fromClient);
        }
    }

    /** Shift+Alt+F: format the range (the selection, or the whole script). */
    @DomEvent("format-requested")
    public static class Format extends ComponentEvent<SqlEditor> {
        private final int from;
        private final int to;

        public Format(SqlEditor source, boolean fromClient, @EventData("event.detail.from") int from,
                      @EventData("event.detail.to") int to) {
            super(source, fromClient);
            this.from = from;
            this.to = to;
        }

        public int from() {
            return from;
        }

        public int to() {
            return to;
        }
    }

    /** Typing paused for a while after a change (autosave time). */
    @DomEvent("text-idle")
    public static class Idle extends ComponentEvent<SqlEditor> {
        public Idle(SqlEditor source, boolean fromClient) {
            super(source, fromClient);
        }
    }
}
