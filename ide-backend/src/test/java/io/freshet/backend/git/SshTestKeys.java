package io.freshet.backend.git;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.Base64;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyEncryptionContext;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;

/** Keys made in a test, in the forms a user pastes: OpenSSH private key files, PKCS#8 PEM, public key lines. */
final class SshTestKeys {

    static {
        SshSecurity.ready();
    }

    private SshTestKeys() {
    }

    /** An ed25519 key as sshd reads one (its EdDSA provider's classes, not the JDK's). */
    static KeyPair ed25519() throws Exception {
        return KeyUtils.generateKeyPair(KeyPairProvider.SSH_ED25519, 256);
    }

    static KeyPair rsa() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        return generator.generateKeyPair();
    }

    /** The key as {@code ssh-keygen} writes it, encrypted with the passphrase when one is given. */
    static String openSsh(KeyPair pair, String passphrase) throws Exception {
        OpenSSHKeyEncryptionContext encryption = null;
        if (passphrase != null) {
            encryption = new OpenSSHKeyEncryptionContext();
            encryption.setPassword(passphrase);
            encryption.setCipherName("AES");
            encryption.setCipherMode("CTR");
            encryption.setCipherType("256");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OpenSSHKeyPairResourceWriter.INSTANCE.writePrivateKey(pair, "someone@laptop", encryption, out);
        return out.toString(StandardCharsets.US_ASCII);
    }

    /** PKCS#8, as {@code openssl pkcs8} writes it. */
    static String pkcs8(KeyPair pair) {
        return "-----BEGIN PRIVATE KEY-----\n" + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(pair.getPrivate().getEncoded()) + "\n-----END PRIVATE KEY-----\n";
    }

    /** {@code ssh-ed25519 AAAA…}, as a .pub file or {@code ssh-keyscan} (after the host) has it. */
    static String publicLine(KeyPair pair) {
        return PublicKeyEntry.toString(pair.getPublic());
    }
}
