package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Downstream tables ordered so every table comes after its sources. */
class LineageOrderTest {

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
