package io.freshet.backend.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.freshet.backend.home.FreshetHomeFiles;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded Flink's directories and the IDE's own files are kept apart, or Flink does not start. */
class EmbeddedRootsTest {

    @TempDir
    Path tmp;

    private Path home;
    private FreshetHomeFiles files;

    @BeforeEach
    void defaultLayout() throws IOException {
        home = Files.createDirectories(tmp.resolve(".freshet"));
        Files.createDirectories(home.resolve("db"));
        Files.writeString(home.resolve("secret.key"), "k");
        files = FreshetHomeFiles.of(home, "jdbc:h2:file:" + home + "/db/freshet");
    }

    @Test
    void theDefaultLayoutIsApart() {
        assertThatCode(() -> EmbeddedRoots.checkApart(EmbeddedFlinkLayout.of(home.resolve("flink")), List.of(), files))
                .doesNotThrowAnyException();
        assertThatCode(() -> EmbeddedRoots.checkApart(EmbeddedFlinkLayout.of(home.resolve("flink")),
                EmbeddedRoots.extraRoots("file://" + home.resolve("lake")), files)).doesNotThrowAnyException();
    }

    @Test
    void aWarehouseOverTheWholeHomeIsRefused() {
        GatewayException refused = refusal(EmbeddedRoots.extraRoots("file://" + home + "/"));

        assertThat(refused.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        assertThat(refused.userMessage()).contains("freshet.catalog.warehouse").contains("database")
                .contains(home.resolve("db").toString());
    }

    @Test
    void aWarehouseInsideTheDatabaseDirectoryIsRefused() {
        assertThat(refusal(EmbeddedRoots.extraRoots(home.resolve("db/lake").toString())).userMessage())
                .contains("overlaps Freshet's database");
    }

    @Test
    void aWarehouseThatClimbsBackIntoTheHomeIsRefused() {
        assertThat(refusal(EmbeddedRoots.extraRoots("file://" + home + "/flink/warehouse/../..")).userMessage())
                .contains("overlaps Freshet's");
    }

    @Test
    void aFlinkHomeLinkedOntoTheIdesHomeIsRefused() throws IOException {
        Path linked = Files.createSymbolicLink(tmp.resolve("linked-flink"), home);

        GatewayException refused = catchThrowableOfType(GatewayException.class,
                () -> EmbeddedRoots.checkApart(EmbeddedFlinkLayout.of(linked), List.of(), files));

        assertThat(refused).isNotNull();
        assertThat(refused.userMessage()).contains("the embedded Flink's home");
    }

    @Test
    void onlyLocalWarehousesBecomeRoots() {
        assertThat(EmbeddedRoots.extraRoots("s3://bucket/warehouse")).isEmpty();
        assertThat(EmbeddedRoots.extraRoots("")).isEmpty();
        assertThat(EmbeddedRoots.extraRoots("file:///data/lake")).containsExactly(Path.of("/data/lake"));
        assertThat(EmbeddedRoots.extraRoots("/data/lake/")).containsExactly(Path.of("/data/lake"));
    }

    private GatewayException refusal(List<Path> extraRoots) {
        GatewayException refused = catchThrowableOfType(GatewayException.class,
                () -> EmbeddedRoots.checkApart(EmbeddedFlinkLayout.of(home.resolve("flink")), extraRoots, files));
        assertThat(refused).as("must refuse " + extraRoots).isNotNull();
        return refused;
    }
}
