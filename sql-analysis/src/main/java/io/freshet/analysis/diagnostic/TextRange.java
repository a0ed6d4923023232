package io.freshet.analysis.diagnostic;

/** A 1-based, end-inclusive range of script text. */
public record TextRange(int startLine, int startColumn, int endLine, int endColumn) {

    /** True when the position lies inside this range. */
    public boolean contains(int line, int column) {
        boolean afterStart = line > startLine || (line == startLine && column >= startColumn);
        boolean beforeEnd = line < endLine || (line == endLine && column <= endColumn);
        return afterStart && beforeEnd;
    }
}
