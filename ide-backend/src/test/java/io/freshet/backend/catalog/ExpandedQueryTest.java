package io.freshet.backend.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.catalog.TableRef;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExpandedQueryTest {

    private static final String SHOWN = "CREATE TEMPORARY VIEW `lakehouse`.`default`.`freshet_query_columns`(`ds`, `gmv`) as\n"
            + "SELECT `d`.`ds`, SUM(`d`.`amount`) AS `gmv`\n"
            + "FROM `lakehouse`.`dwd`.`order_detail` AS `d`\n"
            + "JOIN `lakehouse`.`ods`.`items` AS `i` ON `d`.`item_id` = `i`.`item_id`\nGROUP BY `d`.`ds`";

    @Test
    void theBodyIsTheExpandedQueryAfterTheViewsHead() {
        assertThat(ExpandedQuery.body(SHOWN)).hasValue("SELECT `d`.`ds`, SUM(`d`.`amount`) AS `gmv`\n"
                + "FROM `lakehouse`.`dwd`.`order_detail` AS `d`\n"
                + "JOIN `lakehouse`.`ods`.`items` AS `i` ON `d`.`item_id` = `i`.`item_id`\nGROUP BY `d`.`ds`");
    }

    @Test
    void flink20WritesTheColumnsOnePerLineAndMayAddAComment() {
        String shown = "CREATE TEMPORARY VIEW `lakehouse`.`default`.`freshet_query_columns` (\n  `ds`,\n  `gmv`\n)\n"
                + "COMMENT 'it''s as (said)'\nAS SELECT `orders`.`ds`, SUM(`orders`.`amount`) AS `gmv`\n"
                + "FROM `lakehouse`.`mq`.`orders` AS `orders`\nGROUP BY `orders`.`ds`\n";
        assertThat(ExpandedQuery.body(shown)).hasValue("SELECT `orders`.`ds`, SUM(`orders`.`amount`) AS `gmv`\n"
                + "FROM `lakehouse`.`mq`.`orders` AS `orders`\nGROUP BY `orders`.`ds`");
    }

    @Test
    void columnNamesWithBackticksAndSpacesDoNotEndTheHead() {
        String shown = "CREATE TEMPORARY VIEW `c`.`d`.`v`(`a``b`, `x as y`) as\r\nSELECT 1 AS `a``b`, 2 AS `x as y`";
        assertThat(ExpandedQuery.body(shown)).hasValue("SELECT 1 AS `a``b`, 2 AS `x as y`");
    }

    @Test
    void anAnswerThatIsNotAViewsCreateGivesNothing() {
        assertThat(ExpandedQuery.body("SELECT 1")).isEmpty();
    }

    @Test
    void theMainSourceIsTheFirstTableOfAKnownCatalog() {
        String body = ExpandedQuery.body(SHOWN).orElseThrow();
        assertThat(ExpandedQuery.firstTable(body, List.of("default_catalog", "lakehouse")))
                .hasValue(new TableRef("lakehouse", "dwd", "order_detail"));
        assertThat(ExpandedQuery.firstTable(body, List.of("other"))).isEmpty();
        assertThat(ExpandedQuery.firstTable("SELECT 1 AS `one`", List.of("lakehouse"))).isEmpty();
    }

    @Test
    void quotedNamesAreReadBack() {
        assertThat(ExpandedQuery.firstTable("SELECT * FROM `lake``house`.`my db`.`t.1`", List.of("lake`house")))
                .hasValue(new TableRef("lake`house", "my db", "t.1"));
    }
}
