package io.freshet.analysis.script;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Offset to line/column translation. */
class SourceTextTest {

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
}
