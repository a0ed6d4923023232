package io.freshet.gateway.embedded.server.fsguard;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.FileSystem.WriteMode;
import org.apache.flink.core.fs.Path;
import org.apache.flink.core.fs.local.LocalFileSystem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every path-taking operation of the guarded local file system, and how Flink picks it for {@code file}. */
class GuardedLocalFileSystemTest {

    private static final String REFUSED = "outside the directories Freshet's embedded Flink may use";

    @TempDir
    java.nio.file.Path tmp;

    private java.nio.file.Path warehouse;
    private java.nio.file.Path secret;
    private GuardedLocalFileSystem fs;

    @BeforeEach
    void layout() throws IOException {
        warehouse = Files.createDirectories(tmp.resolve("home/flink/warehouse"));
        secret = Files.writeString(tmp.resolve("home/secret.key"), "k");
        Files.writeString(warehouse.resolve("inside.txt"), "data");
        fs = new GuardedLocalFileSystem(new AllowedRoots(List.of(warehouse)));
    }

    @AfterEach
    void resetFlinkFileSystems() {
        // FileSystem's factories are JVM-wide: leave them as an unconfigured JVM has them
        FileSystem.initialize(new Configuration(), null);
    }

    @Test
    void insideTheRootsEverythingWorks() throws IOException {
        Path dir = path(warehouse.resolve("t"));
        assertThat(fs.mkdirs(dir)).isTrue();
        try (var out = fs.create(new Path(dir, "f"), WriteMode.NO_OVERWRITE)) {
            out.write("x".getBytes(StandardCharsets.UTF_8));
        }
        assertThat(fs.rename(new Path(dir, "f"), new Path(dir, "g"))).isTrue();
        assertThat(fs.listStatus(dir)).hasSize(1);
        try (var in = fs.open(path(warehouse.resolve("inside.txt")))) {
            assertThat(in.read()).isEqualTo('d');
        }
        assertThat(fs.exists(new Path(dir, "g"))).isTrue();
        assertThat(fs.delete(dir, true)).isTrue();
    }

    @Test
    void everyOperationRefusesAPathOutside() {
        Path outside = path(secret);
        Path climbed = new Path(path(warehouse) + "/../../secret.key");
        Path inside = path(warehouse.resolve("inside.txt"));

        for (Path target : List.of(outside, climbed)) {
            assertRefused(() -> fs.open(target));
            assertRefused(() -> fs.open(target, 4096));
            assertRefused(() -> fs.getFileStatus(target));
            assertRefused(() -> fs.exists(target));
            assertRefused(() -> fs.listStatus(target.getParent()));
            assertRefused(() -> fs.delete(target, false));
            assertRefused(() -> fs.mkdirs(new Path(target.getParent(), "planted")));
            assertRefused(() -> fs.create(target, WriteMode.OVERWRITE));
            assertRefused(() -> fs.rename(inside, target));
            assertRefused(() -> fs.rename(target, inside));
            assertRefused(() -> fs.createRecoverableWriter().open(target));
        }
        assertThat(secret).hasContent("k");
        assertThat(warehouse.resolve("inside.txt")).exists();
    }

    @Test
    void aRelativePathResolvesAgainstTheWorkingDirectoryAndIsJudgedThere() {
        assertRefused(() -> fs.open(new Path("relative.txt")));
    }

    @Test
    void withoutRootsTheFactoryHandsOutFlinksOwnLocalFileSystem() throws IOException {
        GuardedLocalFileSystemFactory factory = new GuardedLocalFileSystemFactory();
        assertThat(factory.getScheme()).isEqualTo("file");
        assertThat(factory.create(URI.create("file:///"))).isSameAs(LocalFileSystem.getSharedInstance());

        factory.configure(new Configuration());
        assertThat(factory.create(URI.create("file:///"))).isSameAs(LocalFileSystem.getSharedInstance());
    }

    @Test
    void flinkPicksTheGuardForTheFileSchemeOnceRootsAreConfigured() throws IOException {
        Configuration config = new Configuration();
        config.setString(AllowedRoots.CONFIG_KEY, AllowedRoots.encode(List.of(warehouse)));

        LocalFsGuard.install(config);

        FileSystem local = FileSystem.get(URI.create("file:///"));
        assertThat(local).isInstanceOf(GuardedLocalFileSystem.class).isInstanceOf(LocalFileSystem.class);
        assertThatThrownBy(() -> new Path(secret.toUri()).getFileSystem().open(new Path(secret.toUri())))
                .hasMessageContaining(REFUSED);
        assertThatThrownBy(() -> FileSystem.get(URI.create("/etc/passwd")).open(new Path("/etc/passwd")))
                .hasMessageContaining(REFUSED);
    }

    @Test
    void flinkWithoutRootsKeepsThePlainLocalFileSystem() throws IOException {
        LocalFsGuard.install(new Configuration());

        assertThat(FileSystem.get(URI.create("file:///"))).isSameAs(LocalFileSystem.getSharedInstance());
    }

    private static Path path(java.nio.file.Path path) {
        return new Path(path.toUri());
    }

    private static void assertRefused(ThrowingCall call) {
        assertThatThrownBy(call::run).isInstanceOf(IOException.class).hasMessageContaining(REFUSED)
                .hasMessageStartingWith("Access to ");
    }

    @FunctionalInterface
    private interface ThrowingCall {
        void run() throws IOException;
    }
}
