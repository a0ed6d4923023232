package io.freshet.backend.editor;

import io.freshet.ui.scripts.ScriptDocument;
import java.util.Comparator;
import java.util.List;

/**
 * The scripts of a project that run before a given one. Project order is path order: the sample project's
 * manifest numbers its scripts (01_ods_tables.sql, 02_...), and an import keeps those names.
 */
final class ProjectOrder {

    private ProjectOrder() {
    }

    /** The scripts of {@code scriptId}'s project whose path sorts before its own; empty for an unknown id. */
    static List<ScriptDocument> before(List<ScriptDocument> all, Long scriptId) {
        if (scriptId == null) {
            return List.of();
        }
        ScriptDocument current = all.stream().filter(s -> s.id() == scriptId).findFirst().orElse(null);
        if (current == null) {
            return List.of();
        }
        return all.stream()
                .filter(s -> s.project().equals(current.project()) && s.path().compareTo(current.path()) < 0)
                .sorted(Comparator.comparing(ScriptDocument::path))
                .toList();
    }
}
