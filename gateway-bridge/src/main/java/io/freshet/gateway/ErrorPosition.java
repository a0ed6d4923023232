package io.freshet.gateway;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where in the statement the gateway located an error: 1-based lines and columns, end inclusive.
 * A parse error names one point, so start and end are the same then.
 */
public record ErrorPosition(int startLine, int startColumn, int endLine, int endColumn) {

    /** Calcite validation: "From line 2, column 3 to line 2, column 11: ...". */
    private static final Pattern RANGE =
            Pattern.compile("From line (\\d+), column (\\d+) to line (\\d+), column (\\d+)");
    /** Parser: "... at line 1, column 26." */
    private static final Pattern POINT = Pattern.compile("\\bat line (\\d+), column (\\d+)");

    public ErrorPosition {
        if (startLine < 1 || startColumn < 1 || endLine < startLine
                || (endLine == startLine && endColumn < startColumn)) {
            throw new IllegalArgumentException("Not a position range: " + startLine + ":" + startColumn
                    + "-" + endLine + ":" + endColumn);
        }
    }

    /** The first range or point named in the text; a range wins because it is more precise. */
    public static Optional<ErrorPosition> find(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        Matcher range = RANGE.matcher(text);
        if (range.find()) {
            return Optional.of(new ErrorPosition(group(range, 1), group(range, 2), group(range, 3), group(range, 4)));
        }
        Matcher point = POINT.matcher(text);
        if (point.find()) {
            int line = group(point, 1);
            int column = group(point, 2);
            return Optional.of(new ErrorPosition(line, column, line, column));
        }
        return Optional.empty();
    }

    private static int group(Matcher matcher, int index) {
        return Integer.parseInt(matcher.group(index));
    }
}
