package io.freshet.gateway.embedded;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The child's class-data sharing flags: archive present, absent, stale, half-written, written at exit. */
class ClassDataArchiveTest {

    private static final ChildUser NOBODY = new ChildUser("nobody", 65534, 65534);

    @TempDir
    Path dir;
    private Path java;
    private List<Path> jars;
    private Path cache;
    private Path childTmp;

    @BeforeEach
    void jdkAndJars() throws IOException {
        java = Files.createDirectories(dir.resolve("jdk/bin")).resolve("java");
        Files.writeString(java, "binary");
        Files.writeString(dir.resolve("jdk/release"), "JAVA_VERSION=\"17.0.15\"\n");
        jars = List.of(Files.writeString(dir.resolve("a.jar"), "a"), Files.writeString(dir.resolve("b.jar"), "bb"));
        cache = dir.resolve("cache");
        childTmp = Files.createDirectories(dir.resolve("home/tmp"));
    }

    @Test
    void withoutAnArchiveTheChildWritesOneIntoItsOwnTmpQuietly() throws IOException {
        List<String> flags = flags(Optional.empty());

        String key = ClassDataArchive.key(java, jars, Optional.empty());
        assertThat(flags).containsExactly(ClassDataArchive.WRITE_FLAG + childTmp.resolve(key + ".jsa.part"),
                "-Xshare:auto", "-Xlog:cds*=off");
    }

    @Test
    void aCleanExitMovesTheWrittenArchiveIntoTheCacheWhichTheNextStartReads() throws IOException {
        List<String> first = flags(Optional.empty());
        Path written = childWrites(first, "archive bytes");

        ClassDataArchive.adopt(first, 0, childTmp, Optional.of(cache));

        String key = ClassDataArchive.key(java, jars, Optional.empty());
        Path archive = cache.resolve(key + "-13.jsa");
        assertThat(archive).hasContent("archive bytes");
        assertThat(written).doesNotExist();
        assertThat(cache).isDirectoryNotContaining("glob:**.part");
        assertThat(flags(Optional.empty())).containsExactly(ClassDataArchive.READ_FLAG + archive, "-Xshare:auto",
                "-Xlog:cds*=off");
    }

    @Test
    void aFailedChildsArchiveIsDropped() throws IOException {
        List<String> first = flags(Optional.empty());
        Path written = childWrites(first, "maybe broken");

        ClassDataArchive.adopt(first, 1, childTmp, Optional.of(cache));

        assertThat(written).doesNotExist();
        assertThat(flags(Optional.empty()).get(0)).startsWith(ClassDataArchive.WRITE_FLAG);
    }

    @Test
    void anotherJarBuildIsAnotherKeySoItsStartWritesAnewArchive() throws IOException {
        List<String> first = flags(Optional.empty());
        childWrites(first, "old");
        ClassDataArchive.adopt(first, 0, childTmp, Optional.of(cache));
        String before = ClassDataArchive.key(java, jars, Optional.empty());

        Files.writeString(jars.get(1), "rebuilt");
        Files.setLastModifiedTime(jars.get(1), FileTime.fromMillis(System.currentTimeMillis() + 5_000));

        assertThat(ClassDataArchive.key(java, jars, Optional.empty())).isNotEqualTo(before);
        assertThat(flags(Optional.empty()).get(0)).startsWith(ClassDataArchive.WRITE_FLAG);
    }

    @Test
    void aTruncatedArchiveIsNeverMappedSinceItWouldCrashTheJvm() throws IOException {
        String key = ClassDataArchive.key(java, jars, Optional.empty());
        Files.createDirectories(cache);
        Files.writeString(cache.resolve(key + "-1000.jsa"), "cut short");

        assertThat(flags(Optional.empty()).get(0)).startsWith(ClassDataArchive.WRITE_FLAG);
    }

    @Test
    void anotherUsersChildrenNeverShareTheLaunchersArchives() throws IOException {
        assertThat(ClassDataArchive.key(java, jars, Optional.of(NOBODY)))
                .isNotEqualTo(ClassDataArchive.key(java, jars, Optional.empty()));
    }

    @Test
    void aChildUserThatCannotReachTheCacheReadsACopyInItsOwnTmp() throws IOException {
        String key = ClassDataArchive.key(java, jars, Optional.of(NOBODY));
        Files.createDirectories(cache);
        Files.writeString(cache.resolve(key + "-4.jsa"), "data");
        Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwx------"));

        List<String> flags = flags(Optional.of(NOBODY));

        Path copy = childTmp.resolve(key + ".jsa");
        assertThat(flags.get(0)).isEqualTo(ClassDataArchive.READ_FLAG + copy);
        assertThat(copy).hasContent("data");
    }

    @Test
    void aLinkInPlaceOfTheWrittenArchiveIsNotFollowed() throws IOException {
        List<String> first = flags(Optional.empty());
        Path written = Path.of(first.get(0).substring(ClassDataArchive.WRITE_FLAG.length()));
        Files.createSymbolicLink(written, Files.writeString(dir.resolve("secret"), "launcher's secret"));

        ClassDataArchive.adopt(first, 0, childTmp, Optional.of(cache));

        assertThat(cache).satisfiesAnyOf(c -> assertThat(c).doesNotExist(), c -> assertThat(c).isEmptyDirectory());
    }

    @Test
    void offADirectoryOnTheClassPathOrAMissingJarMeanNoSharing() {
        assertThat(ClassDataArchive.flags(Optional.empty(), java, jars, Optional.empty(), childTmp)).isEmpty();
        assertThat(ClassDataArchive.flags(Optional.of(cache), java, List.of(dir), Optional.empty(), childTmp))
                .isEmpty();
        assertThat(ClassDataArchive.flags(Optional.of(cache), java, List.of(dir.resolve("gone.jar")), Optional.empty(),
                childTmp)).isEmpty();
    }

    @Test
    void onlyTheNewestArchivesAndTemporaryFilesBeingWrittenAreKept() throws IOException {
        Files.createDirectories(cache);
        for (int i = 0; i < ClassDataArchive.KEPT + 2; i++) {
            Path old = Files.writeString(cache.resolve("flink-old" + i + "-1.jsa"), "x");
            Files.setLastModifiedTime(old, FileTime.fromMillis(1_000_000L * (i + 1)));
        }
        Path abandoned = Files.writeString(cache.resolve("flink-abc123.part"), "half");
        Files.setLastModifiedTime(abandoned, FileTime.fromMillis(1_000_000L));
        Path beingWritten = Files.writeString(cache.resolve("flink-def456.part"), "half");
        List<String> first = flags(Optional.empty());
        childWrites(first, "new");

        ClassDataArchive.adopt(first, 0, childTmp, Optional.of(cache));

        try (var left = Files.list(cache)) {
            assertThat(left.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".jsa")).toList())
                    .hasSize(ClassDataArchive.KEPT)
                    .contains(ClassDataArchive.key(java, jars, Optional.empty()) + "-3.jsa")
                    .doesNotContain("flink-old0-1.jsa", "flink-old1-1.jsa", "flink-old2-1.jsa");
        }
        assertThat(abandoned).doesNotExist();
        assertThat(beingWritten).exists();
    }

    @Test
    void theFlagsComeAfterFlinksOwnAndBeforeTheClassPath() {
        List<String> command = ChildCommand.of(java, jars, "1g", EmbeddedFlinkLayout.of(dir.resolve("home")),
                Optional.empty(), Path.of("setpriv"), List.of(),
                List.of("-XX:SharedArchiveFile=/c/a.jsa", "-Xshare:auto"));

        int after = command.indexOf(ChildCommand.JAVA_17_FLAGS.get(ChildCommand.JAVA_17_FLAGS.size() - 1)) + 1;
        assertThat(command.subList(after, after + 2)).containsExactly("-XX:SharedArchiveFile=/c/a.jsa", "-Xshare:auto");
        assertThat(command.indexOf("-cp")).isGreaterThan(after + 1);
    }

    private List<String> flags(Optional<ChildUser> user) {
        return ClassDataArchive.flags(Optional.of(cache), java, jars, user, childTmp);
    }

    private static Path childWrites(List<String> flags, String content) throws IOException {
        return Files.writeString(Path.of(flags.get(0).substring(ClassDataArchive.WRITE_FLAG.length())), content);
    }
}
