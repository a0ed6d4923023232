package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.common.ServiceException;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Partition values come only from the table's date formatter and never leave a SQL string literal. */
class PartitionValuesTest {

    @Test
    void granularityFollowsTheFinestFieldOfTheFormatter() {
        assertThat(PartitionValues.granularity("yyyy-MM-dd")).isEqualTo(Granularity.DAILY);
        assertThat(PartitionValues.granularity("yyyyMMdd")).isEqualTo(Granularity.DAILY);
        assertThat(PartitionValues.granularity("yyyy-MM-dd HH")).isEqualTo(Granularity.HOURLY);
        assertThat(PartitionValues.granularity("HH")).isEqualTo(Granularity.HOURLY);
        assertThat(PartitionValues.granularity("yyyy-MM")).isNull();
        assertThat(PartitionValues.granularity("yyyy-MM-'hd'")).as("quoted text is literal").isNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024-06-01' OR '1' = '1", "2024-06-01'); DROP TABLE x; --", "2024-06-01\\'", "2024-13-45",
            "2024-6-1", "", "2024-06-01 ", "２０２４-06-01", "2024-06-01\n"})
    void hostileOrMalformedValuesAreRefused(String value) {
        assertThatThrownBy(() -> PartitionValues.validate("ds", "yyyy-MM-dd", value))
                .isInstanceOf(ServiceException.class).hasMessageContaining("ds");
    }

    @Test
    void valuesTheFormatterProducesAreAccepted() {
        PartitionValues.validate("ds", "yyyy-MM-dd", "2024-06-01");
        PartitionValues.validate("hh", "HH", "23");
        assertThat(PartitionValues.format("ds", "yyyyMMdd", LocalDateTime.of(2024, 6, 1, 5, 0))).isEqualTo("20240601");
    }

    @Test
    void aFormatterThatWouldPutAQuoteIntoTheValueIsRefused() {
        assertThatThrownBy(() -> PartitionValues.format("ds", "yyyy''MM''dd", LocalDateTime.of(2024, 6, 1, 0, 0)))
                .isInstanceOf(ServiceException.class).hasMessageContaining("is not a date in the format");
    }

    @Test
    void anInvalidFormatterIsAClearError() {
        assertThatThrownBy(() -> PartitionValues.format("ds", "yyyy-MM-dd'", LocalDateTime.of(2024, 6, 1, 0, 0)))
                .isInstanceOf(ServiceException.class).hasMessageContaining("is not a valid date pattern");
    }

    @Test
    void dailyRangeIncludesBothEndsAndStatementsQuoteEverything() {
        PartitionRange range = new PartitionRange(Granularity.DAILY, LocalDateTime.of(2024, 6, 2, 13, 0),
                LocalDateTime.of(2024, 6, 4, 0, 0));
        List<Map<String, String>> specs = range.specs(List.of("ds"), Map.of("ds", "yyyy-MM-dd"));
        assertThat(specs).extracting(s -> s.get("ds")).containsExactly("2024-06-02", "2024-06-03", "2024-06-04");
        assertThat(RefreshStatements.refresh("lakehouse", "dws.category_gmv_daily", specs.get(0)))
                .isEqualTo("ALTER MATERIALIZED TABLE `lakehouse`.`dws`.`category_gmv_daily`"
                        + " REFRESH PARTITION (`ds` = '2024-06-02')");
        assertThat(range.fromText()).isEqualTo("2024-06-02");
    }

    @Test
    void hourlyRangeCrossesMidnightWithTwoPartitionColumns() {
        PartitionRange range = new PartitionRange(Granularity.HOURLY, LocalDateTime.of(2024, 6, 1, 22, 30),
                LocalDateTime.of(2024, 6, 2, 1, 0));
        List<Map<String, String>> specs = range.specs(List.of("ds", "hh"), Map.of("ds", "yyyy-MM-dd", "hh", "HH"));
        assertThat(specs).extracting(RefreshStatements::display)
                .containsExactly("ds=2024-06-01/hh=22", "ds=2024-06-01/hh=23", "ds=2024-06-02/hh=00", "ds=2024-06-02/hh=01");
    }

    @Test
    void backwardsOrHugeRangesAreRefusedWithTheReason() {
        assertThatThrownBy(() -> new PartitionRange(Granularity.DAILY, LocalDateTime.of(2024, 6, 5, 0, 0),
                LocalDateTime.of(2024, 6, 1, 0, 0))).isInstanceOf(ServiceException.class).hasMessageContaining("starts after");
        assertThatThrownBy(() -> new PartitionRange(Granularity.HOURLY, LocalDateTime.of(2020, 1, 1, 0, 0),
                LocalDateTime.of(2024, 1, 1, 0, 0))).isInstanceOf(ServiceException.class).hasMessageContaining("at most");
        assertThatThrownBy(() -> new PartitionRange(Granularity.DAILY, null, LocalDateTime.of(2024, 1, 1, 0, 0)))
                .isInstanceOf(ServiceException.class).hasMessageContaining("Choose");
    }
}
