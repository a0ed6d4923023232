package io.freshet.ui.editor;

import io.freshet.analysis.script.SourceText;

/** Translates 1-based line/column positions of a text to 0-based offsets, as the browser editor counts them. */
public final class TextPositions {

    private final SourceText source;

    public TextPositions(String text) {
        this.source = new SourceText(text);
    }

    /** The 0-based offset of a 1-based line and column, clamped to the text and to the end of that line. */
    public int offset(int line, int column) {
        int clampedLine = Math.max(1, Math.min(line, source.lineCount()));
        int lineEnd = clampedLine < source.lineCount() ? source.offsetOf(clampedLine + 1, 1) - 1 : length();
        return Math.min(lineEnd, source.offsetOf(clampedLine, 1) + Math.max(0, column - 1));
    }

    /** The 1-based line of a 0-based offset. */
    public int line(int offset) {
        return source.lineOf(clamp(offset));
    }

    /** The 1-based column of a 0-based offset. */
    public int column(int offset) {
        return source.columnOf(clamp(offset));
    }

    /** The end-exclusive offset after an end-inclusive 1-based position. */
    public int endOffset(int line, int column) {
        return Math.min(length(), offset(line, column) + 1);
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, length()));
    }

    private int length() {
        return source.text().length();
    }
}
