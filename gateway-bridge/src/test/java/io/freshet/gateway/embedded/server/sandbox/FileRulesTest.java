package io.freshet.gateway.embedded.server.sandbox;

import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The security manager's file decisions, on a home laid out like Freshet's. */
class FileRulesTest {

    @TempDir
    Path home;

    private FileRules rules;

    @BeforeEach
    void layOut() throws IOException {
        Files.createDirectories(home.resolve("flink/warehouse/db.db/t"));
        Files.createDirectories(home.resolve("jdk/lib"));
        Files.writeString(home.resolve("secret.key"), "secret");
        rules = new FileRules(List.of(home.resolve("flink/warehouse")),
                new AllowedRoots(List.of(home.resolve("jdk"))), home.resolve("flink"));
    }

    @Test
    void filesBelowARootMayBeReadAndWritten() {
        assertThat(rules.allows(home.resolve("flink/warehouse/db.db/t/new-file").toString(), true)).isTrue();
        assertThat(rules.allows(home.resolve("flink/warehouse/db.db/t").toString(), false)).isTrue();
    }

    @Test
    void aNameThatClimbsOutIsRefused() {
        String climbed = home.resolve("flink/warehouse/db.db/t/tag/tag-../../../../../../secret.key").toString();

        assertThat(rules.allows(climbed, false)).isFalse();
        assertThat(rules.allows(home.resolve("secret.key").toString(), false)).isFalse();
    }

    @Test
    void aRootNamedThroughALinkIsTheSameRoot() throws IOException {
        Path linked = Files.createSymbolicLink(home.resolve("linked-home"), home);
        FileRules throughLink = new FileRules(List.of(linked.resolve("flink/warehouse")),
                new AllowedRoots(List.of()), home.resolve("flink"));

        assertThat(throughLink.allows(home.resolve("flink/warehouse/db.db/t").toString(), true)).isTrue();
        assertThat(throughLink.allows(linked.resolve("flink/warehouse/db.db/t").toString(), true)).isTrue();
        assertThat(throughLink.allows(linked.resolve("secret.key").toString(), false)).isFalse();
    }

    @Test
    void aLinkOutsideTheRootsIsJudgedWhereItPoints() throws IOException {
        Path link = Files.createSymbolicLink(home.resolve("jdk/lib/escape"), home);

        assertThat(rules.allows(link.resolve("secret.key").toString(), false)).isFalse();
    }

    @Test
    void theDirectoriesAboveARootMayBeLookedAtButNotTheirFiles() {
        assertThat(rules.allows(home.toString(), false)).isTrue();
        assertThat(rules.allows(home.toString(), true)).isFalse();
        assertThat(rules.allows(home.resolve("secret.key").toString(), false)).isFalse();
    }

    @Test
    void readOnlyPlacesAreNotWritable() {
        assertThat(rules.allows(home.resolve("jdk/lib/modules").toString(), false)).isTrue();
        assertThat(rules.allows(home.resolve("jdk/lib/modules").toString(), true)).isFalse();
    }

    @Test
    void relativePathsAreRelativeToTheWorkingDirectory() {
        assertThat(rules.allows("warehouse/db.db/t", true)).isTrue();
        assertThat(rules.allows("../secret.key", false)).isFalse();
        assertThat(rules.allows("conf/flink-config.properties", false)).isFalse();
    }

    @Test
    void aPathTheSystemCannotParseIsRefused() {
        assertThat(rules.allows("bad\u0000name", false)).isFalse();
    }
}
