package io.freshet.backend.status;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.status.ComponentStatus;
import io.freshet.ui.status.ComponentStatus.Health;
import io.freshet.ui.status.SystemStatus;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a non-admin gets of the status: state and version, no address, pid or path anywhere. */
class StatusRedactionTest {

    @Test
    void onlyStateAndVersionRemain() {
        Instant checked = Instant.parse("2026-12-04T10:00:00Z");
        SystemStatus full = new SystemStatus(List.of(
                new ComponentStatus("gateway", "Flink SQL Gateway", Health.UP, "http://127.0.0.1:41234", "2.0.0",
                        "Apache Flink: Embedded local Flink, pid 4242", "Log: /home/ann/.freshet/flink/log/flink-gateway.log"),
                new ComponentStatus("catalog", "Paimon catalog 'lakehouse'", Health.DOWN,
                        "file:///home/ann/.freshet/flink/warehouse", "", "Could not create the Paimon catalog", ""),
                new ComponentStatus("database", "Metadata database", Health.STARTING, "jdbc:h2:file:/home/ann/.freshet/db",
                        "H2 2.3.232", "Answering, schema version 12", "")), checked);

        SystemStatus shown = StatusRedaction.stateAndVersion(full);

        assertThat(shown.checkedAt()).isEqualTo(checked);
        assertThat(shown.components()).extracting(ComponentStatus::id, ComponentStatus::health, ComponentStatus::version)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("gateway", Health.UP, "2.0.0"),
                        org.assertj.core.groups.Tuple.tuple("catalog", Health.DOWN, ""),
                        org.assertj.core.groups.Tuple.tuple("database", Health.STARTING, "H2 2.3.232"));
        assertThat(shown.components()).allSatisfy(c -> {
            assertThat(c.target()).isEmpty();
            assertThat(c.hint()).isEmpty();
            assertThat(c.detail()).doesNotContain("/home").doesNotContain("pid").doesNotContain("127.0.0.1");
        });
        assertThat(shown.component("catalog").orElseThrow().detail()).contains("administrator");
    }
}
