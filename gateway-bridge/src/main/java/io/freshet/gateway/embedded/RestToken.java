package io.freshet.gateway.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Set;

/**
 * The per-start secret in front of the embedded Flink's REST ports: 256 random bits, handed to the child in a
 * file only the launcher's OS user can read (never on its command line, in its Flink configuration or a log).
 */
final class RestToken {

    private static final int BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    private RestToken() {
    }

    /** A new token, written to the file, which is created afresh so it never had wider permissions. */
    static String create(Path file) {
        byte[] bytes = new byte[BYTES];
        RANDOM.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        try {
            Files.deleteIfExists(file);
            Files.createFile(file, ownerOnly(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE));
            Files.writeString(file, token + "\n", StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw StartChecks.startError("Cannot write the embedded Flink's secret to " + file + ": "
                    + StartChecks.reason(e));
        }
        return token;
    }

    /** The directory holding the token and the generated configuration: the launcher's OS user only. */
    static void restrictDirectory(Path dir) throws IOException {
        if (posix()) {
            Files.setPosixFilePermissions(dir, Set.of(PosixFilePermission.OWNER_READ,
                    PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE));
        }
    }

    /** Best effort at a clean stop: a stale token opens nothing, the next start writes a new one. */
    static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing listens with this token any more
        }
    }

    private static FileAttribute<?>[] ownerOnly(PosixFilePermission... permissions) {
        return posix() ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(Set.of(permissions))}
                : new FileAttribute<?>[0];
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
