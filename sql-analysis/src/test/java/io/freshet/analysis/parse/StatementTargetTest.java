package io.freshet.analysis.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.SqlScript;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The table and partition an ALTER MATERIALIZED TABLE ... REFRESH names, for the refresh history. */
class StatementTargetTest {

    @Test
    void aRefreshNamesItsTableAndPartitionAsWritten() {
        assertThat(StatementTarget.refresh(parse("ALTER MATERIALIZED TABLE dws.daily REFRESH PARTITION"
                + " (ds = '2024-06-01', hh = '09')"))).hasValueSatisfying(r -> {
                    assertThat(r.name()).containsExactly("dws", "daily");
                    assertThat(r.partition()).containsExactly(Map.entry("ds", "2024-06-01"), Map.entry("hh", "09"));
                });
        assertThat(StatementTarget.refresh(parse("alter materialized table `lakehouse`.`dws`.`d` refresh")))
                .hasValueSatisfying(r -> {
                    assertThat(r.name()).isEqualTo(List.of("lakehouse", "dws", "d"));
                    assertThat(r.partition()).isEmpty();
                });
    }

    @Test
    void otherStatementsAreNoRefresh() {
        assertThat(StatementTarget.refresh(parse("ALTER MATERIALIZED TABLE dws.daily SUSPEND"))).isEmpty();
        assertThat(StatementTarget.refresh(parse("SELECT 1"))).isEmpty();
        assertThat(StatementTarget.refresh(parse("ALTER MATERIALIZED TABLE REFRESH"))).isEmpty();
    }

    private static ParsedStatement parse(String sql) {
        return StatementParser.parse(SqlScript.of(sql).statements().get(0));
    }
}
