package io.freshet.analysis.script;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A span of SQL text: 1-based lines and columns, the end inclusive (the last character of the span), as Calcite
 * and Flink report positions. {@link SourceText} translates it to and from character offsets.
 */
public record TextRange(int startLine, int startColumn, int endLine, int endColumn) implements Comparable<TextRange> {

    /** Calcite validation: "From line 2, column 3 to line 2, column 11: ...". */
    private static final Pattern RANGE = Pattern.compile("From line (\\d+), column (\\d+) to line (\\d+), column (\\d+)");
    /** Flink's parser: "... at line 1, column 26." */
    private static final Pattern POINT = Pattern.compile("\\bat line (\\d+), column (\\d+)");
    /** Script order of starts only; a stable sort keeps findings at one start in their given order. */
    public static final Comparator<TextRange> BY_START = Comparator.comparingInt(TextRange::startLine)
            .thenComparingInt(TextRange::startColumn);
    private static final Comparator<TextRange> ORDER = BY_START.thenComparingInt(TextRange::endLine)
            .thenComparingInt(TextRange::endColumn);

    public TextRange {
        if (startLine < 1 || startColumn < 1 || endLine < startLine
                || (endLine == startLine && endColumn < startColumn)) {
            throw new IllegalArgumentException("Not a text range: " + startLine + ":" + startColumn
                    + "-" + endLine + ":" + endColumn);
        }
    }

    /** One character's range. */
    public static TextRange point(int line, int column) {
        return new TextRange(line, column, line, column);
    }

    /**
     * The first range or point named in an error message of Flink or Calcite; a range wins because it is more
     * precise. Empty when the message names none.
     */
    public static Optional<TextRange> find(String message) {
        if (message == null || message.isEmpty()) {
            return Optional.empty();
        }
        Matcher range = RANGE.matcher(message);
        if (range.find()) {
            return Optional.of(new TextRange(group(range, 1), group(range, 2), group(range, 3), group(range, 4)));
        }
        Matcher point = POINT.matcher(message);
        return point.find() ? Optional.of(point(group(point, 1), group(point, 2))) : Optional.empty();
    }

    /** True when the position lies inside this range. */
    public boolean contains(int line, int column) {
        boolean afterStart = line > startLine || (line == startLine && column >= startColumn);
        boolean beforeEnd = line < endLine || (line == endLine && column <= endColumn);
        return afterStart && beforeEnd;
    }

    /**
     * This range, measured inside a piece of text (a statement) that starts at the given line and column of a
     * larger text (its script), measured on the larger text: the piece's line 1 starts at that column.
     */
    public TextRange within(int line, int column) {
        return new TextRange(line + startLine - 1, startLine == 1 ? column + startColumn - 1 : startColumn,
                line + endLine - 1, endLine == 1 ? column + endColumn - 1 : endColumn);
    }

    /** "line 3, column 7", for lists and messages. */
    public String describe() {
        return "line " + startLine + ", column " + startColumn;
    }

    /** Text order: by start, then by end. */
    @Override
    public int compareTo(TextRange other) {
        return ORDER.compare(this, other);
    }

    private static int group(Matcher matcher, int index) {
        return Integer.parseInt(matcher.group(index));
    }
}
