package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IngestionMetricsParsingTest {

    @Test
    void theSourcesRatesAreSummedAndOtherMetricsIgnored() {
        java.util.Map<String, Double> sums = java.util.Map.of("Source__src_orders[1].numRecordsOutPerSecond", 3.0,
                "Source__src_users[3].numRecordsOutPerSecond", 0.5, "Writer_orders.numRecordsOutPerSecond", 99.0,
                "Source__src_users[3].numRecordsOut", 1234.0);
        assertThat(SourceRates.sum(sums)).isEqualTo(3.5);
        assertThat(SourceRates.sum(java.util.Map.of())).isNull();
    }
}
