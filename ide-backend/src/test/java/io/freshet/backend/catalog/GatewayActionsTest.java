package io.freshet.backend.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.catalog.FreshnessScale;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Reading the freshness threshold as Flink's configuration writes durations. */
class GatewayActionsTest {

    @Test
    void readsFlinkDurationForms() {
        assertThat(GatewayActions.parseDuration("30 min")).isEqualTo(Duration.ofMinutes(30));
        assertThat(GatewayActions.parseDuration("1h")).isEqualTo(Duration.ofHours(1));
        assertThat(GatewayActions.parseDuration("90 s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(GatewayActions.parseDuration("1800000")).isEqualTo(Duration.ofMinutes(30));
        assertThat(GatewayActions.parseDuration("PT30M")).isEqualTo(FreshnessScale.DEFAULT_THRESHOLD);
        assertThat(GatewayActions.parseDuration("PT10S")).isEqualTo(Duration.ofSeconds(10));
        assertThat(GatewayActions.parseDuration("20 secs")).isEqualTo(Duration.ofSeconds(20));
        assertThat(GatewayActions.parseDuration("2 mins")).isEqualTo(Duration.ofMinutes(2));
        assertThat(GatewayActions.parseDuration("500 millis")).isEqualTo(Duration.ofMillis(500));
    }

    @Test
    void aNumberTooLongForALongIsNoNumberFormatError() {
        assertThat(GatewayActions.parseDuration("99999999999999999999999 min")).isGreaterThan(Duration.ofDays(365));
        assertThat(GatewayActions.parseDuration("soon")).isEqualTo(FreshnessScale.DEFAULT_THRESHOLD);
    }
}
