package io.freshet.ui.editor;

import java.util.Arrays;

/** Translates 1-based line/column positions of a text to 0-based offsets, as the browser editor counts them. */
public final class TextPositions {

    private final int length;
    private final int[] lineStarts;

    public TextPositions(String text) {
        this.length = text.length();
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

    /** The 0-based offset of a 1-based line and column, clamped to the text. */
    public int offset(int line, int column) {
        int lineIndex = Math.max(0, Math.min(line, lineStarts.length) - 1);
        int lineEnd = lineIndex + 1 < lineStarts.length ? lineStarts[lineIndex + 1] - 1 : length;
        return Math.min(lineEnd, lineStarts[lineIndex] + Math.max(0, column - 1));
    }

    /** The 1-based line of a 0-based offset. */
    public int line(int offset) {
        int index = Arrays.binarySearch(lineStarts, Math.max(0, Math.min(offset, length)));
        return index >= 0 ? index + 1 : -index - 1;
    }

    /** The 1-based column of a 0-based offset. */
    public int column(int offset) {
        int clamped = Math.max(0, Math.min(offset, length));
        return clamped - lineStarts[line(clamped) - 1] + 1;
    }

    /** The end-exclusive offset after an end-inclusive 1-based position. */
    public int endOffset(int line, int column) {
        return Math.min(length, offset(line, column) + 1);
    }
}
