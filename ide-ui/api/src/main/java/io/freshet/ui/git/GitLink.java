package io.freshet.ui.git;

/**
 * A project's link to a git repository. Credentials are never part of it: they are a sealed secret, named here.
 *
 * @param remoteUrl        an {@code https://} URL without user or password in it, an SSH remote
 *                         ({@code ssh://git@host[:port]/path} or {@code git@host:path}), or, where the server allows
 *                         local remotes, a {@code file://} URL or an absolute path
 * @param branch           the branch the project follows, e.g. {@code main}
 * @param credentialUser   the user name sent with the secret over HTTPS (a token's user), or null for none (an SSH
 *                         remote's user is in its URL)
 * @param credentialSecret the name of the sealed secret holding the password or token, or an SSH remote's private key
 *                         (a name starting with {@link #SECRET_PREFIX}), or null for a remote that needs none
 * @param hostKey          an SSH remote's pinned host keys, one per line ({@code ssh-ed25519 AAAA…} or
 *                         {@code SHA256:…}): a server showing another key is refused; null for other remotes
 */
public record GitLink(String remoteUrl, String branch, String credentialUser, String credentialSecret,
                      String hostKey) {

    /** Only secrets named with this prefix may be sent to a git server (ingestion passwords and the like never are). */
    public static final String SECRET_PREFIX = "git.";

    /** A link over HTTPS or to a local repository (no host key). */
    public GitLink(String remoteUrl, String branch, String credentialUser, String credentialSecret) {
        this(remoteUrl, branch, credentialUser, credentialSecret, null);
    }
}
