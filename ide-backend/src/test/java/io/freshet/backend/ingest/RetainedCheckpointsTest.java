package io.freshet.backend.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Only a chk-N folder with its _metadata is a completed checkpoint; the highest N wins. */
class RetainedCheckpointsTest {

    private static final String JOB = "0123456789abcdef0123456789abcdef";

    @TempDir
    Path checkpoints;

    @Test
    void theLatestCompletedCheckpointIsTheHighestWithMetadata() throws IOException {
        completed(3);
        completed(12);
        Files.createDirectories(checkpoints.resolve(JOB).resolve("chk-13"));
        Files.createDirectories(checkpoints.resolve(JOB).resolve("shared"));
        assertThat(RetainedCheckpoints.latest(checkpoints, JOB)).hasValueSatisfying(c -> {
            assertThat(c.number()).isEqualTo(12);
            assertThat(c.path()).isEqualTo(checkpoints.resolve(JOB).resolve("chk-12").toAbsolutePath());
        });
    }

    @Test
    void aJobWithoutCompletedCheckpointsOrAForeignIdHasNone() throws IOException {
        Files.createDirectories(checkpoints.resolve(JOB).resolve("chk-1"));
        assertThat(RetainedCheckpoints.latest(checkpoints, JOB)).isEmpty();
        assertThat(RetainedCheckpoints.latest(checkpoints, "ffffffffffffffffffffffffffffffff")).isEmpty();
        assertThat(RetainedCheckpoints.latest(checkpoints, "../etc")).isEmpty();
        assertThat(RetainedCheckpoints.latest(checkpoints, null)).isEmpty();
    }

    private void completed(int n) throws IOException {
        Path folder = Files.createDirectories(checkpoints.resolve(JOB).resolve("chk-" + n));
        Files.writeString(folder.resolve("_metadata"), "x");
    }
}
