package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.ingestions.LayerCheck.Fingerprint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ODS fingerprints every ingestion IT compares: the same query on the lakehouse table and on the source's. */
class LayerCheckTest {

    @Test
    void anOdsFingerprintReadsTheLakehouseTableAndTheSourceTableOfTheSameName() {
        assertThat(LayerCheck.ods("ods", List.<String[]>of(new String[] {"users", "SELECT COUNT(*) FROM %s"})))
                .containsExactly(new Fingerprint("ods.users", "SELECT COUNT(*) FROM lakehouse.ods.users",
                        "SELECT COUNT(*) FROM users"));
    }

    @Test
    void theShopsOdsFingerprintsCoverItsFourTables() {
        assertThat(ShopFixture.ods("ods_x")).extracting(Fingerprint::name)
                .containsExactly("ods_x.users", "ods_x.items", "ods_x.orders", "ods_x.order_items");
        assertThat(ShopFixture.ods("ods_x").get(3).lakeQuery())
                .isEqualTo("SELECT COUNT(*), SUM(order_id * 10 + line_no), SUM(qty) FROM lakehouse.ods_x.order_items");
    }
}
