package io.freshet.backend.ingest;

import static io.freshet.backend.ingest.ScriptedSession.row;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class IngestionMetricsParsingTest {

    @Test
    void theSourcesRatesAreSummedAndOtherMetricsIgnored() {
        java.util.Map<String, Double> sums = java.util.Map.of("Source__src_orders[1].numRecordsOutPerSecond", 3.0,
                "Source__src_users[3].numRecordsOutPerSecond", 0.5, "Writer_orders.numRecordsOutPerSecond", 99.0,
                "Source__src_users[3].numRecordsOut", 1234.0);
        assertThat(SourceRates.sum(sums)).isEqualTo(3.5);
        assertThat(SourceRates.sum(java.util.Map.of())).isNull();
    }

    @Test
    void theLagIsReadPerSlotAndNeverNegative() throws Exception {
        ScriptedSession session = new ScriptedSession().answer(ReplicationLag.QUERY,
                row("freshet_shop_public_users", new BigDecimal("4096")), row("freshet_shop_public_items", -8L),
                row("freshet_shop_public_orders", null));
        assertThat(ReplicationLag.read(session, List.of("freshet_shop_public_users", "freshet_shop_public_items",
                "freshet_shop_public_orders"))).containsExactly(
                java.util.Map.entry("freshet_shop_public_items", 0L),
                java.util.Map.entry("freshet_shop_public_users", 4096L));
        assertThat(ReplicationLag.read(session, List.of())).isEmpty();
    }
}
