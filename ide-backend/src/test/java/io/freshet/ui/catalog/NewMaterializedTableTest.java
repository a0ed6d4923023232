package io.freshet.ui.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The create dialog's DDL preview. */
class NewMaterializedTableTest {

    @Test
    void writesKeysPartitionsOptionsFreshnessAndQueryInFlinksOrder() {
        NewMaterializedTable table = new NewMaterializedTable(new TableRef("lakehouse", "dws", "gmv"),
                Freshness.of(1, FreshnessUnit.HOUR), List.of("ds", "item_id"), List.of("ds"),
                Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd"), "SELECT ds, item_id FROM x;\n");
        assertThat(table.ddl()).isEqualTo("""
                CREATE MATERIALIZED TABLE `lakehouse`.`dws`.`gmv` (
                    CONSTRAINT pk PRIMARY KEY (`ds`, `item_id`) NOT ENFORCED
                )
                PARTITIONED BY (`ds`)
                WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd')
                FRESHNESS = INTERVAL '1' HOUR
                AS SELECT ds, item_id FROM x""");
    }

    @Test
    void withoutKeysOrOptionsOnlyFreshnessAndQuery() {
        NewMaterializedTable table = new NewMaterializedTable(new TableRef("c", "d", "t"), Freshness.of(10, FreshnessUnit.SECOND),
                List.of(), List.of(), Map.of(), "SELECT 1");
        assertThat(table.ddl()).isEqualTo("CREATE MATERIALIZED TABLE `c`.`d`.`t`\nFRESHNESS = INTERVAL '10' SECOND\nAS SELECT 1");
    }
}
