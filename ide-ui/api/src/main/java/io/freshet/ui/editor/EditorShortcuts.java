package io.freshet.ui.editor;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** Every keyboard shortcut of the editor, as the toolbar's tooltips and the shortcut sheet name them. */
public final class EditorShortcuts {

    /** What a toolbar button or its key does. */
    public enum Action {
        RUN_STATEMENT("Run statement", "Ctrl+Enter", "Run the statement at the cursor, or the selection"),
        RUN_SCRIPT("Run script", "Ctrl+Shift+Enter", "Run every statement of the script, in order"),
        STOP("Stop", "Ctrl+F2", "Stop this script's running statements and streaming queries"),
        EXPLAIN("Explain", "Ctrl+Shift+E", "Show Flink's plan for the statement at the cursor"),
        FORMAT("Format", "Shift+Alt+F", "Format the selection, or the whole script"),
        SAVE("Save version", "Ctrl+S", "Save the text as a new version of the script"),
        SHORTCUTS("Keyboard shortcuts", "F1", "Show this list");

        private final String label;
        private final String keys;
        private final String description;

        Action(String label, String keys, String description) {
            this.label = label;
            this.keys = keys;
            this.description = description;
        }

        public String label() {
            return label;
        }

        public String keys() {
            return keys;
        }

        /** The button's tooltip: what it does and its key. */
        public String tooltip() {
            return description + " (" + keys + ")";
        }
    }

    /** One line of the shortcut sheet. */
    public record Shortcut(String keys, String description) {
    }

    /** The editor's own keys besides the actions (CodeMirror's, and completion). */
    private static final List<Shortcut> EDITING = List.of(
            new Shortcut("Ctrl+Space", "Complete the word at the cursor (tables, columns, keywords)"),
            new Shortcut("Ctrl+F", "Find and replace (the search panel)"),
            new Shortcut("Ctrl+Z / Ctrl+Shift+Z", "Undo / redo"),
            new Shortcut("Ctrl+/", "Comment or uncomment the lines"),
            new Shortcut("Tab / Shift+Tab", "Indent / unindent"),
            new Shortcut("F8", "Go to the next problem"),
            new Shortcut("Ctrl+Shift+M", "Open the list of problems in the editor"),
            new Shortcut("Alt+Up / Alt+Down", "Move the line up / down"),
            new Shortcut("Ctrl+D", "Select the next occurrence"));

    private EditorShortcuts() {
    }

    /** The whole sheet: the actions first, then the editing keys. On a Mac, Ctrl is Cmd. */
    public static List<Shortcut> all() {
        return Stream.concat(Arrays.stream(Action.values()).map(a -> new Shortcut(a.keys(), a.label() + ": "
                + a.description)), EDITING.stream()).toList();
    }
}
