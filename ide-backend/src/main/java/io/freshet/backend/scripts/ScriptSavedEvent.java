package io.freshet.backend.scripts;

import io.freshet.ui.scripts.ScriptDocument;

/** Published after a script's new version is committed, for indexes that follow script text (lineage). */
public record ScriptSavedEvent(ScriptDocument script) {
}
