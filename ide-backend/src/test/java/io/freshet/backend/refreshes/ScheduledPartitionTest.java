package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The partition a scheduled refresh wrote, as Flink 2.0 derives it from the schedule time and the freshness. */
class ScheduledPartitionTest {

    private static final ZoneId UTC = ZoneId.of("UTC");

    @Test
    void aDailyRefreshJustAfterMidnightWritesTheDayThatEnded() {
        TableInfo daily = table("1", "DAY", List.of("ds"), Map.of("partition.fields.ds.date-formatter", "yyyy-MM-dd"));

        assertThat(ScheduledPartition.of(daily, Instant.parse("2024-06-02T00:00:07Z"), UTC)).hasValue("ds=2024-06-01");
    }

    @Test
    void anHourlyRefreshWritesThePreviousHourInTheGatewaysZone() {
        TableInfo hourly = table("1", "HOUR", List.of("ds", "hh"), Map.of(
                "partition.fields.ds.date-formatter", "yyyyMMdd", "partition.fields.hh.date-formatter", "HH"));

        // 10:00:04 in Berlin (summer time) fired at 10:00: the hour 09 of that day
        assertThat(ScheduledPartition.of(hourly, Instant.parse("2024-06-02T08:00:04Z"), ZoneId.of("Europe/Berlin")))
                .hasValue("ds=20240602, hh=09");
    }

    @Test
    void planningSecondsAfterTheFireStillCountFromTheFire() {
        TableInfo everyTen = table("10", "SECOND", List.of("ds"), Map.of("partition.fields.ds.date-formatter",
                "yyyy-MM-dd HH:mm:ss"));

        assertThat(ScheduledPartition.of(everyTen, Instant.parse("2024-06-02T12:00:23Z"), UTC))
                .hasValue("ds=2024-06-02 12:00:10");
    }

    @Test
    void noDatedPartitionColumnNoPartition() {
        assertThat(ScheduledPartition.of(table("1", "DAY", List.of("ds"), Map.of()), Instant.EPOCH, UTC)).isEmpty();
        assertThat(ScheduledPartition.of(table("1", "DAY", List.of(), Map.of()), Instant.EPOCH, UTC)).isEmpty();
        assertThat(ScheduledPartition.of(table("x", "DAY", List.of("ds"), Map.of("partition.fields.ds.date-formatter",
                "yyyy-MM-dd")), Instant.EPOCH, UTC)).as("unreadable freshness").isEmpty();
    }

    static TableInfo table(String interval, String unit, List<String> partitionKeys, Map<String, String> options) {
        return new TableInfo(new TableId("lakehouse", "dws", "t"), TableKind.MATERIALIZED_TABLE, List.of(), List.of(),
                partitionKeys, List.of(), options, null, null,
                new MaterializedTableInfo("SELECT 1", interval, unit, "AUTOMATIC", "FULL"));
    }
}
