package io.freshet.gateway.cluster;

import io.freshet.gateway.embedded.ChildCommand;
import io.freshet.gateway.embedded.ChildFiles;
import io.freshet.gateway.embedded.ChildFiles.Entry;
import io.freshet.gateway.embedded.ChildFiles.Grant;
import io.freshet.gateway.embedded.ChildIdentity;
import io.freshet.gateway.embedded.ChildUser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The cluster's processes under their own OS user: the real command lines, the ownership plan and its application. */
class ClusterSeparationTest {

    private static final ChildUser NOBODY = new ChildUser("nobody", 65534, 65534);
    private static final Path JAVA = Path.of("/jdk/bin/java");
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final String SECRET = "ide-secret-7f3a";

    @TempDir
    Path dir;

    @Test
    void everyProcessStartsThroughSetprivAsTheUserAndNothingElseChanges() {
        ClusterLayout layout = new ClusterLayout(dir.resolve("cluster"));
        List<Path> jars = List.of(Path.of("/lib/flink-dist.jar"), Path.of("/lib/freshet-embedded.jar"));
        ClusterCommands own = new ClusterCommands(JAVA, jars, layout, Optional.empty(), SETPRIV);
        ClusterCommands separated = new ClusterCommands(JAVA, jars, layout, Optional.of(NOBODY), SETPRIV);
        Map<String, Function<ClusterCommands, List<String>>> processes = Map.of(
                "s3proxy", c -> c.objectStore(Path.of("/cluster/s3proxy.jar"), Path.of("/lib/freshet-embedded.jar")),
                "jobmanager", ClusterCommands::jobManager,
                "taskmanager-1", c -> c.taskManager("taskmanager-1"),
                "gateway", ClusterCommands::gateway);

        processes.forEach((name, command) -> {
            List<String> plain = command.apply(own);
            List<String> asUser = command.apply(separated);
            assertThat(plain.get(0)).as(name).isEqualTo(JAVA.toString());
            assertThat(asUser.subList(0, 6)).as(name).containsExactly(SETPRIV.toString(), "--reuid=65534",
                    "--regid=65534", "--clear-groups", "--no-new-privs", "--");
            assertThat(asUser.subList(6, asUser.size())).as(name).isEqualTo(plain);
        });
    }

    @Test
    void theProcessesOwnTheirDataAndOnlyPassTheLaunchersDirectories() {
        ClusterLayout layout = new ClusterLayout(dir.resolve("cluster"));

        List<Entry> plan = ClusterSeparation.plan(layout);

        assertThat(plan).filteredOn(e -> e.grant() == Grant.PASSAGE).extracting(Entry::path)
                .containsExactly(layout.home(), layout.confDir());
        assertThat(plan).filteredOn(e -> e.grant() == Grant.TREE).extracting(Entry::path)
                .containsExactlyInAnyOrder(layout.objectStoreData(), layout.catalogStore(), layout.tmpDir(),
                        layout.logDir());
        assertThat(plan).filteredOn(e -> e.grant() == Grant.FILE).extracting(Entry::path)
                .containsExactlyInAnyOrder(layout.flinkConfigFile(), layout.objectStoreProperties());
        assertThat(plan).extracting(Entry::path).doesNotContain(layout.objectStoreAccessFile(), layout.launcherLock(),
                layout.stateFile(), layout.pluginsDir());
    }

    @Test
    void aStartHandsTheHomeOverAndKeepsTheLaunchersFilesAndThePluginItsOwn() throws IOException {
        assumeTrue(ChildUser.processIsRoot(), "changing owners needs root");
        ClusterSettings settings = settings();
        ClusterLayout layout = new ClusterLayout(settings.home());

        start(settings, layout);

        assertThat(mode(layout.home())).isEqualTo("rwx--x--x");
        assertThat(mode(layout.confDir())).isEqualTo("rwx--x--x");
        for (Path launchers : List.of(layout.home(), layout.confDir(), layout.objectStoreAccessFile(),
                layout.pluginsDir())) {
            assertThat(ChildFiles.ownedBy(launchers, NOBODY)).as(launchers.toString()).isFalse();
        }
        assertThat(mode(layout.objectStoreAccessFile())).isEqualTo("rw-------");
        for (Path file : List.of(layout.flinkConfigFile(), layout.objectStoreProperties())) {
            assertThat(ChildFiles.ownedBy(file, NOBODY)).as(file.toString()).isTrue();
            assertThat(mode(file)).as(file.toString()).isEqualTo("rw-------");
        }
        for (Path tree : List.of(layout.objectStoreData(), layout.catalogStore(), layout.tmpDir(), layout.logDir())) {
            assertThat(ChildFiles.ownedBy(tree, NOBODY)).as(tree.toString()).isTrue();
            assertThat(mode(tree)).as(tree.toString()).isEqualTo("rwx------");
        }
        Path keep = layout.warehouseData().resolve("default.db").resolve(ClusterFiles.KEEP_FILE);
        assertThat(ChildFiles.ownedBy(keep, NOBODY)).isTrue();
        Path plugin = layout.pluginsDir().resolve("s3").resolve("flink-s3-fs-hadoop.jar");
        assertThat(mode(layout.pluginsDir().resolve("s3"))).isEqualTo("rwxr-xr-x");
        assertThat(mode(plugin)).isEqualTo("rw-r--r--");
        assertThat(ChildFiles.ownedBy(plugin, NOBODY)).isFalse();

        // a later start into a home already handed over: what the launcher makes there again is handed over too
        deleteTree(layout.warehouseData().resolve("default.db"));
        start(settings, layout);
        assertThat(ChildFiles.ownedBy(keep.getParent(), NOBODY)).isTrue();
        assertThat(ChildFiles.ownedBy(keep, NOBODY)).isTrue();
        ClusterFiles.keepDatabase(layout, "dwd", Optional.of(NOBODY));
        assertThat(ChildFiles.ownedBy(layout.warehouseData().resolve("dwd.db").resolve(ClusterFiles.KEEP_FILE),
                NOBODY)).isTrue();
    }

    @Test
    void aKeptDatabaseIsAPlainNameAndNoLinkIsFollowed() throws IOException {
        ClusterLayout layout = new ClusterLayout(dir.resolve("cluster"));
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.createDirectories(layout.warehouseData());
        Files.createSymbolicLink(layout.warehouseData().resolve("planted.db"), outside);

        assertThatThrownBy(() -> ClusterFiles.keepDatabase(layout, "../x", Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClusterFiles.keepDatabase(layout, "planted", Optional.empty()))
                .isInstanceOf(IOException.class).hasMessageContaining("symbolic link");
        assertThat(outside).isEmptyDirectory();
        assertThat(layout.warehouseData().resolveSibling("x.db")).doesNotExist();
    }

    /**
     * The real command line, started the way the cluster starts it, with a stand-in for the JVM that reports who it
     * runs as and tries to read an owner-only file of the IDE's home (laid out as beside a separated embedded Flink).
     */
    @Test
    void theCommandRunsAsTheUserWhoCannotReadTheIdesOwnerOnlyFiles() throws Exception {
        assumeTrue(ChildUser.processIsRoot(), "only root can start a process as another user");
        assumeTrue(ChildIdentity.setpriv().isPresent(), "setpriv (util-linux) is needed");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        Path ideHome = Files.createDirectories(dir.resolve("freshet"));
        Files.setPosixFilePermissions(ideHome, PosixFilePermissions.fromString("rwx--x--x"));
        Path secret = Files.writeString(ideHome.resolve("secret.key"), SECRET);
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
        Path fakeJava = Files.writeString(dir.resolve("java"), "#!/bin/sh\n"
                + "echo \"uid=$(id -u) gid=$(id -g) groups=$(id -G)\"\n"
                + "cat \"$SECRET_FILE\"\nexit 0\n");
        Files.setPosixFilePermissions(fakeJava, PosixFilePermissions.fromString("rwxr-xr-x"));
        ClusterLayout layout = new ClusterLayout(dir.resolve("cluster"));
        Files.createDirectories(layout.logDir());
        ClusterCommands commands = new ClusterCommands(fakeJava, List.of(), layout, Optional.of(NOBODY),
                ChildIdentity.setpriv().orElseThrow());

        Process process = ChildCommand.start(commands.taskManager("taskmanager-1"), layout.home().getParent(),
                layout.outFile("taskmanager-1"), Map.of("SECRET_FILE", secret.toString()));

        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(Files.readString(layout.outFile("taskmanager-1"), StandardCharsets.UTF_8))
                .contains("uid=65534 gid=65534 groups=65534").contains("Permission denied").doesNotContain(SECRET);
    }

    private ClusterSettings settings() throws IOException {
        Path clusterJars = dir.resolve("cluster-jars");
        Files.createDirectories(clusterJars.resolve("plugins").resolve("s3"));
        Files.writeString(clusterJars.resolve("plugins").resolve("s3").resolve("flink-s3-fs-hadoop.jar"), "jar");
        return new ClusterSettings(dir.resolve("cluster"), dir.resolve("lib"), clusterJars, dir.resolve("jdk"),
                "127.0.0.1", 2, 4, Duration.ofSeconds(1), "");
    }

    /** What a start does to the home before it launches anything. */
    private static void start(ClusterSettings settings, ClusterLayout layout) {
        ClusterFiles.createHome(layout.home());
        ObjectStore store = ObjectStore.withNewCredentials(URI.create("http://127.0.0.1:9000"), ClusterLayout.BUCKET);
        ClusterFiles.prepare(settings, layout, Map.of("rest.port", "9002"), store, Optional.of(NOBODY));
        ClusterSeparation.handOver(layout, NOBODY);
    }

    private static String mode(Path path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
