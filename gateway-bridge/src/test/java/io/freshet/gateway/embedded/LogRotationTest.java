package io.freshet.gateway.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each start moves the previous log aside, newest at .1, and keeps only so many. */
class LogRotationTest {

    @TempDir
    Path dir;

    @Test
    void thePreviousLogBecomesDotOneAndOlderOnesMoveUp() throws IOException {
        Path log = dir.resolve("flink-gateway.log");
        Files.writeString(log, "start 1");
        LogRotation.rotate(log, 3);
        Files.writeString(log, "start 2");
        LogRotation.rotate(log, 3);

        assertThat(log).doesNotExist();
        assertThat(dir.resolve("flink-gateway.log.1")).hasContent("start 2");
        assertThat(dir.resolve("flink-gateway.log.2")).hasContent("start 1");
    }

    @Test
    void onlyTheKeptNumberOfOldLogsRemain() throws IOException {
        Path log = dir.resolve("flink-gateway.log");
        for (int start = 1; start <= 5; start++) {
            Files.writeString(log, "start " + start);
            LogRotation.rotate(log, 3);
        }

        assertThat(dir.resolve("flink-gateway.log.1")).hasContent("start 5");
        assertThat(dir.resolve("flink-gateway.log.3")).hasContent("start 3");
        assertThat(dir.resolve("flink-gateway.log.4")).doesNotExist();
    }

    @Test
    void aMissingOrEmptyLogLeavesTheOldOnesAlone() throws IOException {
        Path log = dir.resolve("flink-gateway.log");
        Files.writeString(dir.resolve("flink-gateway.log.1"), "kept");
        LogRotation.rotate(log, 3);
        Files.writeString(log, "");
        LogRotation.rotate(log, 3);

        assertThat(dir.resolve("flink-gateway.log.1")).hasContent("kept");
        assertThat(dir.resolve("flink-gateway.log.2")).doesNotExist();
    }
}
