package io.freshet.backend.git;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitStatus;
import java.io.IOException;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.transport.RemoteRefUpdate;

/** A push and what the remote's answer means for the user. */
final class GitPush {

    private final GitWork work;

    GitPush(GitWork work) {
        this.work = work;
    }

    GitStatus run() throws IOException, GitAPIException {
        RemoteRefUpdate.Status answer = work.pushBranch();
        switch (answer) {
            case OK, UP_TO_DATE -> {
                return work.status();
            }
            case REJECTED_NONFASTFORWARD, REJECTED_REMOTE_CHANGED -> throw new ServiceException("The remote branch has"
                    + " commits this project does not have: pull first, then push.");
            case REJECTED_NODELETE, REJECTED_OTHER_REASON -> throw new ServiceException("The remote refused the push"
                    + " (the branch may be protected, or the credential may not allow writing).");
            default -> throw new ServiceException("The push did not happen: nothing was sent. Try again.");
        }
    }
}
