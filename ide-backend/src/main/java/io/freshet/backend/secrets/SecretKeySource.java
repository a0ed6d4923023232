package io.freshet.backend.secrets;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;

/**
 * Where the key for stored secrets comes from: {@code FRESHET_SECRET_KEY} (Base64, 32 bytes). When a
 * profile requires it (production), a missing key stops the start; otherwise, for one person on a laptop,
 * a key file readable only by the owner is created in Freshet's home.
 */
public final class SecretKeySource {

    public static final String ENV = "FRESHET_SECRET_KEY";
    static final String KEY_FILE = "secret.key";

    private SecretKeySource() {
    }

    public static byte[] resolve(String fromEnvironment, boolean required, Path home) {
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return decode(fromEnvironment.strip());
        }
        if (required) {
            throw new IllegalStateException("No secret key: this profile requires the environment variable " + ENV
                    + " (32 random bytes, Base64; for example `openssl rand -base64 32`). Freshet will not start"
                    + " without it, so that gateway and catalog credentials are never stored with a key kept"
                    + " beside the database.");
        }
        return localKey(home);
    }

    private static byte[] decode(String base64) {
        byte[] key;
        try {
            key = Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(ENV + " is not valid Base64");
        }
        if (key.length != 32) {
            throw new IllegalStateException(ENV + " must decode to 32 bytes, not " + key.length);
        }
        return key;
    }

    private static byte[] localKey(Path home) {
        Path file = home.resolve(KEY_FILE);
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(home);
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
                Files.writeString(file, SecretCipher.newKey(), StandardCharsets.UTF_8);
            }
            return decode(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create the local secret key " + file, e);
        }
    }
}
