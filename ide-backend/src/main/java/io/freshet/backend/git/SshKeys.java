package io.freshet.backend.git;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.SshKey;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.KeyPair;
import java.util.Iterator;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;
import org.apache.sshd.common.util.security.SecurityUtils;

/**
 * Private keys of SSH remotes: a pasted key (OpenSSH or PEM; ed25519, RSA or ECDSA) opened once with its passphrase,
 * and the form it is sealed in, OpenSSH without a passphrase (the sealing protects it at rest; a passphrase kept
 * beside it in the same store would add nothing). No message or exception here carries any of the key's text.
 */
final class SshKeys {

    private static final int MAX_CHARS = 16_000;
    private static final Pattern ARMOR = Pattern.compile(
            "-----BEGIN ([A-Z0-9 ]+)-----(.*?)-----END \\1-----", Pattern.DOTALL);
    private static final NamedResource PASTED = NamedResource.ofName("pasted key");

    static {
        SshSecurity.ready();
    }

    private SshKeys() {
    }

    /** The key as it is sealed: opened with its passphrase and written without one. */
    static String sealable(SshKey pasted) {
        if (pasted == null || pasted.privateKey() == null || pasted.privateKey().isBlank()) {
            throw new ServiceException("Paste the private key (the whole file, e.g. ~/.ssh/id_ed25519).");
        }
        KeyPair pair = parse(pasted.privateKey(), pasted.passphrase());
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            OpenSSHKeyPairResourceWriter.INSTANCE.writePrivateKey(pair, "freshet", null, out);
            return out.toString(StandardCharsets.US_ASCII);
        } catch (Exception e) {
            throw new ServiceException("This kind of private key cannot be stored: use an ed25519 or RSA key.");
        }
    }

    /** Opens a key; the refusal says what is wrong (not a key, a public key, a passphrase missing or wrong). */
    static KeyPair parse(String text, String passphrase) {
        if (text.length() > MAX_CHARS) {
            throw new ServiceException("That is too long for a private key.");
        }
        String key = rewrapped(text.strip());
        if (key.startsWith("ssh-") || key.startsWith("ecdsa-") || key.contains("PUBLIC KEY-----")) {
            throw new ServiceException("That is a public key (the .pub file): paste the private key.");
        }
        if (key.startsWith("PuTTY-User-Key-File")) {
            throw new ServiceException("PuTTY keys are not read: export the key in OpenSSH format first.");
        }
        if (!text.contains("\n") && text.contains("Proc-Type:")) {
            throw new ServiceException("This PEM key's header lines were lost on pasting: convert it to OpenSSH format"
                    + " first (`ssh-keygen -p -f <file>`), then paste it again.");
        }
        if (!ARMOR.matcher(key).find()) {
            throw new ServiceException("That is not a private key: paste the whole file, from -----BEGIN to"
                    + " -----END.");
        }
        AtomicBoolean asked = new AtomicBoolean();
        boolean hasPassphrase = passphrase != null && !passphrase.isEmpty();
        FilePasswordProvider password = (session, resource, retry) -> {
            asked.set(true);
            return hasPassphrase ? passphrase : null;
        };
        try {
            Iterable<KeyPair> pairs = SecurityUtils.loadKeyPairIdentities(null, PASTED,
                    new ByteArrayInputStream(key.getBytes(StandardCharsets.US_ASCII)), password);
            Iterator<KeyPair> first = pairs == null ? null : pairs.iterator();
            if (first != null && first.hasNext()) {
                return first.next();
            }
        } catch (Exception e) {
            // the cause may quote the key's structure: only which case it was is told
            if (asked.get()) {
                throw new ServiceException(hasPassphrase ? "The passphrase does not open this key."
                        : "This key has a passphrase: enter it too.");
            }
            throw new ServiceException("This private key cannot be read: Freshet reads OpenSSH and PEM keys of type"
                    + " ed25519, RSA or ECDSA.");
        }
        throw new ServiceException(asked.get() && !hasPassphrase ? "This key has a passphrase: enter it too."
                : "This private key cannot be read: Freshet reads OpenSSH and PEM keys of type ed25519, RSA or ECDSA.");
    }

    /**
     * A password field drops the line breaks of a pasted key: the Base64 between the armor lines is wrapped again.
     * A key with PEM header lines (legacy encryption) that lost them cannot be rebuilt and is left as it is.
     */
    static String rewrapped(String key) {
        if (key.contains("\n") || key.contains(": ")) {
            return key;
        }
        Matcher armor = ARMOR.matcher(key);
        if (!armor.find()) {
            return key;
        }
        String body = armor.group(2).replaceAll("\\s+", "");
        StringBuilder text = new StringBuilder("-----BEGIN ").append(armor.group(1)).append("-----\n");
        for (int i = 0; i < body.length(); i += 64) {
            text.append(body, i, Math.min(body.length(), i + 64)).append('\n');
        }
        return text.append("-----END ").append(armor.group(1)).append("-----\n").toString();
    }
}
