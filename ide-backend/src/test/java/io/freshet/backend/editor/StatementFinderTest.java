package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.editor.StatementSpan;
import org.junit.jupiter.api.Test;

/** The statement Ctrl+Enter runs for a cursor position or a selection (issue 38: the one route, the view has none). */
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
    void withoutASelectionTheCursorDecides() {
        int cursor = SCRIPT.indexOf("FROM");
        assertThat(StatementFinder.toRun(SCRIPT, cursor, cursor)).isEqualTo(StatementFinder.at(SCRIPT, cursor));
    }

    @Test
    void aSelectionOfPartOfAStatementRunsThatPartWithItsScriptPosition() {
        int from = SCRIPT.indexOf("SELECT 2");
        assertThat(StatementFinder.toRun(SCRIPT, from - 2, from + "SELECT 2".length()))
                .as("the blanks before it left out").isEqualTo(new StatementSpan("SELECT 2", new TextRange(4, 3, 4, 10)));
    }

    @Test
    void aSelectionOverTwoStatementsRunsBothAsOneTextWithoutTheLeadingCommentAndTheLastSemicolon() {
        assertThat(StatementFinder.toRun(SCRIPT, 0, SCRIPT.length())).isEqualTo(new StatementSpan(
                "SELECT ';' AS a;\n\n  SELECT 2\n  FROM t", new TextRange(2, 1, 5, 8)));
        int from = SCRIPT.indexOf("AS a");
        assertThat(StatementFinder.toRun(SCRIPT, from, SCRIPT.indexOf("2\n") + 1)).isEqualTo(new StatementSpan(
                "AS a;\n\n  SELECT 2", new TextRange(2, 12, 4, 10)));
    }

    @Test
    void aSelectionOfOnlyBlanksAndCommentsHasNothingToRun() {
        assertThat(StatementFinder.toRun(SCRIPT, 0, SCRIPT.indexOf("SELECT"))).isNull();
    }

    @Test
    void anEmptyScriptHasNoStatement() {
        assertThat(StatementFinder.at("  -- nothing\n", 4)).isNull();
    }
}
