package io.freshet.gateway.ingest;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Nothing starts before the first get(); a failed start leaves nothing running; a closed launcher refuses. */
class OnDemandIngestFlinkTest {

    @TempDir
    Path dir;

    @Test
    void nothingRunsUntilAskedAndAFailedStartLeavesNothingBehind() {
        OnDemandIngestFlink launcher = new OnDemandIngestFlink(IngestFlinkSettings.defaults(dir.resolve("ingest"),
                dir.resolve("no-ingest-lib"), dir.resolve("no-embedded-lib"), dir.resolve("warehouse")));

        assertThat(launcher.ifRunning()).isEmpty();
        GatewayException error = catchThrowableOfType(GatewayException.class, launcher::get);

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        assertThat(error.userMessage()).contains("no-ingest-lib does not exist");
        assertThat(launcher.ifRunning()).isEmpty();
    }

    @Test
    void aClosedLauncherStartsNothing() {
        OnDemandIngestFlink launcher = new OnDemandIngestFlink(IngestFlinkSettings.defaults(dir.resolve("ingest"),
                dir.resolve("lib"), dir.resolve("lib"), dir.resolve("warehouse")));
        launcher.close();

        assertThatThrownBy(launcher::get).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }
}
