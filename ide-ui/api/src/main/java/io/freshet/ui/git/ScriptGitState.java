package io.freshet.ui.git;

/** How one script of a linked project stands against the remote branch since the last common commit. */
public enum ScriptGitState {
    /** The same text in Freshet and on the remote. */
    UNCHANGED,
    /** Changed in Freshet (saved or committed here), not on the remote: a commit and push take it there. */
    CHANGED_HERE,
    /** Changed, added or removed on the remote only: a pull brings it into Freshet. */
    CHANGED_THERE,
    /** Changed on both sides to different texts: both are kept until the user chooses (see {@link GitConflict}). */
    CONFLICT,
    /** A script created in Freshet that the repository does not have yet. */
    NEW,
    /** A script deleted in Freshet that the repository still has. */
    DELETED
}
