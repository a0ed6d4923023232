package io.freshet.analysis.script;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Offset to line/column translation, as the browser editor counts offsets. */
class SourceTextTest {

    private final SourceText query = new SourceText("SELECT a\nFROM t\n\nWHERE x");

    @Test
    void mapsOffsetsBothWays() {
        SourceText text = new SourceText("ab\ncde\n\nf");
        assertThat(text.lineCount()).isEqualTo(4);
        assertThat(text.lineOf(0)).isEqualTo(1);
        assertThat(text.lineOf(2)).isEqualTo(1);
        assertThat(text.lineOf(3)).isEqualTo(2);
        assertThat(text.columnOf(5)).isEqualTo(3);
        assertThat(text.lineOf(8)).isEqualTo(4);
        assertThat(text.offsetOf(2, 3)).isEqualTo(5);
        assertThat(text.offsetOf(9, 9)).isEqualTo(9);
    }

    @Test
    void rangesBecomeOffsetsWithAnExclusiveEnd() {
        assertThat(query.offsetOf(1, 1)).isZero();
        assertThat(query.offsetOf(2, 6)).isEqualTo(14);
        assertThat(query.offsetOf(4, 7)).isEqualTo(23);
        TextRange from = new TextRange(2, 1, 2, 4);
        assertThat(query.startOffset(from)).isEqualTo(9);
        assertThat(query.endOffset(from)).isEqualTo(13);
        assertThat(query.text().substring(query.startOffset(from), query.endOffset(from))).isEqualTo("FROM");
    }

    @Test
    void positionsBeyondTheTextAreClampedToTheirLineAndTheText() {
        assertThat(query.offsetOf(1, 99)).as("end of line 1").isEqualTo(8);
        assertThat(query.offsetOf(9, 1)).as("last line").isEqualTo(17);
        assertThat(query.endOffset(TextRange.point(4, 99))).isEqualTo(24);
        assertThat(query.lineOf(99)).isEqualTo(4);
        assertThat(query.columnOf(99)).isEqualTo(8);
        assertThat(query.lineOf(-1)).isEqualTo(1);
    }

    @Test
    void offsetsBecomeRanges() {
        assertThat(query.lineOf(16)).isEqualTo(3);
        assertThat(query.columnOf(16)).isEqualTo(1);
        assertThat(query.rangeOf(9, 13)).isEqualTo(new TextRange(2, 1, 2, 4));
        assertThat(query.rangeOf(7, 15)).isEqualTo(new TextRange(1, 8, 2, 6));
        assertThat(query.rangeOf(14, 14)).as("an empty span is a point").isEqualTo(TextRange.point(2, 6));
        TextRange range = new TextRange(2, 1, 4, 5);
        assertThat(query.rangeOf(query.startOffset(range), query.endOffset(range))).isEqualTo(range);
    }
}
