package io.freshet.gateway.embedded;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** A child that writes a class-data archive at exit: its archive is cached once a wait for its end returns. */
class ArchivingProcessTest {

    @TempDir
    Path dir;

    @AfterEach
    void defaultCache() {
        System.clearProperty(ClassDataArchive.SETTING);
    }

    @Test
    void theArchiveIsInTheCacheWhenTheWaitForTheChildReturns() throws Exception {
        Path cache = dir.resolve("cache");
        System.setProperty(ClassDataArchive.SETTING, cache.toString());
        Path childTmp = Files.createDirectories(dir.resolve("tmp"));
        Path written = childTmp.resolve("flink-0123.jsa.part");
        List<String> command = List.of("sh", "-c", "printf archive > \"${0#" + ClassDataArchive.WRITE_FLAG + "}\"",
                ClassDataArchive.WRITE_FLAG + written);

        Process process = ArchivingProcess.of(new ProcessBuilder(command).start(), command, childTmp);

        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(cache.resolve("flink-0123-7.jsa")).hasContent("archive");
        assertThat(written).doesNotExist();
        assertThat(process.onExit().get(30, TimeUnit.SECONDS)).isSameAs(process);
    }

    @Test
    void aChildThatWritesNoArchiveIsReturnedAsItIs() throws IOException, InterruptedException {
        Process plain = new ProcessBuilder("true").start();

        assertThat(ArchivingProcess.of(plain, List.of("true"), dir)).isSameAs(plain);
        plain.waitFor();
    }
}
