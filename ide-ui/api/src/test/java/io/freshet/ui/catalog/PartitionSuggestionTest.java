package io.freshet.ui.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The day column is suggested as the partition only where Paimon accepts it with the chosen key. */
class PartitionSuggestionTest {

    private final PartitionSuggestion daily = PartitionSuggestion.of(List.of("shop", "DS", "gmv"));

    @Test
    void theFirstColumnNamedLikeADayIsSuggested() {
        assertThat(daily.dayColumn()).contains("DS");
        assertThat(PartitionSuggestion.of(List.of("shop", "gmv")).partitionsFor(Set.of())).isEmpty();
    }

    @Test
    void aKeyOfTheDayAndMoreKeepsThePartitionAndAKeyWithoutTheDayDropsIt() {
        assertThat(daily.partitionsFor(Set.of())).containsExactly("DS");
        assertThat(daily.partitionsFor(Set.of("DS", "shop"))).containsExactly("DS");
        assertThat(daily.partitionsFor(Set.of("shop"))).isEmpty();
    }

    @Test
    void aKeyOfTheDayAloneIsNotPartitionedByIt() {
        assertThat(daily.partitionsFor(Set.of("DS"))).isEmpty();
    }
}
