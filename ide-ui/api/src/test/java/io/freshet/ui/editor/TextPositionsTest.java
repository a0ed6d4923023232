package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Line/column to offset translation as the browser editor counts. */
class TextPositionsTest {

    private final TextPositions positions = new TextPositions("SELECT a\nFROM t\n\nWHERE x");

    @Test
    void linesAndColumnsBecomeOffsets() {
        assertThat(positions.offset(1, 1)).isZero();
        assertThat(positions.offset(2, 6)).isEqualTo(14);
        assertThat(positions.offset(4, 7)).isEqualTo(23);
    }

    @Test
    void anInclusiveEndBecomesAnExclusiveOffset() {
        assertThat(positions.endOffset(2, 6)).isEqualTo(15);
    }

    @Test
    void positionsBeyondTheTextAreClampedToTheirLineAndTheText() {
        assertThat(positions.offset(1, 99)).as("end of line 1").isEqualTo(8);
        assertThat(positions.offset(9, 1)).as("last line").isEqualTo(17);
        assertThat(positions.endOffset(4, 99)).isEqualTo(24);
    }

    @Test
    void offsetsBecomeLinesAndColumns() {
        assertThat(positions.line(14)).isEqualTo(2);
        assertThat(positions.column(14)).isEqualTo(6);
        assertThat(positions.line(16)).isEqualTo(3);
        assertThat(positions.column(16)).isEqualTo(1);
    }
}
