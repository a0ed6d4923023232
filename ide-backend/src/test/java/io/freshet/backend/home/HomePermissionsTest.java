package io.freshet.backend.home;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Owner-only modes for a new home, an existing install with umask modes, and a shared directory. */
class HomePermissionsTest {

    @TempDir
    Path tmp;

    @Test
    void aNewHomeIsCreatedOwnerOnly() {
        Path home = tmp.resolve("new/.freshet");

        assertThat(HomePermissions.apply(FreshetHomeFiles.of(home, "jdbc:h2:file:" + home + "/db/freshet"))).isEmpty();

        assertThat(mode(home)).isEqualTo("rwx------");
        assertThat(mode(home.resolve("db"))).isEqualTo("rwx------");
        assertThat(mode(home.resolve("results"))).isEqualTo("rwx------");
        assertThat(mode(home.resolve("log"))).isEqualTo("rwx------");
    }

    @Test
    void whenTheFlinkChildRunsAsItsOwnUserTheHomeLetsItPassButShowsNothing() throws IOException {
        Path home = Files.createDirectories(tmp.resolve(".freshet"));
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path key = Files.writeString(home.resolve(FreshetHomeFiles.SECRET_KEY), "key");
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-r--r--"));

        assertThat(HomePermissions.apply(FreshetHomeFiles.of(home, "jdbc:h2:file:" + home + "/db/freshet"), true))
                .isEmpty();

        assertThat(mode(home)).isEqualTo("rwx--x--x");
        assertThat(mode(key)).isEqualTo("rw-------");
        assertThat(mode(home.resolve("db"))).isEqualTo("rwx------");
        assertThat(mode(home.resolve("results"))).isEqualTo("rwx------");
        assertThat(mode(home.resolve("log"))).isEqualTo("rwx------");
    }

    @Test
    void anExistingInstallIsTightenedAndKeepsItsData() throws IOException {
        Path home = Files.createDirectories(tmp.resolve(".freshet"));
        Path db = Files.createDirectories(home.resolve("db"));
        Path hashes = Files.writeString(db.resolve("freshet.mv.db"), "hashes");
        Files.createDirectories(home.resolve("log"));
        Path key = Files.writeString(home.resolve("secret.key"), "k");
        for (Path p : new Path[] {home, db, home.resolve("log")}) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.setPosixFilePermissions(hashes, PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-r--r--"));

        assertThat(HomePermissions.apply(FreshetHomeFiles.of(home, "jdbc:h2:file:" + db + "/freshet"))).isEmpty();

        assertThat(mode(home)).isEqualTo("rwx------");
        assertThat(mode(db)).isEqualTo("rwx------");
        assertThat(mode(hashes)).isEqualTo("rw-------");
        assertThat(mode(home.resolve("log"))).isEqualTo("rwx------");
        assertThat(mode(key)).isEqualTo("rw-------");
        assertThat(hashes).hasContent("hashes");
    }

    @Test
    void anEmptyDirectoryMadeForTheHomeIsTightened() throws IOException {
        Path home = Files.createDirectories(tmp.resolve("made-by-hand"));
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwxr-xr-x"));

        HomePermissions.apply(FreshetHomeFiles.of(home, "jdbc:h2:file:" + home + "/db/freshet"));

        assertThat(mode(home)).isEqualTo("rwx------");
    }

    @Test
    void aSharedDirectoryUsedAsHomeKeepsItsModeButNotTheFreshetDirectoriesInIt() throws IOException {
        Path shared = Files.createDirectories(tmp.resolve("shared"));
        Files.writeString(shared.resolve("someone-elses.txt"), "x");
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxr-xr-x"));

        HomePermissions.apply(FreshetHomeFiles.of(shared, "jdbc:h2:file:" + shared + "/db/freshet"));

        assertThat(mode(shared)).isEqualTo("rwxr-xr-x");
        assertThat(mode(shared.resolve("db"))).isEqualTo("rwx------");

        HomePermissions.apply(FreshetHomeFiles.of(shared, "jdbc:h2:file:" + shared + "/db/freshet"));
        assertThat(mode(shared)).as("still shared on the next start").isEqualTo("rwxr-xr-x");
    }

    @Test
    void filesLeftByH2AreTightenedButSymbolicLinksAreNotFollowed() throws IOException {
        Path db = Files.createDirectories(tmp.resolve("db"));
        Path trace = Files.writeString(db.resolve("freshet.trace.db"), "trace");
        Files.setPosixFilePermissions(trace, PosixFilePermissions.fromString("rw-r--r--"));
        Path elsewhere = Files.writeString(tmp.resolve("elsewhere.txt"), "x");
        Files.setPosixFilePermissions(elsewhere, PosixFilePermissions.fromString("rw-r--r--"));
        Files.createSymbolicLink(db.resolve("link"), elsewhere);

        assertThat(HomePermissions.tightenFiles(db)).isEmpty();

        assertThat(mode(trace)).isEqualTo("rw-------");
        assertThat(mode(elsewhere)).isEqualTo("rw-r--r--");
    }

    private static String mode(Path path) {
        try {
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
