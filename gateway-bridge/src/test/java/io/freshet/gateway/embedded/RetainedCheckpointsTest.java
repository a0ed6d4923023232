package io.freshet.gateway.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A job's latest checkpoint is the highest-numbered chk-N that has its _metadata: an unfinished one has none. */
class RetainedCheckpointsTest {

    private static final String JOB = "0123456789abcdef0123456789abcdef";

    @TempDir
    Path checkpoints;

    @Test
    void theHighestCompletedCheckpointWinsOverAnUnfinishedLaterOne() throws IOException {
        completed(2);
        completed(11);
        Files.createDirectories(checkpoints.resolve(JOB).resolve("chk-12"));
        Files.createDirectories(checkpoints.resolve(JOB).resolve("shared"));

        RetainedCheckpoints.Checkpoint latest = RetainedCheckpoints.latest(checkpoints, JOB).orElseThrow();

        assertThat(latest.id()).isEqualTo(11);
        assertThat(latest.directory()).isEqualTo(checkpoints.resolve(JOB).resolve("chk-11").toAbsolutePath());
        assertThat(latest.uri()).startsWith("file:///").endsWith("/" + JOB + "/chk-11");
    }

    @Test
    void aJobWithoutCheckpointsOrWithAMalformedIdHasNone() throws IOException {
        assertThat(RetainedCheckpoints.latest(checkpoints, JOB)).isEmpty();
        completed(1);
        assertThat(RetainedCheckpoints.latest(checkpoints, "../" + JOB)).isEmpty();
        assertThat(RetainedCheckpoints.latest(checkpoints, null)).isEmpty();
    }

    private void completed(int id) throws IOException {
        Path dir = Files.createDirectories(checkpoints.resolve(JOB).resolve("chk-" + id));
        Files.writeString(dir.resolve("_metadata"), "x");
    }
}
