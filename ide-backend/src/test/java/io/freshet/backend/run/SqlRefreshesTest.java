package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.policy.Misread;
import io.freshet.backend.policy.ParsedSql;
import org.junit.jupiter.api.Test;

/** Which runs are refreshes, and their errors as the refresh history keeps them. */
class SqlRefreshesTest {

    @Test
    void onlyASingleRefreshStatementIsARefresh() {
        ParsedSql partition = ParsedSql.of("ALTER MATERIALIZED TABLE d REFRESH PARTITION (ds = '2024-06-01')");
        assertThat(SqlRefreshes.refresh(partition))
                .hasValueSatisfying(r -> assertThat(r.partition()).containsEntry("ds", "2024-06-01"));
        assertThat(SqlRefreshes.refresh(ParsedSql.of("ALTER MATERIALIZED TABLE d SUSPEND"))).isEmpty();
        assertThat(SqlRefreshes.refresh(ParsedSql.of("ALTER MATERIALIZED TABLE d REFRESH; SELECT 1"))).isEmpty();
    }

    /** Issue 38: the refresh history reads the parse the run carries; it never parses the run's text again. */
    @Test
    void aRefreshIsReadOnTheParseTheRunCarriesNotOnItsText() {
        ParsedSql carried = Misread.as("SELECT 1", "ALTER MATERIALIZED TABLE d REFRESH");
        assertThat(SqlRefreshes.refresh(carried)).hasValueSatisfying(r -> assertThat(r.name()).containsExactly("d"));
    }

    @Test
    void aMessageThatStopsAtAColonIsCompletedFromTheGatewaysText() {
        String details = "org.apache.flink.table.api.ValidationException: The partition spec contains unknown"
                + " partition keys:\n\nno_such_key\n\nAll known partition keys are:\n\nds\n\tat a.B.c(B.java:1)";
        assertThat(SqlRefreshes.error("The partition spec contains unknown partition keys:", details))
                .isEqualTo("The partition spec contains unknown partition keys: no_such_key All known partition keys"
                        + " are: ds");
        assertThat(SqlRefreshes.error("Column 'x' not found", details)).isEqualTo("Column 'x' not found");
        assertThat(SqlRefreshes.error("Cut:", null)).isEqualTo("Cut:");
    }
}
