package io.freshet.ui.scripts;

import java.time.Instant;

/** An entry of a script's version history. */
public record ScriptRevision(long version, String content, String savedBy, Instant savedAt) {
}
