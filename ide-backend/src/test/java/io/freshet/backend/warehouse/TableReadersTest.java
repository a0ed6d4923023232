package io.freshet.backend.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Who reads a table: materialized tables only, views followed through, from the stored (expanded) queries. */
class TableReadersTest {

    @Test
    void viewsAreFollowedThroughButNeverNamedAsReaders() {
        TableReaders readers = TableReaders.of(
                Map.of("dws.paid_count", "SELECT COUNT(*) AS `n` FROM `lakehouse`.`dwd`.`paid_eu`",
                        "dws.all", "SELECT * FROM `lakehouse`.`ods`.`orders`"),
                Map.of("dwd.paid", "SELECT `id` FROM `lakehouse`.`ods`.`orders` WHERE `paid`",
                        "dwd.paid_eu", "SELECT `id` FROM `lakehouse`.`dwd`.`paid` WHERE `eu`"),
                "lakehouse", (table, reason) -> { });
        assertThat(readers.of("ods.orders")).containsExactly("dws.all", "dws.paid_count");
        assertThat(readers.of("dwd.paid")).containsExactly("dws.paid_count");
        assertThat(readers.of("dws.all")).isEmpty();
    }

    @Test
    void aCascadeStepsEachTableAfterEveryTableBetweenItAndTheStart() {
        TableReaders readers = TableReaders.of(Map.of(
                        "dwd.detail", "SELECT * FROM `lakehouse`.`ods`.`orders`",
                        "dws.daily", "SELECT * FROM `lakehouse`.`dwd`.`detail`",
                        "ads.share", "SELECT * FROM `lakehouse`.`dws`.`daily` JOIN `lakehouse`.`dwd`.`detail` ON TRUE",
                        "ads.eu", "SELECT * FROM `lakehouse`.`dwd`.`detail_eu`",
                        "ads.unrelated", "SELECT * FROM `lakehouse`.`ods`.`items`"),
                Map.of("dwd.detail_eu", "SELECT * FROM `lakehouse`.`dwd`.`detail` WHERE `eu`"), "lakehouse",
                (t, r) -> { });
        assertThat(readers.steps("dwd.detail")).as("ads.share reads dws.daily too; ads.eu reads through a view")
                .isEqualTo(Map.of("ads.eu", 1, "dws.daily", 1, "ads.share", 2));
        assertThat(readers.downstream("ods.orders")).as("nearest first")
                .containsExactly("dwd.detail", "ads.eu", "ads.share", "dws.daily");
    }

    @Test
    void anotherCatalogsTableAndAnUnreadableQueryAreLeftOut() {
        List<String> unreadable = new ArrayList<>();
        TableReaders readers = TableReaders.of(
                Map.of("dwd.a", "SELECT * FROM `other`.`ods`.`orders`", "dwd.b", "SELECT FROM WHERE"),
                Map.of(), "lakehouse", (table, reason) -> unreadable.add(table));
        assertThat(readers.of("ods.orders")).isEmpty();
        assertThat(unreadable).containsExactly("dwd.b");
    }
}
