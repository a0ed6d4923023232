package io.freshet.gateway.ingest;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The ingestion child's lib folder: the Flink 1.20 jars plus the entry jar, kept in step with the build. */
class IngestLibTest {

    @TempDir
    Path dir;

    @Test
    void theLibHoldsTheIngestJarsAndOnlyTheEntryJarOfTheEmbeddedLib() throws IOException {
        Path ingest = jars("ingest", "flink-core-1.20.3.jar", "flink-sql-connector-postgres-cdc-3.5.0.jar");
        Path embedded = jars("embedded", "flink-core-2.0.0.jar", "gateway-bridge-0.1.0-SNAPSHOT-embedded.jar");

        Path lib = IngestLib.prepare(dir.resolve("home"), ingest, embedded);

        assertThat(lib).isEqualTo(dir.resolve("home/lib"));
        try (var files = Files.list(lib)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder(
                    "flink-core-1.20.3.jar", "flink-sql-connector-postgres-cdc-3.5.0.jar",
                    "gateway-bridge-0.1.0-SNAPSHOT-embedded.jar");
        }
    }

    @Test
    void aRebuiltJarReplacesTheOldOneAndAJarGoneFromTheBuildLeaves() throws IOException {
        Path ingest = jars("ingest", "flink-sql-connector-postgres-cdc-3.5.0.jar", "old-1.0.jar");
        Path embedded = jars("embedded", "gateway-bridge-0.1.0-SNAPSHOT-embedded.jar");
        Path home = dir.resolve("home");
        IngestLib.prepare(home, ingest, embedded);

        Path entry = embedded.resolve("gateway-bridge-0.1.0-SNAPSHOT-embedded.jar");
        Files.delete(entry);
        Files.writeString(entry, "rebuilt, longer than before");
        Files.setLastModifiedTime(entry, FileTime.from(Instant.parse("2030-01-01T00:00:00Z")));
        Files.delete(ingest.resolve("old-1.0.jar"));
        Path lib = IngestLib.prepare(home, ingest, embedded);

        assertThat(lib.resolve("gateway-bridge-0.1.0-SNAPSHOT-embedded.jar")).hasContent("rebuilt, longer than before");
        assertThat(lib.resolve("old-1.0.jar")).doesNotExist();
    }

    @Test
    void aLibWithoutFlinkCdcSaysHowToBuildIt() throws IOException {
        Path ingest = jars("ingest", "flink-core-1.20.3.jar");
        Path embedded = jars("embedded", "gateway-bridge-0.1.0-SNAPSHOT-embedded.jar");

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> IngestLib.prepare(dir.resolve("home"), ingest, embedded));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        assertThat(error.userMessage()).contains("lack Flink CDC").contains("./mvnw package -pl gateway-bridge -am");
    }

    @Test
    void missingFoldersAndAMissingEntryJarAreNamed() throws IOException {
        Path ingest = jars("ingest", "flink-sql-connector-postgres-cdc-3.5.0.jar");
        Path embedded = jars("embedded", "flink-core-2.0.0.jar");

        GatewayException noFolder = catchThrowableOfType(GatewayException.class,
                () -> IngestLib.prepare(dir.resolve("home"), dir.resolve("nowhere"), embedded));
        GatewayException noEntry = catchThrowableOfType(GatewayException.class,
                () -> IngestLib.prepare(dir.resolve("home"), ingest, embedded));

        assertThat(noFolder.userMessage()).contains(dir.resolve("nowhere") + " does not exist");
        assertThat(noEntry.userMessage()).contains("lack the Freshet entry point (*-embedded.jar)");
    }

    @Test
    void theHomeAndTheWarehouseMustNotNest() {
        Path home = dir.resolve("freshet/ingest");

        Throwable nested = catchThrowableOfType(IllegalArgumentException.class, () -> IngestFlinkSettings
                .defaults(home, dir, dir, home.resolve("warehouse")));

        assertThat(nested).hasMessageContaining("must not contain one another");
        assertThat(IngestFlinkSettings.defaults(home, dir, dir, dir.resolve("freshet/warehouse")).checkpointInterval())
                .hasSeconds(10);
    }

    private Path jars(String folder, String... names) throws IOException {
        Path path = Files.createDirectories(dir.resolve(folder));
        for (String name : names) {
            Files.writeString(path.resolve(name), name);
        }
        return path;
    }
}
