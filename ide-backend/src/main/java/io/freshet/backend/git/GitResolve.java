package io.freshet.backend.git;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitStatus;
import java.io.IOException;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.PersonIdent;

/**
 * Ends one conflict: the chosen text becomes the script's new version (null: the script goes to the trash), and
 * when it was the last conflict the merge is committed.
 */
final class GitResolve {

    private final GitWork work;
    private final GitLinkStore store;
    private final long projectId;

    GitResolve(GitWork work, GitLinkStore store, long projectId) {
        this.work = work;
        this.store = store;
        this.projectId = projectId;
    }

    GitStatus run(String path, String chosenText, PersonIdent who, String branch) throws IOException, GitAPIException {
        if (store.conflicts(projectId).stream().noneMatch(c -> c.path().equals(path))) {
            throw new ServiceException("The script " + path + " has no conflict to resolve.");
        }
        work.putScript(path, chosenText);
        store.removeConflict(projectId, path);
        if (store.conflicts(projectId).isEmpty()) {
            work.commit(who, "Merge the remote " + branch + " (conflicts resolved in Freshet)");
        }
        return work.currentStatus();
    }
}
