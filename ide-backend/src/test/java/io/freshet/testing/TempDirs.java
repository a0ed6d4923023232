package io.freshet.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Deletes a test's temporary folder with everything in it (a started app's root, say). */
public final class TempDirs {

    private TempDirs() {
    }

    /** Deletes {@code dir} and all below it, deepest first; nothing when it is null or gone. */
    public static void delete(Path dir) throws IOException {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
