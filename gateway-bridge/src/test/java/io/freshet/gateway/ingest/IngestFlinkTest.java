package io.freshet.gateway.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IngestFlinkTest {

    @Test
    void aStartFailureNamesTheIngestionFlinkNotTheMainOne() {
        assertThat(IngestFlink.named("The embedded Flink did not start within 180 s. See the log: /h/log/flink.log"))
                .isEqualTo("The ingestion Flink (Flink 1.20 with Flink CDC) did not start within 180 s."
                        + " See the log: /h/log/flink.log");
        assertThat(IngestFlink.named("Java 11 at /usr/lib/jvm/x cannot run the embedded Flink 2.0: it needs Java 17"))
                .isEqualTo("Java 11 at /usr/lib/jvm/x cannot run the ingestion Flink (Flink 1.20 with Flink CDC):"
                        + " it needs Java 17");
        assertThat(IngestFlink.named("An embedded Flink from an earlier run (pid 42) still holds /h"))
                .isEqualTo("An ingestion Flink from an earlier run (pid 42) still holds /h");
    }
}
