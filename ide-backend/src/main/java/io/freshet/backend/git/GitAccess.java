package io.freshet.backend.git;

import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitLink;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.jgit.api.TransportCommand;
import org.eclipse.jgit.transport.CredentialsProvider;
import org.eclipse.jgit.transport.SshTransport;
import org.eclipse.jgit.transport.UsernamePasswordCredentialsProvider;
import org.eclipse.jgit.transport.sshd.SshdSessionFactory;

/**
 * What one git step presents to the link's remote: the HTTPS user and token, or for an SSH remote a session factory
 * of its own ({@link SshSessions}) with the link's key and pinned host keys. Every network command of a clone goes
 * through {@link #on}, so no command can reach a remote with JGit's defaults (the server user's {@code ~/.ssh}).
 */
final class GitAccess implements AutoCloseable {

    /** Seconds an SSH connection or read may hang before the step fails. */
    private static final int SSH_TIMEOUT = 60;

    private final CredentialsProvider credentials;
    private final SshdSessionFactory ssh;
    private final PinnedHostKeys hostKeys;

    private GitAccess(CredentialsProvider credentials, SshdSessionFactory ssh, PinnedHostKeys hostKeys) {
        this.credentials = credentials;
        this.ssh = ssh;
        this.hostKeys = hostKeys;
    }

    /**
     * The access of a link, its credential read from the sealed secret store.
     *
     * @param nowhere a directory that is never created, given to the SSH client as its home: nothing of the server
     *                user's is read
     */
    static GitAccess of(GitLink link, SecretStore secrets, Path nowhere) {
        if (link.credentialSecret() == null) {
            return none();
        }
        String secret = secrets.get(link.credentialSecret()).orElseThrow(() -> new ServiceException(
                "The secret " + link.credentialSecret() + " that this project's git link names does not exist."));
        if (!GitRemote.isSsh(link.remoteUrl())) {
            String user = link.credentialUser() == null ? "git" : link.credentialUser();
            return new GitAccess(new UsernamePasswordCredentialsProvider(user, secret), null, null);
        }
        PinnedHostKeys hostKeys = new PinnedHostKeys(SshHostKeys.parse(link.hostKey()));
        try {
            return new GitAccess(null, SshSessions.factory(SshKeys.parse(secret, null), hostKeys, nowhere), hostKeys);
        } catch (ServiceException e) {
            throw new ServiceException("The secret " + link.credentialSecret() + " does not hold a private key"
                    + " without passphrase: " + e.userMessage());
        }
    }

    /** The command with this access's credentials, and for an SSH remote this link's own SSH client. */
    <C extends TransportCommand<C, ?>> C on(C command) {
        command.setCredentialsProvider(credentials);
        if (ssh != null) {
            command.setTimeout(SSH_TIMEOUT);
            command.setTransportConfigCallback(transport -> {
                if (transport instanceof SshTransport sshTransport) {
                    sshTransport.setSshSessionFactory(ssh);
                }
            });
        }
        return command;
    }

    /** Set when the step failed because the server showed a host key that is not pinned. */
    Optional<PinnedHostKeys.Refusal> hostKeyRefusal() {
        return hostKeys == null ? Optional.empty() : hostKeys.refusal();
    }

    /** No access: for steps that read the clone alone, and tests. */
    static GitAccess none() {
        return new GitAccess(null, null, null);
    }

    @Override
    public void close() {
        if (ssh != null) {
            ssh.close();
        }
    }
}
