package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.freshet.gateway.flink.CheckpointCycle;
import io.freshet.ui.ingest.OdsLatency;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class OdsLatencyEstimateTest {

    @Test
    void aChangeWaitsForItsEmissionThenHalfOrAllOfTheIntervalThenTheCheckpoint() {
        OdsLatency l = OdsLatencyEstimate.of(0.4, new CheckpointCycle(Duration.ofSeconds(10), Duration.ofMillis(600)));

        assertThat(l.typicalSeconds()).isCloseTo(0.4 + 5 + 0.6, within(1e-9));
        assertThat(l.worstSeconds()).isCloseTo(0.4 + 10 + 0.6, within(1e-9));
    }

    @Test
    void noChangeYetAndNoCompletedCheckpointYetCountAsNothingAndAnUnknownCycleAsUnknown() {
        OdsLatency l = OdsLatencyEstimate.of(null, new CheckpointCycle(Duration.ofSeconds(2), null));

        assertThat(l).isEqualTo(new OdsLatency(1.0, 2.0));
        assertThat(OdsLatencyEstimate.of(-3.0, new CheckpointCycle(Duration.ofSeconds(2), null)))
                .as("an undefined lag (Flink reports negative numbers) counts as none").isEqualTo(l);
        assertThat(OdsLatencyEstimate.of(1.0, null)).isNull();
    }
}
