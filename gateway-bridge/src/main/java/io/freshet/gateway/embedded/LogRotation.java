package io.freshet.gateway.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Moves the previous start's log aside before a start: {@code log} becomes {@code log.1}, {@code log.1} becomes
 * {@code log.2}, and so on; the oldest beyond the kept number is deleted. The child's log4j rolls over by size with
 * the same names, so both keep the newest old file at {@code .1}.
 */
final class LogRotation {

    /** As many old files as log4j's size rollover keeps ({@code strategy.max} in the child's log configuration). */
    static final int KEPT = 5;

    private LogRotation() {
    }

    /** Rotates {@code log} when it exists and is not empty; a missing or empty log has nothing to keep. */
    static void rotate(Path log, int kept) throws IOException {
        if (!Files.isRegularFile(log) || Files.size(log) == 0) {
            return;
        }
        Files.deleteIfExists(numbered(log, kept));
        for (int i = kept - 1; i >= 1; i--) {
            Path older = numbered(log, i);
            if (Files.exists(older)) {
                Files.move(older, numbered(log, i + 1), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.move(log, numbered(log, 1), StandardCopyOption.REPLACE_EXISTING);
    }

    static Path numbered(Path log, int index) {
        return log.resolveSibling(log.getFileName() + "." + index);
    }
}
