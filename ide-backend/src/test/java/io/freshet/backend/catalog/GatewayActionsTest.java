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
    }
}
