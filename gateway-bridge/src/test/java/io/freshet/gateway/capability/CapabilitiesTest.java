package io.freshet.gateway.capability;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which statements each Flink version offers, and what users are told about the missing ones. */
class CapabilitiesTest {

    @Test
    void versionsParseAndCompare() {
        assertThat(FlinkVersion.parse("2.0.0")).isEqualTo(new FlinkVersion(2, 0, 0));
        assertThat(FlinkVersion.parse("2.2-SNAPSHOT")).isEqualTo(new FlinkVersion(2, 2, 0));
        assertThat(FlinkVersion.parse("1.20.1").isAtLeast(FlinkVersion.parse("2.0.0"))).isFalse();
        assertThat(FlinkVersion.parse("2.10.0").isAtLeast(FlinkVersion.parse("2.3.0"))).isTrue();
        assertThatThrownBy(() -> FlinkVersion.parse("unknown")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void flink20HasMaterializedTablesButNoShowOrCreateOrAlter() {
        Capabilities flink20 = Capabilities.of(FlinkVersion.parse("2.0.0"));

        assertThat(flink20.supported()).containsExactlyInAnyOrder(Capability.MATERIALIZED_TABLES,
                Capability.REFRESH_ENDPOINT);
        assertThat(flink20.explainAbsence(Capability.SHOW_MATERIALIZED_TABLES)).contains(
                "SHOW MATERIALIZED TABLES needs Flink 2.2 or newer; the connected SQL Gateway runs Flink 2.0.0."
                        + " Freshet finds materialized tables through their table options instead.");
        assertThat(flink20.explainAbsence(Capability.MATERIALIZED_TABLES)).isEmpty();
    }

    @Test
    void newerGatewaysUnlockTheirStatements() {
        assertThat(Capabilities.of(FlinkVersion.parse("2.2.0")).supported())
                .contains(Capability.SHOW_MATERIALIZED_TABLES, Capability.SHOW_CREATE_MATERIALIZED_TABLE)
                .doesNotContain(Capability.CREATE_OR_ALTER_MATERIALIZED_TABLE);
        assertThat(Capabilities.of(FlinkVersion.parse("2.3.0")).supported()).containsExactlyInAnyOrder(Capability.values());
        assertThat(Capabilities.of(FlinkVersion.parse("1.19.1")).supported()).isEmpty();
    }

    @Test
    void requireFailsWithTheExplanation() {
        Capabilities flink20 = Capabilities.of(FlinkVersion.parse("2.0.0"));

        assertThatThrownBy(() -> flink20.require(Capability.CREATE_OR_ALTER_MATERIALIZED_TABLE))
                .isInstanceOfSatisfying(GatewayException.class, e -> {
                    assertThat(e.kind()).isEqualTo(GatewayException.Kind.UNSUPPORTED);
                    assertThat(e.userMessage()).startsWith("CREATE OR ALTER MATERIALIZED TABLE needs Flink 2.3");
                });
    }
}
