package io.freshet.backend.tokens;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one format of an API token: {@code fsh_}, a 12-character public key id, {@code _}, and 43 characters of secret
 * (256 random bits, base64url). The prefix lets secret scanners and people recognise a leaked token; the key id finds
 * the row; only the SHA-256 of the whole token is stored, and it is compared in constant time.
 */
public final class TokenSecrets {

    /** What every token starts with. */
    public static final String PREFIX = "fsh_";
    /** Characters of a whole token. */
    public static final int LENGTH = 60;

    private static final int KEY_ID_LENGTH = 12;
    private static final int SECRET_BYTES = 32;
    private static final String KEY_ID_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
    private static final Pattern FORMAT = Pattern.compile("fsh_([0-9a-z]{12})_[A-Za-z0-9_-]{43}");

    private TokenSecrets() {
    }

    /**
     * A token just made.
     *
     * @param text the whole token, given to the user once and never stored
     * @param hash what is stored: {@link #hash} of the text
     */
    public record NewToken(String keyId, String text, String hash) {

        /** Never prints the token. */
        @Override
        public String toString() {
            return "NewToken[" + PREFIX + keyId + "]";
        }
    }

    /** A fresh token from a strong random source. */
    public static NewToken generate(SecureRandom random) {
        StringBuilder keyId = new StringBuilder(KEY_ID_LENGTH);
        for (int i = 0; i < KEY_ID_LENGTH; i++) {
            keyId.append(KEY_ID_ALPHABET.charAt(random.nextInt(KEY_ID_ALPHABET.length())));
        }
        byte[] secret = new byte[SECRET_BYTES];
        random.nextBytes(secret);
        String text = PREFIX + keyId + "_" + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        return new NewToken(keyId.toString(), text, hash(text));
    }

    /** The key id of a text in the token format, empty for anything else (nothing is looked up for it). */
    public static Optional<String> keyId(String presented) {
        if (presented == null || presented.length() != LENGTH) {
            return Optional.empty();
        }
        Matcher m = FORMAT.matcher(presented);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** The SHA-256 of the token's UTF-8 bytes as 64 lower-case hex digits. */
    public static String hash(String text) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(sha.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** Whether the presented token hashes to the stored hash; the comparison takes the same time wherever they differ. */
    public static boolean matches(String presented, String storedHash) {
        if (presented == null || storedHash == null) {
            return false;
        }
        return MessageDigest.isEqual(hash(presented).getBytes(StandardCharsets.US_ASCII),
                storedHash.getBytes(StandardCharsets.US_ASCII));
    }
}
