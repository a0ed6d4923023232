package io.freshet.analysis.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Statement extents of the splitter on the tricky parts of Flink scripts. */
class ScriptSplitterTest {

    private static List<Statement> split(String script) {
        return ScriptSplitter.split(new SourceText(script));
    }

    private static List<String> texts(String script) {
        return split(script).stream().map(Statement::text).toList();
    }

    @Test
    void splitsAtTopLevelSemicolons() {
        assertThat(texts("SELECT 1; SELECT 2;\nSELECT 3")).containsExactly("SELECT 1", "SELECT 2", "SELECT 3");
    }

    @Test
    void ignoresSemicolonsInStringsIdentifiersAndComments() {
        String script = "SELECT 'a;b', `c;d`, 'it''s;' FROM t -- x;y\n WHERE a = 1 /* ; */;\nSELECT 2";
        assertThat(texts(script)).containsExactly(
                "SELECT 'a;b', `c;d`, 'it''s;' FROM t -- x;y\n WHERE a = 1", "SELECT 2");
    }

    @Test
    void keepsAStatementSetBlockTogether() {
        String script = "SET 'a' = 'b';\nEXECUTE STATEMENT SET BEGIN\n INSERT INTO x SELECT CASE WHEN a THEN 1 END FROM s;\n"
                + " INSERT INTO y SELECT 2;\nEND;\nSELECT 3;";
        List<String> texts = texts(script);
        assertThat(texts).hasSize(3);
        assertThat(texts.get(1)).startsWith("EXECUTE STATEMENT SET BEGIN").endsWith("END");
        assertThat(texts.get(2)).isEqualTo("SELECT 3");
    }

    @Test
    void extentsSkipLeadingCommentsAndAreEndInclusive() {
        List<Statement> statements = split("-- header; not a statement\n  SELECT 1\n  FROM t ;\n\nSELECT 2");
        assertThat(statements).hasSize(2);
        Statement first = statements.get(0);
        assertThat(first.range()).isEqualTo(new TextRange(2, 3, 3, 8));
        assertThat(first.terminated()).isTrue();
        assertThat(statements.get(1).range()).isEqualTo(new TextRange(5, 1, 5, 8));
        assertThat(statements.get(1).terminated()).isFalse();
    }

    @Test
    void dropsEmptyStatementsAndToleratesUnclosedQuotes() {
        assertThat(texts(";;SELECT 1;;")).containsExactly("SELECT 1");
        assertThat(texts("SELECT 'open; SELECT 2")).containsExactly("SELECT 'open; SELECT 2");
    }

    @Test
    void keepsOptimizerHintsInsideTheStatement() {
        assertThat(texts("SELECT /*+ OPTIONS('a'=';') */ * FROM t;")).containsExactly(
                "SELECT /*+ OPTIONS('a'=';') */ * FROM t");
    }

    @Test
    void translatesStatementPositionsToTheScript() {
        Statement second = split("SELECT 1;   SELECT\n  x").get(1);
        assertThat(second.toScript(1, 1, 2, 3)).isEqualTo(new TextRange(1, 13, 2, 3));
    }

    @Test
    void aSelectionBecomesOneStatementWithoutTheCommentsAndSemicolonsAroundIt() {
        SourceText selection = new SourceText("\n -- why\n  SELECT 1;\nSELECT ';' ; ;\n-- after");
        Statement whole = ScriptSplitter.enclosing(selection).orElseThrow();
        assertThat(whole.text()).isEqualTo("SELECT 1;\nSELECT ';'");
        assertThat(whole.startOffset()).isEqualTo(11);
        assertThat(whole.range()).isEqualTo(new TextRange(3, 3, 4, 10));
        assertThat(ScriptSplitter.enclosing(new SourceText(" -- only a comment ;\n"))).isEmpty();
    }
}
