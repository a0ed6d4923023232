package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.secrets.SecretCipher;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.Ports;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The production profile refuses to start without a secret key from the environment, and starts with one. */
class ProductionProfileAppIT {

    @TempDir
    Path root;

    private final List<String> args = List.of("--spring.profiles.active=prod",
            "--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort());

    @Test
    void refusesToStartWithoutAKey() {
        assertThatThrownBy(() -> FreshetProcess.start(root.resolve("home"), args, Map.of("FRESHET_SECRET_KEY", "")))
                .hasMessageContaining("requires the environment variable FRESHET_SECRET_KEY");
        assertThat(Files.exists(root.resolve("home/secret.key"))).as("no key file fallback in production").isFalse();
    }

    @Test
    void startsWithAKeyAndNeverPrintsIt() throws Exception {
        String key = SecretCipher.newKey();
        Path home = root.resolve("home");
        try (FreshetProcess app = FreshetProcess.start(home, args, Map.of("FRESHET_SECRET_KEY", key))) {
            assertThat(app.console()).doesNotContain(key);
            assertThat(Files.readString(home.resolve("log/freshet.log"))).doesNotContain(key);
        }
    }
}
