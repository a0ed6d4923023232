package io.freshet.backend.git;

import org.apache.sshd.common.util.security.SecurityUtils;

/**
 * sshd's security providers, chosen once before any SSH code runs: the JDK's, and net.i2p's EdDSA for ed25519 keys.
 * BouncyCastle is ruled out because paimon-s3's jar leaks a partial copy of it (multi-release entries): sshd would
 * register it and then find no elliptic curve, so every key, ed25519 and RSA alike, would fail to load. (The same leak
 * makes sshd believe its post-quantum key exchanges work: {@link SshSessions} does not offer them.)
 */
final class SshSecurity {

    static {
        SecurityUtils.setAPrioriDisabledProvider(SecurityUtils.BOUNCY_CASTLE, true);
    }

    private SshSecurity() {
    }

    /** Loads this class, so that its choice is made before the caller touches sshd. */
    static void ready() {
        // the static initializer did the work
    }
}
