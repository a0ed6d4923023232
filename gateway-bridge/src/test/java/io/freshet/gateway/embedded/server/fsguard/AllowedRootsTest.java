package io.freshet.gateway.embedded.server.fsguard;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The path check of the local file guard: lexical climbs, symbolic links, look-alike prefixes, encoding. */
class AllowedRootsTest {

    @TempDir
    Path tmp;

    private Path warehouse;
    private AllowedRoots roots;

    @BeforeEach
    void layout() throws IOException {
        warehouse = Files.createDirectories(tmp.resolve("home/flink/warehouse"));
        Files.createDirectories(tmp.resolve("home/flink/checkpoints"));
        Files.writeString(tmp.resolve("home/secret.key"), "k");
        roots = new AllowedRoots(List.of(warehouse, tmp.resolve("home/flink/checkpoints")));
    }

    @Test
    void pathsBelowARootAreAllowedEvenBeforeTheyExist() {
        assertThat(roots.allows(warehouse)).isTrue();
        assertThat(roots.allows(warehouse.resolve("db.db/t/bucket-0/data-1.orc"))).isTrue();
        assertThat(roots.allows(tmp.resolve("home/flink/checkpoints/job/chk-1"))).isTrue();
    }

    @Test
    void climbingOutWithDotDotIsRefused() {
        assertThat(roots.allows(warehouse.resolve("../../secret.key"))).isFalse();
        assertThat(roots.allows(warehouse.resolve("no/such/../../../../secret.key"))).isFalse();
        assertThat(roots.allows(warehouse.resolve("a/../b"))).isTrue();
    }

    @Test
    void aSiblingWithTheSamePrefixIsNotInside() throws IOException {
        Path lookAlike = Files.createDirectories(tmp.resolve("home/flink/warehouse-other"));

        assertThat(roots.allows(lookAlike.resolve("x"))).isFalse();
        assertThat(roots.allows(tmp.resolve("home/flink"))).isFalse();
        assertThat(roots.allows(Path.of("/etc/passwd"))).isFalse();
    }

    @Test
    void aSymbolicLinkInsideARootIsJudgedByWhereItPoints() throws IOException {
        Files.createSymbolicLink(warehouse.resolve("escape"), tmp.resolve("home"));

        assertThat(roots.allows(warehouse.resolve("escape/secret.key"))).isFalse();
        assertThat(roots.allows(warehouse.resolve("escape/new-file"))).isFalse();
    }

    @Test
    void aRootThatIsASymbolicLinkAllowsItsTarget() throws IOException {
        Path disk = Files.createDirectories(tmp.resolve("big-disk/warehouse"));
        Path link = Files.createSymbolicLink(tmp.resolve("home/flink/linked-warehouse"), disk);
        AllowedRoots linked = new AllowedRoots(List.of(link));

        assertThat(linked.allows(link.resolve("t/data.orc"))).isTrue();
        assertThat(linked.allows(disk.resolve("t/data.orc"))).isTrue();
        assertThat(linked.allows(tmp.resolve("big-disk/other"))).isFalse();
    }

    @Test
    void encodedRootsParseBack() {
        String value = AllowedRoots.encode(List.of(warehouse, tmp.resolve("home/flink/tmp")));

        assertThat(AllowedRoots.parse(value)).isEqualTo(new AllowedRoots(List.of(warehouse, tmp.resolve("home/flink/tmp"))));
        assertThat(AllowedRoots.parse("").isEmpty()).isTrue();
        assertThat(AllowedRoots.parse(null).isEmpty()).isTrue();
    }

    @Test
    void rootsMustBeAbsoluteAndFreeOfTheSeparator() {
        assertThatThrownBy(() -> AllowedRoots.encode(List.of(Path.of("relative/warehouse"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("absolute");
        assertThatThrownBy(() -> AllowedRoots.encode(List.of(tmp.resolve("a;b"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("';'");
    }
}
