package io.freshet.ui.scripts;

import java.time.Instant;

/**
 * One saved state of a script.
 *
 * @param version the version a later save must name as its base (optimistic locking)
 */
public record ScriptDocument(long id, String project, String path, String content, long version, String savedBy,
                             Instant savedAt) {
}
