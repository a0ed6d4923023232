package io.freshet.ui.git;

import java.util.List;

/**
 * Where a linked project stands: its branch, the commit it is on, how far it is from the remote branch, and each
 * script that exists on either side.
 *
 * @param headCommit  the full id of the commit the project is on, or null before its first commit
 * @param headMessage that commit's first line, or null
 * @param headAuthor  that commit's author's name, or null
 * @param ahead       commits here that the remote branch does not have (a push sends them)
 * @param behind      commits on the remote branch that are not here (a pull brings them)
 * @param scripts     every script on either side, by path
 */
public record GitStatus(long projectId, String remoteUrl, String branch, String headCommit, String headMessage,
                        String headAuthor, int ahead, int behind, List<ScriptGitStatus> scripts) {

    public GitStatus {
        scripts = List.copyOf(scripts);
    }

    /** Whether a script waits for the user to choose between two texts. */
    public boolean hasConflicts() {
        return scripts.stream().anyMatch(s -> s.state() == ScriptGitState.CONFLICT);
    }
}
