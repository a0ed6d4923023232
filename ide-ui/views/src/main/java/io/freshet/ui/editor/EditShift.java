package io.freshet.ui.editor;

import io.freshet.analysis.script.SourceText;
import java.util.ArrayList;
import java.util.List;

/**
 * Where an edit changed a text (the longest unchanged start and end around it), and the findings made on the text
 * before it carried over to the text after it: those before the change stay, those after it move with their text,
 * those touching it go at once (a fixed column must not stay underlined until the next verdict).
 */
final class EditShift {

    private final String before;
    private final String after;
    private final int prefix;
    private final int suffix;

    private EditShift(String before, String after, int prefix, int suffix) {
        this.before = before;
        this.after = after;
        this.prefix = prefix;
        this.suffix = suffix;
    }

    static EditShift between(String before, String after) {
        int limit = Math.min(before.length(), after.length());
        int prefix = 0;
        while (prefix < limit && before.charAt(prefix) == after.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < limit - prefix
                && before.charAt(before.length() - 1 - suffix) == after.charAt(after.length() - 1 - suffix)) {
            suffix++;
        }
        return new EditShift(before, after, prefix, suffix);
    }

    /** The offset in the new text just after what the edit inserted: where the cursor is after typing or pasting. */
    int end() {
        return after.length() - suffix;
    }

    boolean unchanged() {
        return before.equals(after);
    }

    /** The findings on the old text that still stand on the new one, placed on it. */
    List<EditorDiagnostic> carry(List<EditorDiagnostic> findings) {
        if (findings.isEmpty() || unchanged()) {
            return findings;
        }
        SourceText old = new SourceText(before);
        SourceText now = new SourceText(after);
        int changedUntil = before.length() - suffix;
        int shift = after.length() - before.length();
        List<EditorDiagnostic> carried = new ArrayList<>();
        for (EditorDiagnostic d : findings) {
            int start = old.startOffset(d.range());
            int end = old.endOffset(d.range());
            if (end < prefix) {
                carried.add(d);
            } else if (start > changedUntil) {
                carried.add(new EditorDiagnostic(d.severity(), d.message(), now.rangeOf(start + shift, end + shift),
                        d.source(), d.details()));
            }
        }
        return List.copyOf(carried);
    }
}
