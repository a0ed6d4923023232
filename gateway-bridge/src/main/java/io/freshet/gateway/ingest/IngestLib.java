package io.freshet.gateway.ingest;

import io.freshet.gateway.GatewayException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The ingestion child's one lib folder, {@code <home>/lib}: the Flink 1.20 jars of the build plus the embedded
 * entry-point jar (compiled against Flink 2.0; what it calls links on 1.20 too). Hard links where the file system
 * allows, else copies; brought up to date at every start, so a rebuilt entry jar is picked up.
 */
final class IngestLib {

    static final String ENTRY_JAR_SUFFIX = "-embedded.jar";
    static final String CDC_JAR_PREFIX = "flink-sql-connector-postgres-cdc-";

    private static final String BUILD_HINT = "Build it with ./mvnw package -pl gateway-bridge -am"
            + " (it lands in gateway-bridge/target/ingest-flink/lib).";

    private IngestLib() {
    }

    /** Fills {@code <home>/lib} and returns it. */
    static Path prepare(Path home, Path ingestLibDir, Path embeddedLibDir) {
        List<Path> sources = new ArrayList<>(jars(ingestLibDir, "The ingestion Flink's libraries"));
        if (sources.stream().noneMatch(jar -> jar.getFileName().toString().startsWith(CDC_JAR_PREFIX))) {
            throw startError("The ingestion Flink's libraries in " + ingestLibDir + " lack Flink CDC (" + CDC_JAR_PREFIX
                    + "*.jar). " + BUILD_HINT);
        }
        sources.add(jars(embeddedLibDir, "The embedded Flink's libraries").stream()
                .filter(jar -> jar.getFileName().toString().endsWith(ENTRY_JAR_SUFFIX)).findFirst()
                .orElseThrow(() -> startError("The embedded Flink's libraries in " + embeddedLibDir
                        + " lack the Freshet entry point (*" + ENTRY_JAR_SUFFIX + "). " + BUILD_HINT)));
        Path lib = home.resolve("lib");
        try {
            sync(sources, lib);
        } catch (IOException e) {
            throw startError("Cannot prepare the ingestion Flink's lib folder " + lib + ": " + e.getMessage());
        }
        return lib;
    }

    private static void sync(List<Path> sources, Path lib) throws IOException {
        Files.createDirectories(lib);
        Map<String, Path> wanted = sources.stream()
                .collect(Collectors.toMap(jar -> jar.getFileName().toString(), Function.identity()));
        for (Path present : jars(lib)) {
            Path source = wanted.get(present.getFileName().toString());
            if (source == null || !same(source, present)) {
                Files.delete(present);
            }
        }
        for (Path source : sources) {
            Path target = lib.resolve(source.getFileName());
            if (!Files.exists(target)) {
                linkOrCopy(source, target);
            }
        }
    }

    private static boolean same(Path a, Path b) throws IOException {
        return Files.size(a) == Files.size(b)
                && Files.getLastModifiedTime(a).equals(Files.getLastModifiedTime(b));
    }

    private static void linkOrCopy(Path source, Path target) throws IOException {
        try {
            Files.createLink(target, source.toAbsolutePath());
        } catch (IOException | UnsupportedOperationException otherFileSystem) {
            Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    private static List<Path> jars(Path dir, String what) {
        if (!Files.isDirectory(dir)) {
            throw startError(what + " are missing: " + dir + " does not exist. " + BUILD_HINT);
        }
        try {
            List<Path> jars = jars(dir);
            if (jars.isEmpty()) {
                throw startError(what + " are missing: " + dir + " holds no jars. " + BUILD_HINT);
            }
            return jars;
        } catch (IOException e) {
            throw startError("Cannot read " + dir + ": " + e.getMessage());
        }
    }

    private static List<Path> jars(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        }
    }

    static GatewayException startError(String message) {
        return new GatewayException(GatewayException.Kind.EMBEDDED_START, message, "", null);
    }
}
