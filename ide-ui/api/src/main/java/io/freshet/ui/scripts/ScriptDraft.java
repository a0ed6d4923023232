package io.freshet.ui.scripts;

import java.time.Instant;

/**
 * A user's unsaved text of a script, kept by autosave (one per script and user, overwritten).
 *
 * @param baseVersion the version the text was edited from; saving it as a version names this one
 */
public record ScriptDraft(long scriptId, String content, long baseVersion, Instant savedAt) {
}
