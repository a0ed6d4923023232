package io.freshet.ui.git;

import io.freshet.ui.common.Counts;
import java.util.stream.Collectors;

/** The git page's words: a script's state, where the project stands, and each action's outcome as one line. */
final class GitWords {

    /** Git's usual abbreviation of a commit id. */
    private static final int SHORT_ID = 7;

    private GitWords() {
    }

    static String state(ScriptGitState state) {
        return switch (state) {
            case UNCHANGED -> "unchanged";
            case CHANGED_HERE -> "modified here";
            case CHANGED_THERE -> "changed on the remote";
            case CONFLICT -> "conflict: choose a text";
            case NEW -> "added here";
            case DELETED -> "deleted here";
        };
    }

    static String shortId(String commit) {
        return commit == null ? "" : commit.substring(0, Math.min(SHORT_ID, commit.length()));
    }

    /** The branch and the commit the project is on: id, first line of the message, author. */
    static String head(GitStatus status) {
        if (status.headCommit() == null) {
            return "Branch " + status.branch() + ": no commit yet.";
        }
        return "Branch " + status.branch() + " at " + shortId(status.headCommit()) + " “" + status.headMessage() + "”"
                + (status.headAuthor() == null ? "" : " by " + status.headAuthor()) + ".";
    }

    /** Commits to push and to pull. */
    static String distance(GitStatus status) {
        if (status.ahead() == 0 && status.behind() == 0) {
            return "Nothing to push or pull.";
        }
        if (status.behind() == 0) {
            return Counts.of(status.ahead(), "commit") + " to push.";
        }
        if (status.ahead() == 0) {
            return Counts.of(status.behind(), "commit") + " to pull.";
        }
        return Counts.of(status.ahead(), "commit") + " to push, " + status.behind() + " to pull.";
    }

    static String linked(GitLink link, GitPullResult result) {
        String came = result.updated().isEmpty() ? "no script came from the repository"
                : Counts.of(result.updated().size(), "script") + " came from the repository";
        return "Linked to " + link.remoteUrl() + " on branch " + link.branch() + ": " + came + conflicts(result) + ".";
    }

    static String pulled(GitPullResult result) {
        if (result.updated().isEmpty() && result.conflicts().isEmpty()) {
            return "Pulled: nothing new on the remote branch.";
        }
        return "Pulled: " + Counts.of(result.updated().size(), "script") + " updated" + conflicts(result) + ".";
    }

    static String committed(GitStatus status) {
        return "Committed " + shortId(status.headCommit()) + " “" + status.headMessage() + "”: "
                + Counts.of(status.ahead(), "commit") + " to push.";
    }

    static String pushed(GitStatus status) {
        return "Pushed branch " + status.branch() + " at " + shortId(status.headCommit()) + ".";
    }

    static String switched(GitStatus status) {
        return "Now on branch " + status.branch() + (status.headCommit() == null ? ""
                : " at " + shortId(status.headCommit())) + ".";
    }

    static String resolved(String path, GitStatus status) {
        long left = status.scripts().stream().filter(s -> s.state() == ScriptGitState.CONFLICT).count();
        if (left > 0) {
            return "Resolved " + path + "; " + Counts.of(left, "conflict") + " left.";
        }
        return "Resolved " + path + "; no conflict left" + (status.ahead() > 0 ? ": push to send the merge." : ".");
    }

    private static String conflicts(GitPullResult result) {
        if (result.conflicts().isEmpty()) {
            return "";
        }
        return "; " + Counts.of(result.conflicts().size(), "conflict") + " to choose a text for ("
                + result.conflicts().stream().map(GitConflict::path).collect(Collectors.joining(", ")) + ")";
    }
}
