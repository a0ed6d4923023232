package io.freshet.analysis.script;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.SqlToken.Kind;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Token boundaries of the one lexer on the tricky parts of Flink SQL. */
class SqlLexerTest {

    private static List<Kind> kinds(String sql) {
        return SqlLexer.tokens(sql).stream().map(SqlToken::kind).toList();
    }

    @Test
    void tokensCoverTheTextExactlyWithTheirOffsets() {
        String sql = "SELECT a.b, 'x''y' /* c */ FROM `t``1` -- end\nWHERE n > 1.5;";
        List<SqlToken> tokens = SqlLexer.tokens(sql);
        assertThat(tokens.stream().map(SqlToken::text).collect(Collectors.joining())).isEqualTo(sql);
        assertThat(tokens).allSatisfy(t -> assertThat(sql.substring(t.start(), t.end())).isEqualTo(t.text()));
        assertThat(tokens.stream().filter(SqlToken::significant).map(SqlToken::text)).containsExactly(
                "SELECT", "a", ".", "b", ",", "'x''y'", "FROM", "`t``1`", "WHERE", "n", ">", "1.5", ";");
    }

    @Test
    void tellsCommentsHintsLiteralsAndNamesApart() {
        assertThat(kinds("-- c\n/* b */ /*+ OPTIONS('a'='b') */ 'lit' `q` \"d\" w ;")).containsExactly(
                Kind.LINE_COMMENT, Kind.SPACE, Kind.BLOCK_COMMENT, Kind.SPACE, Kind.HINT, Kind.SPACE, Kind.STRING,
                Kind.SPACE, Kind.QUOTED_NAME, Kind.SPACE, Kind.QUOTED_NAME, Kind.SPACE, Kind.WORD, Kind.SPACE,
                Kind.SYMBOL);
    }

    @Test
    void aLineCommentEndsBeforeItsLineBreak() {
        assertThat(SqlLexer.tokens("-- x;y\nSELECT").get(0).text()).isEqualTo("-- x;y");
    }

    @Test
    void anUnclosedLiteralOrCommentRunsToTheEndAndSaysSo() {
        SqlToken literal = SqlLexer.tokens("SELECT 'abc;\nFROM t").get(2);
        assertThat(literal.kind()).isEqualTo(Kind.STRING);
        assertThat(literal.text()).isEqualTo("'abc;\nFROM t");
        assertThat(literal.closed()).isFalse();
        assertThat(SqlLexer.tokens("/* open ;").get(0).closed()).isFalse();
        assertThat(SqlLexer.tokens("/**/").get(0).closed()).isTrue();
        assertThat(SqlLexer.tokens("/*/").get(0).closed()).isFalse();
        assertThat(SqlLexer.tokens("'it''s'").get(0).closed()).isTrue();
    }

    @Test
    void aDotJoinsOnlyTheDigitsOfANumber() {
        assertThat(SqlLexer.significant("t.c1 1.5 x1.2").stream().map(SqlToken::text))
                .containsExactly("t", ".", "c1", "1.5", "x1", ".", "2");
    }

    @Test
    void wordsCompareWithoutCaseAndQuotedNamesLoseTheirQuotes() {
        List<SqlToken> tokens = SqlLexer.significant("insert `my``db`.\"t\" `open");
        assertThat(tokens.get(0).isWord("INSERT")).isTrue();
        assertThat(tokens.get(0).upper()).isEqualTo("INSERT");
        assertThat(tokens.get(1).name()).isEqualTo("my`db");
        assertThat(tokens.get(2).isSymbol('.')).isTrue();
        assertThat(tokens.get(3).name()).isEqualTo("t");
        assertThat(tokens.get(4).name()).isEqualTo("open");
        assertThat(tokens.get(1).isWord("my`db")).as("a quoted name is no word").isFalse();
    }

    @Test
    void leadingCommentsAndTheFirstWordOfAStatement() {
        String sql = "  -- set the mode\n/* why */ set 'execution.runtime-mode' = 'batch' -- end";
        assertThat(SqlLexer.withoutLeadingComments(sql)).isEqualTo("set 'execution.runtime-mode' = 'batch' -- end");
        assertThat(SqlLexer.firstWord(sql)).isEqualTo("SET");
        assertThat(SqlLexer.firstWord("/* c */ (SELECT 1)")).isEmpty();
        assertThat(SqlLexer.withoutLeadingComments("-- only a comment")).isEmpty();
        assertThat(SqlLexer.firstWord("")).isEmpty();
    }

    @Test
    void emptyTextHasNoTokens() {
        assertThat(SqlLexer.tokens("")).isEmpty();
    }
}
