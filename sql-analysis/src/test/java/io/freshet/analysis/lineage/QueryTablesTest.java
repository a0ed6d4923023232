package io.freshet.analysis.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Table references from Flink's parser: what a query reads, and who reads a table. */
class QueryTablesTest {

    @Test
    void referencesOfAnExpandedDefinitionQuery() {
        String query = "SELECT `oi`.`ds`, `i`.`category` FROM `lakehouse`.`ods`.`order_items` AS `oi`"
                + " INNER JOIN `lakehouse`.`ods`.`orders` AS `o` ON `oi`.`order_id` = `o`.`order_id`"
                + " INNER JOIN `lakehouse`.`ods`.`items` AS `i` ON `oi`.`item_id` = `i`.`item_id`"
                + " WHERE `o`.`user_id` IN (SELECT `user_id` FROM `lakehouse`.`ods`.`users`)";
        assertThat(QueryTables.of(query, "lakehouse", "dws"))
                .containsExactly("ods.items", "ods.order_items", "ods.orders", "ods.users");
    }

    @Test
    void commonTableExpressionsOtherCatalogsAndUnqualifiedNames() {
        String query = "WITH daily AS (SELECT ds, SUM(gmv) AS gmv FROM `lakehouse`.`dws`.`category_gmv_daily` GROUP BY ds)"
                + " SELECT d.ds, d.gmv, t.x FROM daily d JOIN other.db.t t ON d.ds = t.ds JOIN local_table l ON l.ds = d.ds"
                + " UNION ALL SELECT ds, gmv, 1 FROM (SELECT * FROM dws.top_items_daily)";
        assertThat(QueryTables.of(query, "lakehouse", "ads"))
                .containsExactly("ads.local_table", "dws.category_gmv_daily", "dws.top_items_daily");
    }

    @Test
    void readersOfEachTableAndUnreadableQueriesLeftOut() {
        Map<String, String> queries = new LinkedHashMap<>();
        queries.put("dwd.detail", "SELECT * FROM `lakehouse`.`ods`.`orders`");
        queries.put("dws.daily", "SELECT * FROM `lakehouse`.`dwd`.`detail`");
        queries.put("ads.share", "SELECT * FROM daily JOIN `lakehouse`.`dwd`.`detail` ON TRUE");
        queries.put("ads.broken", "SELECT FROM WHERE");
        List<String> skipped = new ArrayList<>();
        Map<String, java.util.Set<String>> readers = QueryTables.readers(queries, "lakehouse",
                (table, reason) -> skipped.add(table));
        assertThat(readers).containsOnlyKeys("ods.orders", "dwd.detail", "ads.daily");
        assertThat(readers.get("dwd.detail")).containsExactlyInAnyOrder("dws.daily", "ads.share");
        assertThat(readers.get("ads.daily")).as("unqualified: the reader's own database").containsExactly("ads.share");
        assertThat(skipped).containsExactly("ads.broken");
    }
}
