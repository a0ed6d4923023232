package io.freshet.gateway.mt.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one REFRESH text: what mt runs, what a backfill and a snapshot ingestion send, what a gate judges. */
class RefreshStatementTest {

    @Test
    void aWholeTableRefreshNamesTheTableAsGiven() {
        assertThat(RefreshStatement.of("`lakehouse`.`dws`.`gmv`", Map.of()))
                .isEqualTo("ALTER MATERIALIZED TABLE `lakehouse`.`dws`.`gmv` REFRESH");
        assertThat(RefreshStatement.of("dws.gmv", null)).isEqualTo("ALTER MATERIALIZED TABLE dws.gmv REFRESH");
    }

    @Test
    void partitionColumnsAndValuesAreQuotedInTheirOrder() {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("ds", "2024-06-01");
        spec.put("h`r", "it's");
        assertThat(RefreshStatement.of("`d`.`t`", spec))
                .isEqualTo("ALTER MATERIALIZED TABLE `d`.`t` REFRESH PARTITION (`ds` = '2024-06-01', `h``r` = 'it''s')");
    }

    @Test
    void aRestRefreshIsJudgedWithItsOptionsAsAHintOnlyWhenThereAreAny() {
        assertThat(RefreshStatement.withOptions("lakehouse.dws.t", Map.of("ds", "2024-01-01"), Map.of()))
                .isEqualTo("ALTER MATERIALIZED TABLE lakehouse.dws.t REFRESH PARTITION (`ds` = '2024-01-01')");
        assertThat(RefreshStatement.withOptions("lakehouse.dws.t", Map.of(), Map.of("connector", "filesystem")))
                .isEqualTo("ALTER MATERIALIZED TABLE lakehouse.dws.t REFRESH;\n"
                        + "SELECT * FROM lakehouse.dws.t /*+ OPTIONS('connector'='filesystem') */");
    }
}
