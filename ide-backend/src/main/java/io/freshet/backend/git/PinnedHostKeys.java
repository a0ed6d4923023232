package io.freshet.backend.git;

import java.net.InetSocketAddress;
import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jgit.transport.CredentialsProvider;
import org.eclipse.jgit.transport.sshd.ServerKeyDatabase;

/**
 * The only host-key check of an SSH remote: the link's pinned keys, never a known_hosts file and never a question to
 * anyone. A server showing another key is refused before any authentication, and the key it showed is kept so that
 * the refusal can name both fingerprints.
 */
final class PinnedHostKeys implements ServerKeyDatabase {

    private final SshHostKeys pinned;
    private final AtomicReference<String> refused = new AtomicReference<>();

    PinnedHostKeys(SshHostKeys pinned) {
        this.pinned = pinned;
    }

    @Override
    public List<PublicKey> lookup(String connectAddress, InetSocketAddress remoteAddress, Configuration config) {
        return pinned.keys();
    }

    @Override
    public boolean accept(String connectAddress, InetSocketAddress remoteAddress, PublicKey serverKey,
                          Configuration config, CredentialsProvider provider) {
        if (pinned.accepts(serverKey)) {
            return true;
        }
        refused.set(SshHostKeys.fingerprint(serverKey));
        return false;
    }

    /** The refusal, if a server showed a key that is not pinned. */
    Optional<Refusal> refusal() {
        return Optional.ofNullable(refused.get()).map(seen -> new Refusal(seen, pinned.describe()));
    }

    /**
     * A host key that was not pinned.
     *
     * @param seen   the fingerprint of the key the server showed
     * @param pinned the pinned fingerprints
     */
    record Refusal(String seen, String pinned) {
    }
}
