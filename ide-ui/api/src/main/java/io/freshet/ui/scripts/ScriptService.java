package io.freshet.ui.scripts;

import java.util.List;
import java.util.Optional;

/** Scripts with version history; a save names the version it started from and never silently overwrites. */
public interface ScriptService {

    /** Largest script accepted, in characters; a bigger one is refused with a message. */
    int MAX_SCRIPT_CHARS = 1_000_000;

    /**
     * Largest draft kept, in characters: far above {@link #MAX_SCRIPT_CHARS}, so that text too long to save or run is
     * still never lost (it comes back on the next open, to be split); only beyond this is a draft refused.
     */
    int MAX_DRAFT_CHARS = 10_000_000;

    /** Every script, ordered by project and path. */
    List<ScriptDocument> list();

    /** A script of a shared project or the signed-in user's own scratch query; another user's is not found. */
    ScriptDocument open(long id);

    /**
     * The signed-in user's scratch query, created on first use: outside every project, opened and saved only by that
     * user, never listed in a project or deployed. Where ad-hoc SQL goes.
     */
    ScriptDocument scratch();

    /** Creates the project when it does not exist yet. */
    ScriptDocument create(String project, String path, String content);

    /**
     * Saves a new version; the signed-in user's draft of the script goes with it. Text equal to the version it is
     * based on makes no version (and no audit row): the script comes back as it is.
     *
     * @throws ScriptConflictException when someone saved after {@code baseVersion}
     */
    ScriptDocument save(long id, long baseVersion, String content);

    /**
     * Keeps the signed-in user's unsaved text of a script without making a version (autosave): one draft per
     * script and user, overwritten by the next; up to {@link #MAX_DRAFT_CHARS}, longer than a version may be.
     *
     * @param baseVersion the version the text was edited from
     */
    void saveDraft(long id, long baseVersion, String content);

    /** The signed-in user's draft of the script, if one is kept. */
    Optional<ScriptDraft> draft(long id);

    /** Every saved version, newest first. */
    List<ScriptRevision> history(long id);
}
