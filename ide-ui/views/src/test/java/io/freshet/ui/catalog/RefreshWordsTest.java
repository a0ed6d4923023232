package io.freshet.ui.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** How the refresh history words its entries: durations, ends, partitions, and errors only ever translated. */
class RefreshWordsTest {

    private static final Instant T = Instant.parse("2026-12-04T23:59:30Z");

    @Test
    void durationsInTheirUnits() {
        assertThat(RefreshWords.duration(Duration.ofSeconds(42))).isEqualTo("42 s");
        assertThat(RefreshWords.duration(Duration.ofSeconds(185))).isEqualTo("3 min 5 s");
        assertThat(RefreshWords.duration(Duration.ofMinutes(125))).isEqualTo("2 h 5 min");
        assertThat(RefreshWords.duration(null)).isEmpty();
    }

    @Test
    void anEndOnTheStartsDayIsATimeOtherwiseWithItsDate() {
        assertThat(RefreshWords.end(entry(RefreshEntry.Trigger.MANUAL, T, T.plusSeconds(20), null)))
                .isEqualTo("23:59:50");
        assertThat(RefreshWords.end(entry(RefreshEntry.Trigger.MANUAL, T, T.plusSeconds(40), null)))
                .isEqualTo("12-05 00:00:10");
        assertThat(RefreshWords.end(entry(RefreshEntry.Trigger.MANUAL, T, null, null))).isEmpty();
    }

    @Test
    void aScheduledRefreshsPartitionIsNotKnownAManualOneWithoutOneIsTheWholeTable() {
        assertThat(RefreshWords.partition(entry(RefreshEntry.Trigger.SCHEDULED, T, null, null))).isEmpty();
        assertThat(RefreshWords.partition(entry(RefreshEntry.Trigger.MANUAL, T, null, null))).isEqualTo("whole table");
        assertThat(RefreshWords.partition(entry(RefreshEntry.Trigger.BACKFILL, T, null, "ds=2024-06-01")))
                .isEqualTo("ds=2024-06-01");
    }

    @Test
    void aJavaTextIsNeverTheErrorShown() {
        RefreshEntry failed = new RefreshEntry(1, null, RefreshEntry.Trigger.MANUAL, RefreshEntry.Outcome.FAILED, T,
                T.plusSeconds(1), null, null, "Cannot invoke \"String.length()\" because \"s\" is null", null);
        assertThat(failed.error()).doesNotContain("Cannot invoke").contains("internal error");
        assertThat(RefreshWords.describe(failed)).contains("manual", "failed", "1 s");
    }

    private static RefreshEntry entry(RefreshEntry.Trigger trigger, Instant start, Instant end, String partition) {
        return new RefreshEntry(1, "0123456789abcdef0123456789abcdef", trigger,
                end == null ? RefreshEntry.Outcome.RUNNING : RefreshEntry.Outcome.SUCCEEDED, start, end, partition, null,
                null, null);
    }
}
