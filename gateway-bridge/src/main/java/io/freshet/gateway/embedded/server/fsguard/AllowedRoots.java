package io.freshet.gateway.embedded.server.fsguard;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The directories the embedded Flink may touch on the local disk, and the check of a path against them.
 * Plain JDK, so the launcher can write the roots into the child's configuration without Flink classes.
 */
public record AllowedRoots(List<Path> roots) {

    /** The child's Flink configuration key holding the roots; absent or blank means no guard. */
    public static final String CONFIG_KEY = "freshet.local-fs.allowed-roots";

    /**
     * The words of every refusal of a local path in the embedded Flink, whichever guard refuses it; the gateway
     * client shows a refusal that carries them as it is.
     */
    public static final String REFUSAL = "outside the directories Freshet's embedded Flink may use"
            + " (its warehouse, catalog store, checkpoints, savepoints and temporary files)";

    private static final String SEPARATOR = ";";

    public AllowedRoots {
        roots = roots.stream().map(AllowedRoots::real).distinct().toList();
    }

    /** Parses the configuration value written by {@link #encode(List)}. */
    public static AllowedRoots parse(String value) {
        if (value == null || value.isBlank()) {
            return new AllowedRoots(List.of());
        }
        return new AllowedRoots(Arrays.stream(value.split(SEPARATOR)).map(String::strip)
                .filter(s -> !s.isEmpty()).map(Path::of).toList());
    }

    /** The configuration value for these directories; each must be absolute and free of the separator. */
    public static String encode(List<Path> directories) {
        for (Path directory : directories) {
            if (!directory.isAbsolute() || directory.toString().contains(SEPARATOR)) {
                throw new IllegalArgumentException("An allowed root must be an absolute path without '"
                        + SEPARATOR + "': " + directory);
            }
        }
        return directories.stream().map(p -> p.normalize().toString()).collect(Collectors.joining(SEPARATOR));
    }

    public boolean isEmpty() {
        return roots.isEmpty();
    }

    /** Whether the file the path names, after following symbolic links, lies in or below one of the roots. */
    public boolean allows(Path path) {
        return containsReal(real(path));
    }

    /** Whether a path already resolved by {@link #real(Path)} lies in or below one of the roots. */
    public boolean containsReal(Path realPath) {
        for (Path root : roots) {
            if (realPath.startsWith(root)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The absolute path as the operating system resolves it: symbolic links of the part that exists
     * followed, the rest normalised. A path that climbs out with {@code ..} or through a link to another
     * directory therefore ends up where it really points.
     */
    public static Path real(Path path) {
        Path absolute = path.toAbsolutePath();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return absolute.normalize();
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(absolute)).normalize();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot resolve " + absolute, e);
        }
    }
}
