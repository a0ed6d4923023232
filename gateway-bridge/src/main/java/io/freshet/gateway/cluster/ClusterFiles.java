package io.freshet.gateway.cluster;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.embedded.ChildUser;
import io.freshet.gateway.embedded.OwnerOnly;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Prepares the home before a start: directories, the bucket, the S3 plugin, the generated configuration. */
final class ClusterFiles {

    static final String KEEP_FILE = "freshet-keep";
    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z0-9_]{1,128}");

    private ClusterFiles() {
    }

    /** The jars of a directory, sorted by name; fails with a build hint when there are none. */
    static List<Path> jars(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> jars = files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
            if (!jars.isEmpty()) {
                return jars;
            }
        } catch (IOException e) {
            // reported below, with the hint
        }
        throw startError("No jars in " + dir + ". Build them with ./mvnw package -pl gateway-bridge -am -DskipTests"
                + " (they land in gateway-bridge/target/embedded-flink).");
    }

    /** The jars of a directory, sorted by name; none when it is missing. */
    static List<Path> optionalJars(Path dir) {
        return Files.isDirectory(dir) ? jars(dir) : List.of();
    }

    /** The home, owner-only (0700): it holds the object store's data and credentials. */
    static void createHome(Path home) {
        try {
            Files.createDirectories(home);
        } catch (IOException e) {
            throw startError("Cannot create the cluster home " + home + ": " + e.getMessage());
        }
        OwnerOnly.restrict(home);
    }

    static void prepare(ClusterSettings settings, ClusterLayout layout, Map<String, String> flinkConfig,
            ObjectStore store, Optional<ChildUser> user) {
        try {
            for (Path dir : List.of(layout.confDir(), layout.logDir(), layout.catalogStore(),
                    layout.objectStoreData().resolve(store.bucket()), layout.pluginsDir().resolve("s3"))) {
                Files.createDirectories(dir);
            }
            OwnerOnly.restrict(layout.confDir());
            keepDatabase(layout, "default", user);
            deleteRecursively(layout.tmpDir());
            Files.createDirectories(layout.tmpDir());
            Path plugin = jars(settings.clusterJarsDir().resolve("plugins").resolve("s3")).get(0);
            Path copied = layout.pluginsDir().resolve("s3").resolve(plugin.getFileName());
            Files.copy(plugin, copied, StandardCopyOption.REPLACE_EXISTING);
            // the launcher's, whatever its umask: processes under their own user load it, none may change it
            for (Path dir : List.of(layout.pluginsDir(), layout.pluginsDir().resolve("s3"))) {
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
            Files.setPosixFilePermissions(copied, PosixFilePermissions.fromString("rw-r--r--"));
            Files.writeString(layout.flinkConfigFile(), ClusterConfig.yaml(flinkConfig), StandardCharsets.UTF_8);
            writeSecret(layout.objectStoreProperties(), ClusterConfig.objectStoreProperties(layout, store));
            writeSecret(layout.objectStoreAccessFile(), "endpoint=" + store.endpoint() + "\nbucket=" + store.bucket()
                    + "\nwarehouse=" + store.warehouse() + "\naccess-key=" + store.accessKey()
                    + "\nsecret-key=" + store.secretKey() + "\n");
        } catch (IOException e) {
            throw startError("Cannot prepare the cluster home " + layout.home() + ": " + e.getMessage());
        }
    }

    /**
     * s3proxy's folder back end does not list an empty directory's marker, so S3A finds an empty database missing
     * right after creating it; a file inside keeps the database visible (Paimon lists only directories as tables).
     * Paimon's {@code default} database is kept at every start; others are visible once they hold a table. The
     * launcher writes here into the folder the processes' user owns: it follows no link, and hands over what it made.
     */
    static void keepDatabase(ClusterLayout layout, String database, Optional<ChildUser> user) throws IOException {
        if (!PLAIN_NAME.matcher(database).matches()) {
            throw new IllegalArgumentException("Not a plain database name: " + database);
        }
        Path folder = layout.warehouseData().resolve(database + ".db");
        for (Path level = folder; !level.equals(layout.home()); level = level.getParent()) {
            if (Files.isSymbolicLink(level)) {
                throw new IOException(level + " is a symbolic link");
            }
        }
        Files.createDirectories(folder);
        Path keep = folder.resolve(KEEP_FILE);
        if (!Files.exists(keep, LinkOption.NOFOLLOW_LINKS)) {
            Files.writeString(keep, "keeps the database visible through s3proxy\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        }
        user.ifPresent(u -> ClusterSeparation.handOverDown(layout, folder, u));
    }

    /** Created afresh with mode 0600, so the file never had wider permissions. */
    private static void writeSecret(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    static GatewayException startError(String message) {
        return new GatewayException(GatewayException.Kind.EMBEDDED_START, message, "", null);
    }
}
