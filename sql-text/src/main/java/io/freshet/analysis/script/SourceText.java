package io.freshet.analysis.script;

import java.util.Arrays;

/**
 * A text with a line index: the one translation between 0-based character offsets (as the browser editor counts)
 * and 1-based lines and columns ({@link TextRange}). Positions outside the text are clamped to it, and a column
 * past the end of its line to that line's end.
 */
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
        int index = Arrays.binarySearch(lineStarts, clamp(offset));
        return index >= 0 ? index + 1 : -index - 1;
    }

    /** The 1-based column of a 0-based offset. */
    public int columnOf(int offset) {
        return clamp(offset) - lineStarts[lineOf(offset) - 1] + 1;
    }

    /** The 0-based offset of a 1-based line and column. */
    public int offsetOf(int line, int column) {
        int lineIndex = Math.max(1, Math.min(line, lineStarts.length)) - 1;
        int lineEnd = lineIndex + 1 < lineStarts.length ? lineStarts[lineIndex + 1] - 1 : text.length();
        return Math.min(lineEnd, lineStarts[lineIndex] + Math.max(0, column - 1));
    }

    /** The offset of a range's first character. */
    public int startOffset(TextRange range) {
        return offsetOf(range.startLine(), range.startColumn());
    }

    /** The offset just after a range's last character, never before its start. */
    public int endOffset(TextRange range) {
        int start = startOffset(range);
        return Math.max(start, Math.min(text.length(), offsetOf(range.endLine(), range.endColumn()) + 1));
    }

    /** The range of the characters from {@code start} to {@code end} (exclusive); an empty span is one point. */
    public TextRange rangeOf(int start, int end) {
        int last = Math.max(start, end - 1);
        return new TextRange(lineOf(start), columnOf(start), lineOf(last), columnOf(last));
    }

    public int lineCount() {
        return lineStarts.length;
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, text.length()));
    }
}
