package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Table references from Flink's parser, and downstream tables ordered so every table comes after its sources. */
class LineageOrderTest {

    @Test
    void referencesOfAnExpandedDefinitionQuery() {
        String query = "SELECT `oi`.`ds`, `i`.`category` FROM `lakehouse`.`ods`.`order_items` AS `oi`"
                + " INNER JOIN `lakehouse`.`ods`.`orders` AS `o` ON `oi`.`order_id` = `o`.`order_id`"
                + " INNER JOIN `lakehouse`.`ods`.`items` AS `i` ON `oi`.`item_id` = `i`.`item_id`"
                + " WHERE `o`.`user_id` IN (SELECT `user_id` FROM `lakehouse`.`ods`.`users`)";
        assertThat(TableRefs.of(query, "lakehouse", "dws"))
                .containsExactly("ods.items", "ods.order_items", "ods.orders", "ods.users");
    }

    @Test
    void commonTableExpressionsOtherCatalogsAndUnqualifiedNames() {
        String query = "WITH daily AS (SELECT ds, SUM(gmv) AS gmv FROM `lakehouse`.`dws`.`category_gmv_daily` GROUP BY ds)"
                + " SELECT d.ds, d.gmv, t.x FROM daily d JOIN other.db.t t ON d.ds = t.ds JOIN local_table l ON l.ds = d.ds"
                + " UNION ALL SELECT ds, gmv, 1 FROM (SELECT * FROM dws.top_items_daily)";
        assertThat(TableRefs.of(query, "lakehouse", "ads"))
                .containsExactly("ads.local_table", "dws.category_gmv_daily", "dws.top_items_daily");
    }

    @Test
    void downstreamTablesComeInLongestPathOrder() {
        List<CatalogTable> tables = List.of(
                mt("dwd.detail", "SELECT * FROM `lakehouse`.`ods`.`orders`"),
                mt("dws.daily", "SELECT * FROM `lakehouse`.`dwd`.`detail`"),
                mt("ads.share", "SELECT * FROM `lakehouse`.`dws`.`daily` JOIN `lakehouse`.`dwd`.`detail` ON TRUE"),
                mt("ads.unrelated", "SELECT * FROM `lakehouse`.`ods`.`items`"));
        Map<Integer, List<CatalogTable>> order = Downstream.of("dwd.detail", tables, "lakehouse");
        assertThat(order).containsOnlyKeys(1, 2);
        assertThat(order.get(1)).extracting(CatalogTable::name).containsExactly("dws.daily");
        assertThat(order.get(2)).as("after dws.daily, which it also reads").extracting(CatalogTable::name)
                .containsExactly("ads.share");
    }

    private static CatalogTable mt(String name, String query) {
        return new CatalogTable(name, "FULL", List.of("ds"), Map.of("ds", "yyyy-MM-dd"), query);
    }
}
