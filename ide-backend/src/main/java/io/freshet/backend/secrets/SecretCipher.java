package io.freshet.backend.secrets;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-256-GCM with a random 96-bit nonce per value; the secret's name is authenticated data, so a
 * ciphertext copied onto another secret's row does not decrypt.
 */
public final class SecretCipher {

    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKey key;

    /** @param key 32 bytes */
    public SecretCipher(byte[] key) {
        if (key.length != 32) {
            throw new IllegalArgumentException("the secret key must be 32 bytes (256 bits), got " + key.length);
        }
        this.key = new SecretKeySpec(key, "AES");
    }

    /** A new random key, Base64, for {@code FRESHET_SECRET_KEY}. */
    public static String newKey() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }

    public String encrypt(String name, String plaintext) {
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, nonce, name);
            byte[] sealed = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(ByteBuffer.allocate(NONCE_BYTES + sealed.length)
                    .put(nonce).put(sealed).array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("encryption failed", e);
        }
    }

    /** @throws IllegalStateException when the value was sealed with another key, for another name, or changed */
    public String decrypt(String name, String sealedBase64) {
        byte[] all = Base64.getDecoder().decode(sealedBase64);
        try {
            byte[] nonce = java.util.Arrays.copyOfRange(all, 0, NONCE_BYTES);
            Cipher cipher = cipher(Cipher.DECRYPT_MODE, nonce, name);
            return new String(cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            // no detail: the cause would only say "tag mismatch" and must not carry any value
            throw new IllegalStateException("The secret '" + name + "' cannot be decrypted with the configured key");
        }
    }

    private Cipher cipher(int mode, byte[] nonce, String name) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD(name.getBytes(StandardCharsets.UTF_8));
        return cipher;
    }
}
