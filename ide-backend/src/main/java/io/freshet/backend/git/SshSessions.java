package io.freshet.backend.git;

import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jgit.transport.SshConfigStore;
import org.eclipse.jgit.transport.SshConstants;
import org.eclipse.jgit.transport.sshd.SshdSessionFactory;
import org.eclipse.jgit.transport.sshd.SshdSessionFactoryBuilder;

/**
 * The SSH client of one git step on Apache MINA sshd: the link's key as its only identity, its pinned host keys as the
 * only host-key check, public-key authentication only, and Freshet's own few settings in place of an ssh config file:
 * no config file, known_hosts file, default identity or agent of the server user's is read, and no ssh binary runs.
 */
final class SshSessions {

    /**
     * The key exchanges offered. sshd's post-quantum ones (sntrup761, mlkem768) need BouncyCastle and would be
     * offered anyway, because paimon-s3 leaks a few of its classes, and then fail halfway ({@link SshSecurity}).
     */
    static final String KEX_ALGORITHMS = "curve25519-sha256,curve25519-sha256@libssh.org,ecdh-sha2-nistp256,"
            + "ecdh-sha2-nistp384,ecdh-sha2-nistp521,diffie-hellman-group-exchange-sha256,"
            + "diffie-hellman-group16-sha512,diffie-hellman-group18-sha512,diffie-hellman-group14-sha256";

    private static final SshConfigStore SETTINGS = settings(Map.of(
            SshConstants.KEX_ALGORITHMS, KEX_ALGORITHMS,
            SshConstants.PREFERRED_AUTHENTICATIONS, "publickey",
            SshConstants.IDENTITY_AGENT, "none",
            SshConstants.ADD_KEYS_TO_AGENT, "no"));

    static {
        SshSecurity.ready();
    }

    private SshSessions() {
    }

    static SshdSessionFactory factory(KeyPair key, PinnedHostKeys hostKeys, Path nowhere) {
        return new SshdSessionFactoryBuilder()
                .setHomeDirectory(nowhere.toFile())
                .setSshDirectory(nowhere.toFile())
                .setConfigStoreFactory((home, configFile, localUser) -> SETTINGS)
                .setDefaultKnownHostsFiles(sshDir -> List.of())
                .setDefaultIdentities(sshDir -> List.of())
                .setDefaultKeysProvider(sshDir -> List.of(key))
                .setServerKeyDatabase((home, sshDir) -> hostKeys)
                .setPreferredAuthentications("publickey")
                .setConnectorFactory(null)
                .build(null);
    }

    /** The same settings for every host: the URL gives host, port and user. */
    private static SshConfigStore settings(Map<String, String> values) {
        Map<String, String> options = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        options.putAll(values);
        SshConfigStore.HostConfig config = new SshConfigStore.HostConfig() {
            @Override
            public String getValue(String key) {
                return options.get(key);
            }

            @Override
            public List<String> getValues(String key) {
                return List.of();
            }

            @Override
            public Map<String, String> getOptions() {
                return options;
            }

            @Override
            public Map<String, List<String>> getMultiValuedOptions() {
                return Map.of();
            }
        };
        return new SshConfigStore() {
            @Override
            public HostConfig lookup(String hostName, int port, String userName) {
                return config;
            }

            @Override
            public HostConfig lookupDefault(String hostName, int port, String userName) {
                return config;
            }
        };
    }
}
