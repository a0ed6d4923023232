package io.freshet.backend.ingest.sources;

import static io.freshet.backend.ingest.sources.ScriptedSession.row;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class SlotStatusTest {

    @Test
    void theSlotsAreReadWithTheirLagAndSizeNeverNegative() throws Exception {
        ScriptedSession session = new ScriptedSession().answer(SlotStatus.QUERY,
                row("freshet_shop_public_users", true, "0/16B3748", new BigDecimal("4096"), new BigDecimal("8192")),
                row("freshet_shop_public_items", false, null, -8L, null));
        assertThat(SlotStatus.read(session, List.of("freshet_shop_public_users", "freshet_shop_public_items",
                "freshet_shop_public_orders"))).containsExactly(
                new SlotStatus("freshet_shop_public_users", true, "0/16B3748", 4096L, 8192L),
                new SlotStatus("freshet_shop_public_items", false, null, 0L, 0L));
        assertThat(SlotStatus.read(session, List.of())).isEmpty();
    }
}
