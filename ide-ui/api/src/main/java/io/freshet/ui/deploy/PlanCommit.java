package io.freshet.ui.deploy;

/**
 * The git commit a plan was computed at, for a project linked to a repository.
 *
 * @param commit      the full id of the commit the project's scripts are on, null before the first commit
 * @param uncommitted whether the scripts (the working copy) differ from that commit
 */
public record PlanCommit(String branch, String commit, boolean uncommitted) {

    /** The first 8 characters of the commit id, as people quote it. */
    public String shortId() {
        return commit == null ? "no commit yet" : commit.substring(0, Math.min(8, commit.length()));
    }

    /** "main at 1a2b3c4d" or "main at 1a2b3c4d with uncommitted changes". */
    public String words() {
        return branch + " at " + shortId() + (uncommitted ? " with uncommitted changes" : "");
    }
}
