package io.freshet.backend.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** The gateway settings bind from {@code freshet.gateway.*}, and the token never shows in their text. */
class FreshetPropertiesTest {

    @Test
    void anExternalGatewaysTokenBindsAndStaysOutOfToString() {
        FreshetProperties properties = bind(Map.of("freshet.home", "/tmp/freshet",
                "freshet.gateway.url", "https://gateway.example:8443", "freshet.gateway.token", "proxy-secret"));

        assertThat(properties.gateway().url()).isEqualTo("https://gateway.example:8443");
        assertThat(properties.gateway().token()).isEqualTo("proxy-secret");
        assertThat(properties.embeddedGateway()).isFalse();
        assertThat(properties.toString()).contains("gateway.example").doesNotContain("proxy-secret");
    }

    @Test
    void withoutAUrlTheEmbeddedFlinkRunsAndNoTokenIsNeeded() {
        FreshetProperties properties = bind(Map.of("freshet.home", "/tmp/freshet", "freshet.gateway.url", ""));

        assertThat(properties.embeddedGateway()).isTrue();
        assertThat(properties.gateway().token()).isNull();
    }

    private static FreshetProperties bind(Map<String, String> values) {
        return new Binder(new MapConfigurationPropertySource(values)).bind("freshet", FreshetProperties.class).get();
    }
}
