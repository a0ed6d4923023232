package io.freshet.gateway.embedded;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The child JVM's dynamic class-data sharing archive (JDK 17 AppCDS, see docs/benchmarks.md "Session 26"): a start
 * whose exact JDK and class path have one in the cache maps its classes from it; any other start has the child write
 * one at exit, which the launcher copies into the cache once the child ended cleanly.
 */
final class ClassDataArchive {

    /** The cache folder ({@value #OFF}: no archives); the environment variable {@value #ENVIRONMENT} also sets it. */
    static final String SETTING = "freshet.embedded.cds-dir";
    static final String ENVIRONMENT = "FRESHET_FLINK_CDS_DIR";
    static final String OFF = "off";
    static final String WRITE_FLAG = "-XX:ArchiveClassesAtExit=";
    static final String READ_FLAG = "-XX:SharedArchiveFile=";
    /**
     * An unusable archive only costs speed (-Xshare:auto), and the JVM's CDS warnings (thousands of "Skipping ..."
     * while writing, "Unable to use shared archive") would otherwise land in the .out file the launcher reports from.
     */
    static final List<String> QUIET = List.of("-Xshare:auto", "-Xlog:cds*=off");
    /** Archives of older class paths (each build of the jars is a new key) beyond these are deleted. */
    static final int KEPT = 4;

    private static final Logger LOG = LoggerFactory.getLogger(ClassDataArchive.class);
    private static final String SUFFIX = ".jsa";
    private static final String WRITING = ".part";
    private static final long ABANDONED_AFTER_MILLIS = 3_600_000;

    private ClassDataArchive() {
    }

    /** The cache folder from the setting, the environment or {@code ~/.cache/freshet/cds}; empty when off. */
    static Optional<Path> cacheDir() {
        String configured = System.getProperty(SETTING, System.getenv(ENVIRONMENT));
        if (configured == null || configured.isBlank()) {
            return Optional.of(Path.of(System.getProperty("user.home"), ".cache", "freshet", "cds"));
        }
        return OFF.equalsIgnoreCase(configured.strip()) ? Optional.empty() : Optional.of(Path.of(configured.strip()));
    }

    /**
     * The child's CDS flags: read the cached archive of this JDK, class path and user, else write one into the child's
     * own {@code childTmp} at exit. Nothing when CDS is off, the key cannot be read, or the class path holds anything
     * but files (the JVM refuses to write an archive for a directory).
     */
    static List<String> flags(Optional<Path> cache, Path java, List<Path> jars, Optional<ChildUser> user,
            Path childTmp) {
        if (cache.isEmpty() || !jars.stream().allMatch(Files::isRegularFile)) {
            return List.of();
        }
        try {
            String key = key(java, jars, user);
            Optional<Path> archive = existing(cache.get(), key);
            if (archive.isEmpty()) {
                return withQuiet(WRITE_FLAG + childTmp.resolve(key + SUFFIX + WRITING));
            }
            if (user.isEmpty() || ChildAccess.firstClosed(user.get(), List.of(), cache.get(), List.of(archive.get()),
                    java).isEmpty()) {
                return withQuiet(READ_FLAG + archive.get());
            }
            // the child's user cannot reach the cache (root's home is closed): a copy of the launcher's in its own tmp
            Path copy = childTmp.resolve(key + SUFFIX);
            Files.copy(archive.get(), copy, StandardCopyOption.REPLACE_EXISTING);
            Files.setPosixFilePermissions(copy, PosixFilePermissions.fromString("r--r--r--"));
            return withQuiet(READ_FLAG + copy);
        } catch (IOException | UnsupportedOperationException e) {
            LOG.debug("No class-data sharing for this start", e);
            return List.of();
        }
    }

    /**
     * The file name's key: the JDK (its path, release file, VM library and modules image), the class path (each jar's
     * path, size and time) and the child's user, whose archives are never mapped by another user's children.
     */
    static String key(Path java, List<Path> jars, Optional<ChildUser> user) throws IOException {
        Path javaHome = java.toAbsolutePath().getParent().getParent();
        StringBuilder all = new StringBuilder(java.toString()).append('\n');
        Path release = javaHome.resolve("release");
        all.append(Files.isRegularFile(release) ? Files.readString(release, StandardCharsets.UTF_8) : "").append('\n');
        for (Path file : List.of(javaHome.resolve("lib/server/libjvm.so"), javaHome.resolve("lib/modules"))) {
            all.append(Files.isRegularFile(file) ? stamp(file) : file + " none").append('\n');
        }
        for (Path jar : jars) {
            all.append(stamp(jar)).append('\n');
        }
        all.append(user.map(u -> "uid " + u.uid()).orElse("launcher"));
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(all.toString().getBytes(StandardCharsets.UTF_8));
            return "flink-" + HexFormat.of().formatHex(hash, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * After the child ended: copies the archive it wrote at a clean exit into the cache (a copy, so the file is the
     * launcher's, not the child user's), under a temporary name first, so no start ever maps a half-written one.
     */
    static void adopt(List<String> command, int exitCode, Path childTmp, Optional<Path> cache) {
        Optional<Path> written = command.stream().filter(a -> a.startsWith(WRITE_FLAG))
                .map(a -> Path.of(a.substring(WRITE_FLAG.length()))).findFirst();
        if (written.isEmpty()) {
            return;
        }
        try {
            String name = written.get().getFileName().toString();
            // the child may own its tmp: a link in place of it or of the file must not make the launcher copy elsewhere
            if (exitCode == 0 && cache.isPresent() && written.get().getParent().equals(childTmp)
                    && Files.isDirectory(childTmp, LinkOption.NOFOLLOW_LINKS)
                    && Files.isRegularFile(written.get(), LinkOption.NOFOLLOW_LINKS)) {
                String key = name.substring(0, name.length() - SUFFIX.length() - WRITING.length());
                store(written.get(), key, cache.get());
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("The child's class-data archive was not kept", e);
        } finally {
            deleteQuietly(written.get());
        }
    }

    private static void store(Path written, String key, Path cache) throws IOException {
        Files.createDirectories(cache);
        Path part = Files.createTempFile(cache, key, WRITING);
        try {
            try (InputStream in = Files.newInputStream(written, LinkOption.NOFOLLOW_LINKS)) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
            }
            Files.setPosixFilePermissions(part, PosixFilePermissions.fromString("rw-r--r--"));
            // the size is in the name: a truncated archive crashes the JVM that maps it (SIGBUS), so it is never used
            Files.move(part, cache.resolve(key + "-" + Files.size(part) + SUFFIX), StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
        } finally {
            deleteQuietly(part);
        }
        prune(cache);
    }

    /** The cached archive of {@code key} whose size is the one its name promises. */
    static Optional<Path> existing(Path cache, String key) throws IOException {
        if (!Files.isDirectory(cache)) {
            return Optional.empty();
        }
        try (DirectoryStream<Path> candidates = Files.newDirectoryStream(cache, key + "-*" + SUFFIX)) {
            for (Path candidate : candidates) {
                String size = candidate.getFileName().toString();
                size = size.substring(key.length() + 1, size.length() - SUFFIX.length());
                if (size.matches("\\d{1,18}") && Files.isRegularFile(candidate, LinkOption.NOFOLLOW_LINKS)
                        && Files.size(candidate) == Long.parseLong(size)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    private static void prune(Path cache) throws IOException {
        List<Path> archives = new ArrayList<>();
        try (DirectoryStream<Path> all = Files.newDirectoryStream(cache, "flink-*" + SUFFIX)) {
            all.forEach(archives::add);
        }
        archives.sort((a, b) -> Long.compare(b.toFile().lastModified(), a.toFile().lastModified()));
        // a child that maps a deleted archive keeps it open; one about to start falls back to no sharing
        archives.stream().skip(KEPT).forEach(ClassDataArchive::deleteQuietly);
        // a launcher that ended while copying leaves its temporary file; none takes an hour to write
        long abandoned = System.currentTimeMillis() - ABANDONED_AFTER_MILLIS;
        try (DirectoryStream<Path> parts = Files.newDirectoryStream(cache, "flink-*" + WRITING)) {
            parts.forEach(part -> {
                if (part.toFile().lastModified() < abandoned) {
                    deleteQuietly(part);
                }
            });
        }
    }

    private static String stamp(Path file) throws IOException {
        return file + " " + Files.size(file) + " " + Files.getLastModifiedTime(file).toMillis();
    }

    private static List<String> withQuiet(String flag) {
        List<String> flags = new ArrayList<>(List.of(flag));
        flags.addAll(QUIET);
        return List.copyOf(flags);
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            LOG.debug("Cannot delete {}", file, e);
        }
    }
}
