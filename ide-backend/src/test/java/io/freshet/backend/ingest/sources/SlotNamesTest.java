package io.freshet.backend.ingest.sources;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SlotNamesTest {

    @Test
    void slotNamesAreLowerCaseSafeAndAtMost63Characters() {
        assertThat(SlotNames.of("Shop-1", "Sales", "Order Items")).isEqualTo("freshet_shop_1_sales_order_items");
        String longName = SlotNames.of("s", "schema", "t".repeat(80));
        assertThat(longName).hasSize(63).matches("[a-z0-9_]+");
        assertThat(longName).isNotEqualTo(SlotNames.of("s", "schema", "t".repeat(81)));
    }
}
