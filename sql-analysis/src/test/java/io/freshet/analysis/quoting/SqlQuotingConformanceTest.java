package io.freshet.analysis.quoting;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.parse.StatementParser;
import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.utils.EncodingUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * sql-text's quoting matches Flink's own, and what it writes parses back to the same names and values: checked here,
 * where Flink is on the class path, because sql-text has none.
 */
class SqlQuotingConformanceTest {

    @ParameterizedTest
    @ValueSource(strings = {"orders", "a`b", "``", "", "with space", "dot.ted", "it's", "ünï"})
    void identifiersAreQuotedAsFlinkQuotesThem(String name) {
        assertThat(SqlQuoting.identifier(name)).isEqualTo(EncodingUtils.escapeIdentifier(name));
        assertThat(SqlQuoting.escapeBackticks(name)).isEqualTo(EncodingUtils.escapeBackticks(name));
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "it's", "''", "", "back`tick", "line\nbreak"})
    void literalsDoubleSingleQuotesAsFlinkDoes(String value) {
        assertThat(SqlQuoting.escapeSingleQuotes(value)).isEqualTo(EncodingUtils.escapeSingleQuotes(value));
        assertThat(SqlQuoting.literal(value)).isEqualTo("'" + EncodingUtils.escapeSingleQuotes(value) + "'");
    }

    @Test
    void qualifiedNamesAreWrittenAsFlinkSerializesAnObjectIdentifier() {
        assertThat(SqlQuoting.qualified("lake`house", "ods", "dot.ted"))
                .isEqualTo(ObjectIdentifier.of("lake`house", "ods", "dot.ted").asSerializableString())
                .isEqualTo("`lake``house`.`ods`.`dot.ted`");
        assertThat(SqlQuoting.qualified(List.of("db", "t"))).isEqualTo("`db`.`t`");
    }

    @Test
    void quotedTextParsesBackToTheSameNamesAndValue() throws Exception {
        String value = "it's a `test`";
        String sql = "SELECT " + SqlQuoting.literal(value) + " FROM "
                + SqlQuoting.qualified("cat`x", "d b", "t.1");
        SqlSelect select = (SqlSelect) SqlParser.create(sql, StatementParser.CONFIG).parseQuery();
        assertThat(((SqlIdentifier) select.getFrom()).names).containsExactly("cat`x", "d b", "t.1");
        assertThat(((SqlLiteral) select.getSelectList().get(0)).getValueAs(String.class)).isEqualTo(value);
    }
}
