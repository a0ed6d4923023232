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
 * The one translation of JGit's failures into a user's message. JGit's own text can quote a URL with credentials or
 * a server's answer, so it goes to the server log only; the user reads what failed and what to check.
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
    static <T> T translate(String action, String remoteUrl, Step<T> step) {
        try {
            return step.run();
        } catch (ServiceException e) {
            throw e;
        } catch (InvalidRemoteException e) {
            LOG.warn("git {} failed for {}", action, remoteUrl, e);
            throw new ServiceException("There is no git repository at " + remoteUrl + ".");
        } catch (TransportException e) {
            LOG.warn("git {} failed for {}", action, remoteUrl, e);
            throw new ServiceException("Could not " + action + ": the repository at " + remoteUrl + " could not be"
                    + " reached or refused the credentials. Check the URL, the network and the secret.");
        } catch (GitAPIException | IOException | JGitInternalException e) {
            LOG.warn("git {} failed for {}", action, remoteUrl, e);
            throw new ServiceException("Could not " + action + " (git failed; the server log has the details).");
        }
    }
}
