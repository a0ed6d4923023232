package io.freshet.ui.scripts;

import io.freshet.ui.common.ServiceException;

/** A save based on an old version: refused, and it carries the newer version so the user can merge. */
public class ScriptConflictException extends ServiceException {

    private final transient ScriptDocument current;

    public ScriptConflictException(ScriptDocument current, long baseVersion) {
        super("This script was saved by " + current.savedBy() + " (version " + current.version()
                + ") after you opened version " + baseVersion + ". Your text was not saved: merge it with the"
                + " newer version and save again.");
        this.current = current;
    }

    /** The newer version that is in the database now. */
    public ScriptDocument current() {
        return current;
    }
}
