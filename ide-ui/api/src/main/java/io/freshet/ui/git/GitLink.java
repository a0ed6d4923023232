package io.freshet.ui.git;

/**
 * A project's link to a git repository. Credentials are never part of it: they are a sealed secret, named here.
 *
 * @param remoteUrl        an {@code https://} URL without user or password in it (or, where the server allows local
 *                         remotes, a {@code file://} URL or an absolute path)
 * @param branch           the branch the project follows, e.g. {@code main}
 * @param credentialUser   the user name sent with the secret over HTTPS (a token's user), or null for none
 * @param credentialSecret the name of the sealed secret holding the password or token (a name starting
 *                         with {@link #SECRET_PREFIX}), or null for a remote that needs none
 */
public record GitLink(String remoteUrl, String branch, String credentialUser, String credentialSecret) {

    /** Only secrets named with this prefix may be sent to a git server (ingestion passwords and the like never are). */
    public static final String SECRET_PREFIX = "git.";
}
