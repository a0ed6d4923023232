package io.freshet.ui.git;

import java.util.List;
import java.util.Optional;

/**
 * A project linked to a git repository: its scripts stay in Freshet's database, and are written into commits and
 * read from the remote branch on request. Projects without a link are untouched. Reading needs VIEWER, every change
 * DEVELOPER (a link that names an existing credential secret ADMIN; a pasted SSH key is the linking user's own).
 * Every failure is an {@link io.freshet.ui.common.ServiceException} with a message for the user; it never quotes the
 * remote's or git's own text.
 */
public interface GitService {

    /** The project's link, or empty for a project that lives only in Freshet. */
    Optional<GitLink> linkOf(long projectId);

    /**
     * Links the project and clones the branch (an empty repository or a missing branch is fine: the first push
     * creates it). Files of the branch that the project lacks become scripts; a script whose text differs from the
     * file of the same path becomes a conflict.
     */
    GitPullResult link(long projectId, GitLink link);

    /**
     * Links the project to an SSH remote with a pasted private key, which the service seals as a secret of its own
     * for this project (the key is opened with its passphrase once and stored without it); the link's host key is
     * required. Otherwise as {@link #link(long, GitLink)}.
     */
    GitPullResult link(long projectId, GitLink link, SshKey key);

    /** Fetches the remote branch and compares it with the project's scripts. */
    GitStatus status(long projectId);

    /**
     * A script's text in Freshet and on the remote branch as the last status, pull or push fetched it, for its diff;
     * no network call.
     */
    ScriptGitTexts texts(long projectId, String path);

    /** The scripts that wait for a choice between two texts. */
    List<GitConflict> conflicts(long projectId);

    /**
     * Brings the remote branch's changes into the project's scripts. A script changed on both sides is not
     * changed: it is marked conflicting with both texts, until {@link #resolve}.
     */
    GitPullResult pull(long projectId);

    /**
     * Commits the project's scripts as they are saved in Freshet, as the signed-in user; refused while a conflict
     * waits, or when nothing changed.
     */
    GitStatus commit(long projectId, String message);

    /** Sends the commits to the remote branch; refused when the remote has commits the project lacks (pull first). */
    GitStatus push(long projectId);

    /**
     * Follows another branch: an existing remote branch replaces the project's scripts with its files; a new name
     * starts a branch from the current commit. Refused while scripts have uncommitted changes or conflicts.
     */
    GitStatus switchBranch(long projectId, String branch);

    /**
     * Ends a conflict with the chosen text (either side's, or an edit of both), saved as the script's new version
     * (null moves the script to the trash, for a deletion that wins); once no conflict is left the merge is committed.
     */
    GitStatus resolve(long projectId, String path, String chosenText);
}
