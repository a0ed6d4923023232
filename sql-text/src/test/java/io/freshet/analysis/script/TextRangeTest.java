package io.freshet.analysis.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The one position type: validation, message positions, statement-to-script translation, order. */
class TextRangeTest {

    @Test
    void refusesAnEndBeforeItsStartAndLinesOrColumnsBelowOne() {
        assertThatThrownBy(() -> new TextRange(0, 1, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TextRange(2, 5, 2, 4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TextRange(2, 1, 1, 9)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new TextRange(1, 9, 2, 1).endLine()).isEqualTo(2);
    }

    @Test
    void findsTheRangeOrPointAFlinkMessageNames() {
        assertThat(TextRange.find("From line 2, column 3 to line 2, column 11: Column 'x' not found"))
                .contains(new TextRange(2, 3, 2, 11));
        assertThat(TextRange.find("Encountered \"FRM\" at line 1, column 26.")).contains(TextRange.point(1, 26));
        assertThat(TextRange.find("at line 9, column 9. From line 1, column 8 to line 1, column 9"))
                .as("a range wins").contains(new TextRange(1, 8, 1, 9));
        assertThat(TextRange.find("Table not found")).isEmpty();
        assertThat(TextRange.find(null)).isEmpty();
    }

    @Test
    void aStatementRangeMovesOntoItsScript() {
        assertThat(new TextRange(1, 8, 1, 16).within(4, 11)).isEqualTo(new TextRange(4, 18, 4, 26));
        assertThat(new TextRange(1, 3, 3, 2).within(10, 5)).isEqualTo(new TextRange(10, 7, 12, 2));
    }

    @Test
    void containsItsEndsAndOrdersByStart() {
        TextRange range = new TextRange(2, 3, 4, 1);
        assertThat(range.contains(2, 3)).isTrue();
        assertThat(range.contains(4, 1)).isTrue();
        assertThat(range.contains(4, 2)).isFalse();
        assertThat(range.contains(2, 2)).isFalse();
        assertThat(TextRange.point(1, 9)).isLessThan(TextRange.point(2, 1));
        assertThat(TextRange.point(2, 1)).isLessThan(new TextRange(2, 1, 2, 2));
        assertThat(range.describe()).isEqualTo("line 2, column 3");
    }
}
