package io.freshet.backend.git;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitLink;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.transport.URIish;

/**
 * Which remotes a project may be linked to. Allowed: {@code https://} URLs without user information (credentials come
 * from a sealed secret named {@code git.*}, so no other Freshet secret can be sent to a git server), SSH remotes with
 * their user in the URL, a key in such a secret and the server's host key pinned, and local repositories only where
 * the server allows them ({@code freshet.git.local-remotes}, for tests and single-user machines). Anything else is
 * refused.
 */
final class GitRemote {

    /** Secrets that may be sent to a git server start with this; ingestion passwords and the like never do. */
    static final String SECRET_PREFIX = GitLink.SECRET_PREFIX;
    private static final Pattern SECRET_NAME = Pattern.compile("git\\.[A-Za-z0-9._-]{1,196}");
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9._@+-]{1,200}");
    private static final Pattern SCP_LIKE = Pattern.compile("[^/:@\\s]+@[^/:\\s]+:(?!//)\\S.*");

    private GitRemote() {
    }

    /** The link with its URL and branch checked and trimmed, or a refusal that says what to change. */
    static GitLink checked(GitLink link, boolean localRemotes) {
        if (link == null || link.remoteUrl() == null || link.remoteUrl().isBlank()) {
            throw new ServiceException("Enter the repository's URL.");
        }
        String url = link.remoteUrl().strip();
        String branch = branch(link.branch() == null || link.branch().isBlank() ? "main" : link.branch());
        String user = blankToNull(link.credentialUser());
        String secret = blankToNull(link.credentialSecret());
        if (user != null && !USER.matcher(user).matches()) {
            throw new ServiceException("A credential user name is 1 to 200 letters, digits or . _ @ + -.");
        }
        if (secret != null && !SECRET_NAME.matcher(secret).matches()) {
            throw new ServiceException("A git credential must be a secret whose name starts with '" + SECRET_PREFIX
                    + "' (set it on the Secrets page).");
        }
        if (isLocal(url)) {
            if (!localRemotes) {
                throw new ServiceException("This server does not allow repositories on its own disk: use an https://"
                        + " URL.");
            }
            if (secret != null) {
                throw new ServiceException("A repository on this server's disk needs no credential.");
            }
            return new GitLink(url, branch, null, null);
        }
        if (isSsh(url)) {
            return ssh(url, branch, user, secret, link.hostKey());
        }
        if (link.hostKey() != null && !link.hostKey().isBlank()) {
            throw new ServiceException("A host key is for SSH remotes only.");
        }
        URI uri = uri(url);
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") || uri.getHost() == null) {
            throw new ServiceException("Only https:// repository URLs are allowed (not " + (scheme.isEmpty() ? "this"
                    : scheme) + "): credentials must not travel in clear text.");
        }
        if (uri.getRawUserInfo() != null) {
            throw new ServiceException("Put the user and password or token in a secret, not in the URL.");
        }
        return new GitLink(url, branch, user, secret);
    }

    /** A branch name git accepts, without the {@code refs/heads/} prefix. */
    static String branch(String value) {
        String branch = value == null ? "" : value.strip();
        if (branch.startsWith("refs/heads/")) {
            branch = branch.substring("refs/heads/".length());
        }
        if (branch.isEmpty() || branch.length() > 200 || branch.startsWith("-")
                || !Repository.isValidRefName("refs/heads/" + branch)) {
            throw new ServiceException("'" + branch + "' is not a branch name git accepts.");
        }
        return branch;
    }

    /** Whether the URL names an SSH remote: {@code ssh://…} or git's short form {@code user@host:path}. */
    static boolean isSsh(String url) {
        String lower = url.toLowerCase(Locale.ROOT);
        return lower.startsWith("ssh://") || lower.startsWith("git+ssh://") || lower.startsWith("ssh+git://")
                || SCP_LIKE.matcher(url).matches();
    }

    /** The secret a pasted SSH key of a project is sealed under: the project's own, so no other secret is replaced. */
    static String sshKeySecret(long projectId) {
        return SECRET_PREFIX + "ssh-key.project-" + projectId;
    }

    private static GitLink ssh(String url, String branch, String user, String secret, String hostKey) {
        URIish uri;
        try {
            uri = new URIish(url);
        } catch (URISyntaxException e) {
            throw new ServiceException("The repository URL is not a valid SSH URL.");
        }
        if (uri.getPass() != null) {
            throw new ServiceException("SSH remotes sign in with a key: put no password in the URL.");
        }
        if (uri.getUser() == null || !USER.matcher(uri.getUser()).matches()) {
            throw new ServiceException("Put the SSH user in the URL, e.g. git@git.example.com:team/pipelines.git.");
        }
        if (uri.getHost() == null || uri.getHost().startsWith("-") || uri.getPath() == null
                || uri.getPath().isBlank() || uri.getPath().equals("/")) {
            throw new ServiceException("An SSH URL names a host and a repository path, e.g."
                    + " ssh://git@git.example.com/team/pipelines.git.");
        }
        if (user != null) {
            throw new ServiceException("An SSH remote's user is the one in its URL: leave the credential user empty.");
        }
        return new GitLink(url, branch, null, secret, SshHostKeys.parse(hostKey).normalized());
    }

    private static boolean isLocal(String url) {
        return url.toLowerCase(Locale.ROOT).startsWith("file:") || (url.startsWith("/") && Path.of(url).isAbsolute());
    }

    private static URI uri(String url) {
        try {
            return new URI(url);
        } catch (URISyntaxException e) {
            throw new ServiceException("The repository URL is not a valid URL.");
        }
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
