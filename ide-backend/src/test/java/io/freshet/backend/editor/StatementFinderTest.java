package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.editor.StatementSpan;
import org.junit.jupiter.api.Test;

/** The statement Ctrl+Enter runs for a cursor position. */
class StatementFinderTest {

    private static final String SCRIPT = "-- two statements\nSELECT ';' AS a;\n\n  SELECT 2\n  FROM t;\n";

    @Test
    void theStatementContainingTheCursorWithItsScriptPosition() {
        assertThat(StatementFinder.at(SCRIPT, SCRIPT.indexOf("FROM")))
                .isEqualTo(new StatementSpan("SELECT 2\n  FROM t", new TextRange(4, 3, 5, 8)));
    }

    @Test
    void aSemicolonInAStringDoesNotSplit() {
        assertThat(StatementFinder.at(SCRIPT, SCRIPT.indexOf("AS a")).text()).isEqualTo("SELECT ';' AS a");
    }

    @Test
    void aCursorAfterASemicolonRunsTheStatementBeforeIt() {
        assertThat(StatementFinder.at(SCRIPT, SCRIPT.indexOf("\n\n")).text()).isEqualTo("SELECT ';' AS a");
        assertThat(StatementFinder.at(SCRIPT, SCRIPT.length()).text()).isEqualTo("SELECT 2\n  FROM t");
    }

    @Test
    void aCursorInTheLeadingCommentRunsTheFirstStatement() {
        assertThat(StatementFinder.at(SCRIPT, 3).text()).isEqualTo("SELECT ';' AS a");
    }

    @Test
    void anEmptyScriptHasNoStatement() {
        assertThat(StatementFinder.at("  -- nothing\n", 4)).isNull();
    }
}
