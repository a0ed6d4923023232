package io.freshet.backend.git;

import io.freshet.ui.common.ServiceException;
import java.io.IOException;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.api.errors.InvalidRemoteException;
import org.eclipse.jgit.api.errors.JGitInternalException;
import org.eclipse.jgit.api.errors.TransportException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one translation of JGit's (and its SSH client's) failures into a user's message. Their own text can quote a URL
 * with credentials or a server's answer, so it goes to the server log only; the user reads what failed and what to
 * check. A host key that is not pinned is told with both fingerprints.
 */
final class GitFailures {

    private static final Logger LOG = LoggerFactory.getLogger(GitFailures.class);

    /** A step on the clone that may fail in JGit or on the disk. */
    interface Step<T> {
        T run() throws IOException, GitAPIException;
    }

    private GitFailures() {
    }

    /** Runs the step; a ServiceException passes as it is, anything from JGit or the disk becomes one. */
    static <T> T translate(String action, String remoteUrl, GitAccess access, Step<T> step) {
        try {
            return step.run();
        } catch (ServiceException e) {
            throw e;
        } catch (GitAPIException | IOException | JGitInternalException e) {
            LOG.warn("git {} failed for {}", action, remoteUrl, e);
            throw message(action, remoteUrl, access, e);
        }
    }

    private static ServiceException message(String action, String remoteUrl, GitAccess access, Exception e) {
        var refusal = access.hostKeyRefusal();
        if (refusal.isPresent()) {
            return new ServiceException("Could not " + action + ": the server at " + remoteUrl + " showed the host"
                    + " key " + refusal.get().seen() + ", but this link expects " + refusal.get().pinned()
                    + ". Nothing was sent. Ask the server's administrators whether its key changed; until then"
                    + " someone may be intercepting the connection.");
        }
        if (e instanceof InvalidRemoteException) {
            return new ServiceException("There is no git repository at " + remoteUrl + ".");
        }
        if (e instanceof TransportException) {
            return new ServiceException("Could not " + action + ": the repository at " + remoteUrl + " could not be"
                    + " reached or refused the credentials. Check the URL, the network and the "
                    + (GitRemote.isSsh(remoteUrl) ? "key (is its public half a deploy key of this repository?)."
                    : "secret."));
        }
        return new ServiceException("Could not " + action + " (git failed; the server log has the details).");
    }
}
