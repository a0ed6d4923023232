package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What "Materialize" accepts as a query, read with sql-text's lexer. */
class EditorQueryTest {

    @Test
    void aSelectWithOrValuesIsAQueryInParenthesesOrNot() {
        assertThat(EditorView.isQuery("select 1")).isTrue();
        assertThat(EditorView.isQuery("-- daily\n/* c */ ((SELECT a FROM t))")).isTrue();
        assertThat(EditorView.isQuery("WITH x AS (SELECT 1) SELECT * FROM x")).isTrue();
        assertThat(EditorView.isQuery("VALUES (1)")).isTrue();
    }

    @Test
    void anythingElseIsNot() {
        assertThat(EditorView.isQuery("INSERT INTO t SELECT 1")).isFalse();
        assertThat(EditorView.isQuery("selected")).isFalse();
        assertThat(EditorView.isQuery("'SELECT'")).isFalse();
        assertThat(EditorView.isQuery("-- SELECT")).isFalse();
        assertThat(EditorView.isQuery("")).isFalse();
    }
}
