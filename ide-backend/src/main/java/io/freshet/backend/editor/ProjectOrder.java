package io.freshet.backend.editor;

import io.freshet.ui.scripts.ScriptDocument;
import java.util.List;

/** The scripts of a project that run before a given one (project order: the manifest's, then newer scripts). */
final class ProjectOrder {

    private ProjectOrder() {
    }

    /** The scripts before {@code scriptId} in {@code inOrder}; empty when it is not among them. */
    static List<ScriptDocument> before(List<ScriptDocument> inOrder, Long scriptId) {
        if (scriptId == null) {
            return List.of();
        }
        for (int i = 0; i < inOrder.size(); i++) {
            if (inOrder.get(i).id() == scriptId) {
                return List.copyOf(inOrder.subList(0, i));
            }
        }
        return List.of();
    }
}
