package io.freshet.ui.git;

/**
 * A private key pasted to link a project over SSH: sealed as a secret by the service and never handed back; its text
 * never appears in {@link #toString()}, so it cannot reach a log by accident.
 *
 * @param privateKey the key file's text (OpenSSH or PEM; line breaks may be lost by a password field)
 * @param passphrase the key's passphrase, or null for a key without one
 */
public record SshKey(String privateKey, String passphrase) {

    @Override
    public String toString() {
        return "SshKey[hidden]";
    }
}
