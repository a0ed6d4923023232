package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.SqlToken.Kind;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Formatting changes only whitespace and reserved-word case. */
class SqlFormatterTest {

    @Test
    void clausesGoOnTheirOwnLinesAndSelectItemsOneALine() {
        assertThat(SqlFormatter.format("select a, b , count(*) from ods.orders o left join ods.users u on o.user_id"
                + " = u.user_id where o.status = 'paid' group by a, b;")).isEqualTo("""
                SELECT a,
                    b,
                    count(*)
                FROM ods.orders o
                LEFT JOIN ods.users u ON o.user_id = u.user_id
                WHERE o.status = 'paid'
                GROUP BY a,
                    b;
                """);
    }

    /** Issue 34: Format left {@code desc} lower case; a column called desc keeps its case. */
    @Test
    void orderDirectionsAreUpperCasedButAColumnCalledDescIsNot() {
        assertThat(SqlFormatter.format("select a from t order by a desc, b asc nulls last, desc desc limit 5"))
                .isEqualTo("SELECT a\nFROM t\nORDER BY a DESC,\n    b ASC NULLS LAST,\n    desc DESC\nLIMIT 5\n");
    }

    @Test
    void subqueriesAreIndentedByDepth() {
        assertThat(SqlFormatter.format("SELECT x FROM (SELECT a AS x FROM t WHERE a > 1) s"))
                .isEqualTo("SELECT x\nFROM (\n    SELECT a AS x\n    FROM t\n    WHERE a > 1) s\n");
    }

    @Test
    void commentsLiteralsAndNamesAreKeptExactly() {
        String sql = "-- the daily view\nselect `from`, 'select  from', comment, t.day /* why */ from t;";
        String formatted = SqlFormatter.format(sql);
        assertThat(formatted).contains("-- the daily view\n", "`from`", "'select  from'", "comment", "t.day",
                "/* why */");
        assertThat(meaningful(formatted)).isEqualTo(meaningful(sql));
    }

    @Test
    void formattingIsStableAndChangesOnlyWhitespaceAndKeywordCase() {
        String sql = """
                CREATE MATERIALIZED TABLE dws.user_summary (CONSTRAINT pk PRIMARY KEY (user_id) NOT ENFORCED)
                freshness = interval '10' second as select user_id, sum(amount) as total
                from dwd.order_detail group by user_id;
                INSERT INTO t SELECT * FROM s WHERE ds = '2024-01-01'
                """;
        String once = SqlFormatter.format(sql);
        assertThat(SqlFormatter.format(once)).isEqualTo(once);
        assertThat(meaningful(once)).isEqualTo(meaningful(sql));
        assertThat(once).as("a non-reserved word keeps its case: it may be a name")
                .contains("\nfreshness = INTERVAL '10' SECOND AS\nSELECT user_id,\n    sum(amount) AS total\n");
    }

    @Test
    void anUnclosedLiteralRunsToTheEndInsteadOfBeingReformatted() {
        assertThat(SqlFormatter.format("select 'abc\n   from t")).isEqualTo("SELECT 'abc\n   from t\n");
    }

    /** The tokens that carry meaning, with keyword case folded. */
    private static List<String> meaningful(String sql) {
        return SqlLexer.tokens(sql).stream().filter(t -> t.kind() != Kind.SPACE)
                .map(t -> t.kind() == Kind.WORD ? t.text().toUpperCase(Locale.ROOT) : t.text()).toList();
    }
}
