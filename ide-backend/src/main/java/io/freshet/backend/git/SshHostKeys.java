package io.freshet.backend.git;

import io.freshet.ui.common.ServiceException;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.config.keys.PublicKeyEntryResolver;
import org.apache.sshd.common.digest.BuiltinDigests;

/**
 * The host keys an SSH remote's link pins: one per line, a public key ({@code ssh-ed25519 AAAA…}), a known_hosts line
 * ({@code host ssh-ed25519 AAAA…}, the host names are not used: the link names the host) or an OpenSSH SHA-256
 * fingerprint ({@code SHA256:…}, as {@code ssh-keygen -lf} prints it). A server is accepted only when its key's
 * fingerprint is one of these.
 *
 * @param keys         the whole keys given (offered first when the client negotiates the server's key type)
 * @param fingerprints the SHA-256 fingerprints of all pinned keys, those of {@link #keys} included
 */
record SshHostKeys(List<PublicKey> keys, Set<String> fingerprints) {

    private static final Pattern FINGERPRINT = Pattern.compile("SHA256:[A-Za-z0-9+/]{43}=?");
    private static final int MAX_LINES = 20;

    static {
        SshSecurity.ready();
    }

    SshHostKeys {
        keys = List.copyOf(keys);
        fingerprints = Set.copyOf(fingerprints);
    }

    /** Parses what a user pasted; a refusal says which line is not a host key. */
    static SshHostKeys parse(String text) {
        if (text == null || text.isBlank()) {
            throw new ServiceException("Enter the server's host key (a line of `ssh-keyscan <host>`, or its SHA256:"
                    + " fingerprint): without it Freshet cannot tell the server from an impostor.");
        }
        List<PublicKey> keys = new ArrayList<>();
        Set<String> fingerprints = new LinkedHashSet<>();
        int lineNumber = 0;
        for (String raw : text.strip().split("\\R")) {
            lineNumber++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (FINGERPRINT.matcher(line).matches()) {
                fingerprints.add(line.endsWith("=") ? line.substring(0, line.length() - 1) : line);
                continue;
            }
            if (line.startsWith("@")) {
                throw new ServiceException("Host key line " + lineNumber + " is a marked known_hosts line"
                        + " (@cert-authority or @revoked): give the server's own key.");
            }
            PublicKey key = key(line);
            if (key == null) {
                throw new ServiceException("Host key line " + lineNumber + " is neither a public key (ssh-ed25519"
                        + " AAAA…), a known_hosts line nor a SHA256: fingerprint.");
            }
            keys.add(key);
            fingerprints.add(fingerprint(key));
        }
        if (fingerprints.isEmpty()) {
            throw new ServiceException("The host key holds no key: enter a line of `ssh-keyscan <host>` or a SHA256:"
                    + " fingerprint.");
        }
        if (fingerprints.size() > MAX_LINES) {
            throw new ServiceException("Pin at most " + MAX_LINES + " host keys.");
        }
        return new SshHostKeys(keys, fingerprints);
    }

    /** OpenSSH's form of a key's fingerprint, {@code SHA256:} and unpadded Base64. */
    static String fingerprint(PublicKey key) {
        return KeyUtils.getFingerPrint(BuiltinDigests.sha256, key);
    }

    boolean accepts(PublicKey serverKey) {
        return fingerprints.contains(fingerprint(serverKey));
    }

    /** The text stored with the link: one key ({@code type base64}) or fingerprint per line, comments dropped. */
    String normalized() {
        List<String> lines = new ArrayList<>();
        Set<String> ofKeys = new LinkedHashSet<>();
        for (PublicKey key : keys) {
            lines.add(PublicKeyEntry.toString(key));
            ofKeys.add(fingerprint(key));
        }
        fingerprints.stream().filter(f -> !ofKeys.contains(f)).sorted().forEach(lines::add);
        return String.join("\n", lines);
    }

    /** The pinned fingerprints, for a message. */
    String describe() {
        return String.join(", ", fingerprints.stream().sorted().toList());
    }

    /** The key of a public-key line, or of a known_hosts line once its host names are dropped; null when neither. */
    private static PublicKey key(String line) {
        PublicKey key = parsed(line);
        if (key == null) {
            String[] hostsAndRest = line.split("\\s+", 2);
            key = hostsAndRest.length == 2 ? parsed(hostsAndRest[1]) : null;
        }
        return key;
    }

    private static PublicKey parsed(String entry) {
        try {
            return PublicKeyEntry.parsePublicKeyEntry(entry).resolvePublicKey(null, Map.of(),
                    PublicKeyEntryResolver.FAILING);
        } catch (Exception e) {
            // not a key in this form: the caller tries the next form, or says which line is wrong
            return null;
        }
    }
}
