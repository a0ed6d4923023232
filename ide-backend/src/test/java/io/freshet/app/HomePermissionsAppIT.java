package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.testing.FreshetProcess;
import io.freshet.testing.Ports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged IDE keeps its home to its OS user: directories 0700, the H2 files (password hashes) 0600,
 * on a first start and on an existing install whose files were made with a 0022 umask. And it does not
 * start the embedded Flink over a warehouse that would hold the IDE's own files.
 */
class HomePermissionsAppIT {

    @TempDir
    Path root;

    private final List<String> noFlink = List.of("--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort());

    @Test
    void aFirstStartMakesEverythingOwnerOnly() throws Exception {
        Path home = root.resolve("home");
        try (FreshetProcess app = FreshetProcess.start(home, noFlink)) {
            assertOwnerOnly(home);
        }
    }

    @Test
    void anExistingInstallMadeWithTheUmaskIsTightened() throws Exception {
        Path home = root.resolve("home");
        try (FreshetProcess first = FreshetProcess.start(home, noFlink)) {
            assertThat(first.adminPassword()).isNotBlank();
        }
        // what releases before this one left behind: 0755 directories, 0644 database files
        try (Stream<Path> all = Files.walk(home)) {
            for (Path path : all.toList()) {
                Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(
                        Files.isDirectory(path) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }

        try (FreshetProcess second = FreshetProcess.start(home, noFlink)) {
            assertOwnerOnly(home);
            assertThat(second.adminPassword()).as("data kept").isNotBlank();
        }
    }

    @Test
    void aWarehouseOverTheHomeKeepsTheEmbeddedFlinkFromStarting() throws Exception {
        Path home = root.resolve("home");
        try (FreshetProcess app = FreshetProcess.start(home, List.of("--freshet.catalog.warehouse=file://" + home))) {
            Path log = home.resolve("log/freshet.log");
            String text = awaitLogLine(log, "The embedded Flink was not started");
            assertThat(text).contains("overlaps Freshet's database (" + home.resolve("db") + ")");
            assertThat(home.resolve("flink")).doesNotExist();
        }
    }

    private static void assertOwnerOnly(Path home) throws IOException {
        for (Path dir : List.of(home, home.resolve("db"), home.resolve("results"), home.resolve("log"))) {
            assertThat(mode(dir)).as(dir.toString()).isEqualTo("rwx------");
        }
        try (Stream<Path> dbFiles = Files.list(home.resolve("db"))) {
            List<Path> files = dbFiles.filter(Files::isRegularFile).toList();
            assertThat(files).extracting(p -> p.getFileName().toString()).contains("freshet.mv.db");
            for (Path file : files) {
                assertThat(mode(file)).as(file.toString()).isEqualTo("rw-------");
            }
        }
        assertThat(mode(home.resolve("secret.key"))).isEqualTo("rw-------");
        assertThat(mode(home.resolve("initial-admin-password"))).isEqualTo("rw-------");
    }

    private static String awaitLogLine(Path log, String needle) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(log)) {
                String text = Files.readString(log);
                if (text.contains(needle)) {
                    return text;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no '" + needle + "' in " + log);
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }
}
