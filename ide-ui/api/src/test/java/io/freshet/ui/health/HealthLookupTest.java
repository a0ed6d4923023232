package io.freshet.ui.health;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Pages find the model's entry of a table or an ingestion by the name they show. */
class HealthLookupTest {

    @Test
    void tablesAndIngestionsAreFoundApartAndTheWorstEntryOfANameWins() {
        HealthEntry failing = entry(HealthSubject.Kind.MATERIALIZED_TABLE, "lakehouse.dwd.orders", HealthState.FAILING);
        HealthEntry plain = entry(HealthSubject.Kind.TABLE, "lakehouse.dwd.orders", HealthState.FRESH);
        HealthEntry ingestion = entry(HealthSubject.Kind.INGESTION, "shop.public #3", HealthState.SUSPENDED);

        HealthLookup lookup = HealthLookup.of(List.of(failing, ingestion, plain));

        assertThat(lookup.table("lakehouse.dwd.orders")).isSameAs(failing);
        assertThat(lookup.table("shop.public #3")).as("an ingestion is not a table").isNull();
        assertThat(lookup.ingestion("shop", "public", 3)).isSameAs(ingestion);
        assertThat(lookup.ingestion("shop", "public", 4)).isNull();
        assertThat(HealthSubject.ingestion("shop", "public", 3)).isEqualTo(ingestion.subject());
        assertThat(HealthLookup.empty().table("lakehouse.dwd.orders")).isNull();
    }

    private static HealthEntry entry(HealthSubject.Kind kind, String name, HealthState state) {
        return new HealthEntry(new HealthSubject(kind, name), state, "", null, null, null, null, null);
    }
}
