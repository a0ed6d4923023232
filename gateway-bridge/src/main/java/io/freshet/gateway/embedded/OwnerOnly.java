package io.freshet.gateway.embedded;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Makes the embedded Flink's home a directory only its owner can enter (on file systems with POSIX modes). */
public final class OwnerOnly {

    static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");
    /** Also owner-only for reading: others may pass (the child's own user, see {@link ChildFiles}), never list. */
    static final Set<PosixFilePermission> PASSAGE = PosixFilePermissions.fromString("rwx--x--x");

    private static final Logger LOG = LoggerFactory.getLogger(OwnerOnly.class);

    private OwnerOnly() {
    }

    /**
     * Mode 0700: what lies below (warehouse, checkpoints, logs, the generated configuration) is then out of
     * other local users' reach whatever the umask gave the files. A home owned by someone else stays as it
     * is, with a warning, rather than stopping the start. A home already open for passing only (0711) stays so:
     * a child running as its own user below it (the ingestion Flink's home is inside) must not lose its way in.
     */
    public static void restrict(Path directory) {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(directory);
            if (!mode.equals(DIRECTORY) && !mode.equals(PASSAGE)) {
                Files.setPosixFilePermissions(directory, DIRECTORY);
            }
        } catch (IOException | UnsupportedOperationException e) {
            LOG.warn("Could not make {} readable by its owner only: {}", directory, e.getMessage());
        }
    }
}
