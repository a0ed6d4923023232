package io.freshet.backend.ingest;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static io.freshet.backend.ingest.ScriptedSession.row;
import static org.assertj.core.api.Assertions.assertThat;

class IngestionMetricsParsingTest {

    @Test
    void theSourcesRatesAreSummedAndOtherMetricsIgnored() throws Exception {
        var json = new ObjectMapper().readTree("""
                [{"id":"Source__src_orders[1].numRecordsOutPerSecond","min":1.0,"max":2.0,"avg":1.5,"sum":3.0},
                 {"id":"Source__src_users[3].numRecordsOutPerSecond","sum":0.5},
                 {"id":"Writer_orders.numRecordsOutPerSecond","sum":99.0},
                 {"id":"Source__src_users[3].numRecordsOut","sum":1234}]""");
        assertThat(SourceRates.sum(json)).isEqualTo(3.5);
        assertThat(SourceRates.sum(new ObjectMapper().readTree("[]"))).isNull();
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
