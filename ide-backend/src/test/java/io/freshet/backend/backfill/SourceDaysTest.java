package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The preview's warning names the days a source partitioned by the same key does not hold. */
class SourceDaysTest {

    private static final List<Map<String, String>> DAYS = List.of(Map.of("ds", "2024-06-05"), Map.of("ds", "2024-06-06"),
            Map.of("ds", "2024-06-07"));

    @Test
    void daysTheSourceLacksAreNamed() {
        SourcePartitions orders = new SourcePartitions("dwd.order_detail", List.of("ds"),
                List.of(Map.of("ds", "2024-06-04"), Map.of("ds", "2024-06-05")));
        assertThat(SourceDays.warning(orders, DAYS)).hasValue("No source data for ds=2024-06-06, ds=2024-06-07:"
                + " dwd.order_detail has no such partitions, so the refresh would leave them empty.");
    }

    @Test
    void aSourceHoldingEveryDayOrPartitionedOtherwiseGivesNoWarning() {
        SourcePartitions full = new SourcePartitions("ods.orders", List.of("ds"),
                DAYS.stream().map(Map::copyOf).toList());
        SourcePartitions unpartitioned = new SourcePartitions("ods.items", List.of(), List.of());
        SourcePartitions byRegion = new SourcePartitions("ods.shops", List.of("region"), List.of(Map.of("region", "eu")));
        assertThat(SourceDays.warning(full, DAYS)).isEmpty();
        assertThat(SourceDays.warning(unpartitioned, DAYS)).isEmpty();
        assertThat(SourceDays.warning(byRegion, DAYS)).isEmpty();
    }

    @Test
    void anHourlyTargetOverADailySourceComparesTheDay() {
        SourcePartitions daily = new SourcePartitions("dwd.order_detail", List.of("ds"), List.of(Map.of("ds", "2024-06-05")));
        List<Map<String, String>> hours = List.of(Map.of("ds", "2024-06-05", "hh", "23"), Map.of("ds", "2024-06-06", "hh", "00"));
        assertThat(SourceDays.warning(daily, hours)).hasValue("No source data for ds=2024-06-06: dwd.order_detail has"
                + " no such partition, so the refresh would leave it empty.");
    }
}
