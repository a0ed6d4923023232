package io.freshet.analysis.script;

import java.util.Arrays;

/** A script's text with a line index, translating character offsets to 1-based line and column. */
public final class SourceText {

    private final String text;
    private final int[] lineStarts;

    public SourceText(String text) {
        this.text = text;
        int[] starts = new int[16];
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, count);
    }

    public String text() {
        return text;
    }

    /** The 1-based line of a 0-based offset. */
    public int lineOf(int offset) {
        int index = Arrays.binarySearch(lineStarts, offset);
        return index >= 0 ? index + 1 : -index - 1;
    }

    /** The 1-based column of a 0-based offset. */
    public int columnOf(int offset) {
        return offset - lineStarts[lineOf(offset) - 1] + 1;
    }

    /** The 0-based offset of a 1-based line and column, clamped to the text. */
    public int offsetOf(int line, int column) {
        int lineIndex = Math.max(0, Math.min(line, lineStarts.length) - 1);
        return Math.min(text.length(), lineStarts[lineIndex] + Math.max(0, column - 1));
    }

    public int lineCount() {
        return lineStarts.length;
    }
}
