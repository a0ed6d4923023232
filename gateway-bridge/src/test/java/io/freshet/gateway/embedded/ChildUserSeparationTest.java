package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.ChildAccess.FileMode;
import io.freshet.gateway.embedded.ChildFiles.Entry;
import io.freshet.gateway.embedded.ChildFiles.Grant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The child under its own OS user: the setting's values, the command, the permission plan and its application. */
class ChildUserSeparationTest {

    private static final ChildUser NOBODY = new ChildUser("nobody", 65534, 65534);

    @TempDir
    Path dir;

    @Test
    void theSettingIsOffWithNoneAndStrictOnlyWhenItNamesAUser() {
        assertThat(ChildUser.isOff(" None ")).isTrue();
        assertThat(ChildUser.isOff("")).isFalse();
        assertThat(ChildUser.isExplicit(null)).isFalse();
        assertThat(ChildUser.isExplicit(" ")).isFalse();
        assertThat(ChildUser.isExplicit("none")).isFalse();
        assertThat(ChildUser.isExplicit("flink")).isTrue();
        assertThatThrownBy(() -> new ChildUser("root", 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aNameThatIsNoUserNameIsRefusedBeforeAnythingRuns() {
        assertThatThrownBy(() -> ChildUser.lookup("-u root")).isInstanceOf(GatewayException.class)
                .hasMessageContaining(ChildUser.SETTING);
        assertThatThrownBy(() -> ChildUser.lookup("no-such-user-freshet")).isInstanceOf(GatewayException.class)
                .hasMessageContaining("no such user").hasMessageContaining(ChildUser.SETTING);
    }

    @Test
    void theCommandStartsTheJvmThroughSetprivWithoutGroupsOrNewPrivileges() {
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(dir);
        List<String> plain = ChildCommand.of(Path.of("/jdk/bin/java"), List.of(Path.of("a.jar")), "1g", layout);
        List<String> separated = ChildCommand.of(Path.of("/jdk/bin/java"), List.of(Path.of("a.jar")), "1g", layout,
                Optional.of(NOBODY), Path.of("/usr/bin/setpriv"));

        assertThat(plain.get(0)).isEqualTo("/jdk/bin/java");
        assertThat(separated.subList(0, 6)).containsExactly("/usr/bin/setpriv", "--reuid=65534", "--regid=65534",
                "--clear-groups", "--no-new-privs", "--");
        assertThat(separated.subList(6, separated.size())).isEqualTo(plain);
    }

    @Test
    void theChildOwnsItsDataAndLogAndOnlyPassesTheLaunchersDirectories() {
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(dir.resolve("flink"));
        Path warehouse = dir.resolve("elsewhere");

        List<Entry> plan = ChildFiles.plan(layout, List.of(warehouse));

        assertThat(plan).filteredOn(e -> e.grant() == Grant.PASSAGE).extracting(Entry::path)
                .containsExactly(layout.home(), layout.confDir());
        assertThat(plan).filteredOn(e -> e.grant() == Grant.TREE).extracting(Entry::path)
                .containsExactlyInAnyOrder(layout.warehouse(), layout.catalogStore(), layout.checkpoints(),
                        layout.savepoints(), layout.tmpDir(), layout.logDir(), warehouse);
        assertThat(plan).filteredOn(e -> e.grant() == Grant.FILE).extracting(Entry::path)
                .containsExactly(layout.flinkConfigFile(), layout.restTokenFile(), layout.childLock());
        assertThat(plan).extracting(Entry::path).doesNotContain(layout.launcherLock());
    }

    @Test
    void modesAreJudgedAsTheKernelDoesWithoutSupplementaryGroups() {
        assertThat(new FileMode(0, 0, 0700).permits(NOBODY, ChildAccess.EXECUTE)).isFalse();
        assertThat(new FileMode(0, 0, 0711).permits(NOBODY, ChildAccess.EXECUTE)).isTrue();
        assertThat(new FileMode(0, 0, 0711).permits(NOBODY, ChildAccess.READ)).isFalse();
        assertThat(new FileMode(0, 65534, 0750).permits(NOBODY, ChildAccess.READ | ChildAccess.EXECUTE)).isTrue();
        // the owner's bits count for the owner, even when others have more
        assertThat(new FileMode(65534, 0, 0077).permits(NOBODY, ChildAccess.READ)).isFalse();
    }

    @Test
    void anExistingHomeIsHandedOverWithoutLosingDataAndSecretsBesideItStayClosed() throws IOException {
        assumeTrue(ChildUser.processIsRoot(), "changing owners needs root");
        Path secret = Files.writeString(dir.resolve("secret.key"), "key");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(dir.resolve("flink"));
        Path table = Files.createDirectories(layout.warehouse().resolve("db.db/t/bucket-0"));
        Files.writeString(table.resolve("data-0.parquet"), "rows");
        Files.createDirectories(layout.confDir());
        Files.writeString(layout.flinkConfigFile(), "a=b");
        Files.createSymbolicLink(layout.warehouse().resolve("link"), secret);

        ChildFiles.handOver(layout, List.of(), NOBODY);

        assertThat(ChildFiles.ownedBy(table.resolve("data-0.parquet"), NOBODY)).isTrue();
        assertThat(Files.readString(table.resolve("data-0.parquet"))).isEqualTo("rows");
        assertThat(ChildFiles.ownedBy(layout.flinkConfigFile(), NOBODY)).isTrue();
        assertThat(ChildFiles.ownedBy(layout.logDir(), NOBODY)).isTrue();
        assertThat(ChildFiles.ownedBy(layout.confDir(), NOBODY)).isFalse();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(layout.confDir()))).isEqualTo("rwx--x--x");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(layout.warehouse())))
                .isEqualTo("rwx------");
        // a link is handed over itself, never what it points to
        assertThat(ChildFiles.ownedBy(secret, NOBODY)).isFalse();
        assertThat(Files.getAttribute(layout.warehouse().resolve("link"), "unix:uid", LinkOption.NOFOLLOW_LINKS))
                .isEqualTo(NOBODY.uid());
    }

    @Test
    void aDirectoryClosedAboveTheHomeIsNamed() throws IOException {
        assumeTrue(ChildUser.processIsRoot(), "a closed directory is closed to everyone but root");
        Path closed = Files.createDirectories(dir.resolve("closed"));
        Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");

        Optional<String> found = ChildAccess.firstClosed(NOBODY, List.of(closed.resolve("flink")), java.getParent(),
                List.of(), java);

        assertThat(found).hasValueSatisfying(text -> assertThat(text).startsWith(closed + " (mode 700")
                .contains("nobody cannot enter it"));
    }

    @Test
    void aJarOutsideTheLibBelowAClosedDirectoryIsNamed() throws IOException {
        assumeTrue(ChildUser.processIsRoot(), "a closed directory is closed to everyone but root");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        Path lib = Files.createDirectories(dir.resolve("lib"));
        Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("rwxr-xr-x"));
        // the local cluster's s3proxy jar lies beside the lib, not in it
        Path closed = Files.createDirectories(dir.resolve("cluster"));
        Files.setPosixFilePermissions(closed, PosixFilePermissions.fromString("rwx------"));
        Path jar = Files.writeString(closed.resolve("s3proxy.jar"), "jar");
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");

        assertThat(ChildAccess.firstClosed(NOBODY, List.of(dir.resolve("home")), lib, List.of(jar), java))
                .hasValueSatisfying(text -> assertThat(text).startsWith(closed + " (mode 700")
                        .contains("nobody cannot enter it"));
    }

    @Test
    void aHomeStillClosedBeforeItsHandOverDoesNotCloseALibInsideIt() throws IOException {
        assumeTrue(ChildUser.processIsRoot(), "a closed directory is closed to everyone but root");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        // the ingestion Flink's lib lies in its home, which is 0700 until the launcher opens it
        Path home = Files.createDirectories(dir.resolve("ingest"));
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx------"));
        Path lib = Files.createDirectories(home.resolve("lib"));
        Path jar = Files.writeString(lib.resolve("a.jar"), "jar");
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");

        assertThat(ChildAccess.firstClosed(NOBODY, List.of(home), lib, List.of(jar), java)).isEmpty();
        assertThat(ChildAccess.firstClosed(NOBODY, List.of(dir.resolve("other")), lib, List.of(jar), java))
                .hasValueSatisfying(text -> assertThat(text).startsWith(home.toString()));
    }
}
