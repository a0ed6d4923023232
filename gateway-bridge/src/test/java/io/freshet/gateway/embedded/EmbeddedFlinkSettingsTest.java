package io.freshet.gateway.embedded;

import io.freshet.gateway.embedded.server.sandbox.AllowedHosts;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Extra Flink options in the launch settings, and the constructor callers already use. */
class EmbeddedFlinkSettingsTest {

    private final EmbeddedFlinkSettings defaults = EmbeddedFlinkSettings.defaults(Path.of("home"), Path.of("lib"));

    @Test
    void theEightArgumentConstructorHasNoExtraOptions() {
        EmbeddedFlinkSettings settings = new EmbeddedFlinkSettings(Path.of("home"), Path.of("lib"), Path.of("java"),
                "127.0.0.1", 0, 0, Duration.ofSeconds(5), "1g");

        assertThat(settings.extraConfig()).isEmpty();
    }

    @Test
    void extraOptionsAreCopiedAndSurviveOtherChanges() {
        Map<String, String> extra = new HashMap<>(Map.of("sql-gateway.session.idle-timeout", "3 s"));
        EmbeddedFlinkSettings settings = defaults.withExtraConfig(extra).withPorts(8083, 8081);
        extra.put("later", "ignored");

        assertThat(settings.extraConfig()).containsExactly(Map.entry("sql-gateway.session.idle-timeout", "3 s"));
        assertThat(settings.gatewayPort()).isEqualTo(8083);
        assertThat(settings.withStartTimeout(Duration.ofSeconds(1)).extraConfig()).isEqualTo(settings.extraConfig());
    }

    @Test
    void nicenessStaysInTheRangeTheOsKnowsAndSurvivesOtherChanges() {
        assertThat(defaults.niceness()).isZero();
        assertThat(defaults.withNiceness(10).withPorts(1, 2).withRunAs("none").withExtraConfig(Map.of()).niceness())
                .isEqualTo(10);
        assertThatThrownBy(() -> defaults.withNiceness(EmbeddedFlinkSettings.MAX_NICENESS + 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("niceness");
        assertThatThrownBy(() -> defaults.withNiceness(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void connectionRulesBecomeChildOptionsAndAreCheckedFirst() {
        EmbeddedFlinkSettings settings = defaults.withExtraConfig(Map.of("a", "b"))
                .withConnections(" 127.0.0.1:9092 ", "listed");

        assertThat(settings.extraConfig()).containsEntry("a", "b")
                .containsEntry(AllowedHosts.CONFIG_KEY, "127.0.0.1:9092").containsEntry(AllowedHosts.REMOTE_KEY, "listed");
        assertThat(defaults.withConnections("", null).extraConfig()).isEmpty();
        assertThatThrownBy(() -> defaults.withConnections("kafka", null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(AllowedHosts.CONFIG_KEY);
    }
}
