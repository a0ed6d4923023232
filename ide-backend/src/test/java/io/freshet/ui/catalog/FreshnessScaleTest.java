package io.freshet.ui.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The slider's values and the refresh mode and cost each leads to, at Flink's rules. */
class FreshnessScaleTest {

    private final FreshnessScale scale = new FreshnessScale(FreshnessScale.DEFAULT_THRESHOLD);

    @Test
    void belowTheThresholdIsContinuousFromItOnFull() {
        assertThat(scale.modeOf(Freshness.of(10, FreshnessUnit.SECOND))).isEqualTo(RefreshMode.CONTINUOUS);
        assertThat(scale.modeOf(Freshness.of(29, FreshnessUnit.MINUTE))).isEqualTo(RefreshMode.CONTINUOUS);
        assertThat(scale.modeOf(Freshness.of(30, FreshnessUnit.MINUTE))).isEqualTo(RefreshMode.FULL);
        assertThat(scale.modeOf(Freshness.of(1, FreshnessUnit.DAY))).isEqualTo(RefreshMode.FULL);
    }

    @Test
    void aTableWhoseDefinitionNamesFullStaysFullAtEveryStop() {
        Freshness thirtySeconds = Freshness.of(30, FreshnessUnit.SECOND);
        FreshnessScale table = FreshnessScale.forTable(FreshnessScale.DEFAULT_THRESHOLD, "FULL", thirtySeconds,
                RefreshMode.FULL);

        assertThat(table.modeOf(thirtySeconds)).isEqualTo(RefreshMode.FULL);
        assertThat(table.modeOf(Freshness.of(10, FreshnessUnit.SECOND))).isEqualTo(RefreshMode.FULL);
        assertThat(table.writtenMode()).isEqualTo(RefreshMode.FULL);
        assertThat(table.stops()).allMatch(f -> table.modeOf(f) == RefreshMode.FULL)
                .allMatch(FreshnessScale::acceptedInFullMode).contains(thirtySeconds);
        assertThat(table.accepts(Freshness.of(7, FreshnessUnit.SECOND))).as("FULL needs a cron value").isFalse();
    }

    @Test
    void aTablesCurrentFreshnessShowsTheModeFlinkGaveItWhateverTheThresholdSaysNow() {
        // created when the threshold was 10 s: FULL at 30 s, though the default threshold would make it CONTINUOUS
        Freshness thirtySeconds = Freshness.of(30, FreshnessUnit.SECOND);
        FreshnessScale table = FreshnessScale.forTable(FreshnessScale.DEFAULT_THRESHOLD, "AUTOMATIC", thirtySeconds,
                RefreshMode.FULL);

        assertThat(table.modeOf(thirtySeconds)).isEqualTo(RefreshMode.FULL);
        assertThat(table.writtenMode()).isNull();
        assertThat(table.modeOf(Freshness.of(20, FreshnessUnit.SECOND))).isEqualTo(RefreshMode.CONTINUOUS);
        assertThat(new FreshnessScale(Duration.ofSeconds(10)).modeOf(thirtySeconds)).isEqualTo(RefreshMode.FULL);
    }

    @Test
    void thePanelSaysWhatDecidesTheModeForThisTable() {
        assertThat(MaterializedTablePanel.thresholdWords(FreshnessScale.forTable(FreshnessScale.DEFAULT_THRESHOLD, "FULL",
                Freshness.of(30, FreshnessUnit.SECOND), RefreshMode.FULL)))
                .contains("REFRESH_MODE = FULL", "stays FULL").doesNotContain("Below");
        assertThat(MaterializedTablePanel.thresholdWords(new FreshnessScale(Duration.ofSeconds(10))))
                .startsWith("Below 10 seconds (the gateway's threshold)");
        assertThat(MaterializedTablePanel.thresholdWords(scale)).startsWith("Below 30 minutes");
    }

    @Test
    void aContinuousTablesOddFreshnessIsAStopSoTheSliderShowsIt() {
        Freshness seven = Freshness.of(7, FreshnessUnit.SECOND);
        FreshnessScale table = FreshnessScale.forTable(FreshnessScale.DEFAULT_THRESHOLD, "AUTOMATIC", seven,
                RefreshMode.CONTINUOUS);

        assertThat(table.stops()).contains(seven);
        assertThat(table.stops().get(table.indexOf(seven))).isEqualTo(seven);
    }

    @Test
    void everyFullStopIsOneFlinksSchedulerAccepts() {
        assertThat(scale.stops()).filteredOn(f -> scale.modeOf(f) == RefreshMode.FULL)
                .allMatch(FreshnessScale::acceptedInFullMode)
                .extracting(Freshness::words)
                .containsExactly("30 minutes", "1 hour", "2 hours", "3 hours", "4 hours", "6 hours", "8 hours",
                        "12 hours", "1 day");
        assertThat(scale.stops()).filteredOn(f -> scale.modeOf(f) == RefreshMode.CONTINUOUS).extracting(Freshness::words)
                .startsWith("1 second", "2 seconds").contains("10 seconds", "1 minute", "20 minutes")
                .doesNotContain("30 minutes");
        assertThat(scale.stops()).isSortedAccordingTo(Freshness::compareTo);
    }

    @Test
    void fullModeRejectsValuesTheCronCannotExpress() {
        assertThat(FreshnessScale.acceptedInFullMode(Freshness.of(7, FreshnessUnit.HOUR))).isFalse();
        assertThat(FreshnessScale.acceptedInFullMode(Freshness.of(45, FreshnessUnit.MINUTE))).isFalse();
        assertThat(FreshnessScale.acceptedInFullMode(Freshness.of(2, FreshnessUnit.DAY))).isFalse();
        assertThat(FreshnessScale.acceptedInFullMode(Freshness.of(15, FreshnessUnit.MINUTE))).isTrue();
        assertThat(scale.accepts(Freshness.of(7, FreshnessUnit.SECOND))).as("continuous takes any value").isTrue();
        assertThat(scale.accepts(Freshness.of(45, FreshnessUnit.MINUTE))).isFalse();
    }

    @Test
    void flinksTextFormReadsBackAndNothingElseDoes() {
        assertThat(Freshness.parse(" 12 hour ")).isEqualTo(Freshness.of(12, FreshnessUnit.HOUR));
        assertThat(Freshness.parse(Freshness.of(30, FreshnessUnit.SECOND).flinkText()))
                .isEqualTo(Freshness.of(30, FreshnessUnit.SECOND));
        for (String bad : new String[] {null, "", "1", "1 HOUR 2", "x HOUR", "1 FORTNIGHT", "0 DAY"}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Freshness.parse(bad)).as(String.valueOf(bad))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void snapsToTheNearestStop() {
        assertThat(scale.snap(Duration.ofSeconds(50))).isEqualTo(Freshness.of(1, FreshnessUnit.MINUTE));
        assertThat(scale.snap(Duration.ofMinutes(45))).isIn(Freshness.of(30, FreshnessUnit.MINUTE), Freshness.of(1, FreshnessUnit.HOUR));
        assertThat(scale.snap(Duration.ofHours(7))).isIn(Freshness.of(6, FreshnessUnit.HOUR), Freshness.of(8, FreshnessUnit.HOUR));
        assertThat(scale.snap(Duration.ofDays(3))).isEqualTo(Freshness.of(1, FreshnessUnit.DAY));
        assertThat(scale.indexOf(Freshness.of(1, FreshnessUnit.HOUR))).isEqualTo(scale.stops().indexOf(Freshness.of(1, FreshnessUnit.HOUR)));
    }

    @Test
    void anotherThresholdMovesTheBoundary() {
        FreshnessScale tight = new FreshnessScale(Duration.ofMinutes(1));
        assertThat(tight.modeOf(Freshness.of(30, FreshnessUnit.SECOND))).isEqualTo(RefreshMode.CONTINUOUS);
        assertThat(tight.modeOf(Freshness.of(5, FreshnessUnit.MINUTE))).isEqualTo(RefreshMode.FULL);
        assertThat(tight.stops()).filteredOn(f -> tight.modeOf(f) == RefreshMode.FULL).allMatch(FreshnessScale::acceptedInFullMode)
                .extracting(Freshness::words).startsWith("1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes");
    }

    @Test
    void costIsPlainWords() {
        assertThat(scale.cost(Freshness.of(10, FreshnessUnit.SECOND)))
                .startsWith("An always-on streaming job with a checkpoint every 10 seconds");
        assertThat(scale.cost(Freshness.of(1, FreshnessUnit.HOUR))).startsWith("A batch refresh every 1 hour");
    }

    @Test
    void freshnessReadsFlinksStoredFormAndWritesSql() {
        Freshness f = Freshness.parse("30", "second");
        assertThat(f).isEqualTo(Freshness.of(30, FreshnessUnit.SECOND));
        assertThat(f.sql()).isEqualTo("INTERVAL '30' SECOND");
        assertThat(f.flinkText()).isEqualTo("30 SECOND");
        assertThat(Freshness.of(1, FreshnessUnit.DAY).words()).isEqualTo("1 day");
    }
}
