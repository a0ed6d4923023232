package io.freshet.backend.git;

import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import org.eclipse.jgit.transport.sshd.SshdSessionFactory;
import org.eclipse.jgit.transport.sshd.SshdSessionFactoryBuilder;

/**
 * The SSH client of one git step on Apache MINA sshd: the link's key as its only identity, its pinned host keys as the
 * only host-key check, public-key authentication only, and no ssh config file, known_hosts file, default identity or
 * agent: nothing of the server user's {@code ~/.ssh} is read, and no ssh binary runs.
 */
final class SshSessions {

    static {
        SshSecurity.ready();
    }

    private SshSessions() {
    }

    static SshdSessionFactory factory(KeyPair key, PinnedHostKeys hostKeys, Path nowhere) {
        return new SshdSessionFactoryBuilder()
                .setHomeDirectory(nowhere.toFile())
                .setSshDirectory(nowhere.toFile())
                .setConfigFile(sshDir -> null)
                .setDefaultKnownHostsFiles(sshDir -> List.of())
                .setDefaultIdentities(sshDir -> List.of())
                .setDefaultKeysProvider(sshDir -> List.of(key))
                .setServerKeyDatabase((home, sshDir) -> hostKeys)
                .setPreferredAuthentications("publickey")
                .setConnectorFactory(null)
                .build(null);
    }
}
