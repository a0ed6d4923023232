package io.freshet.backend.deploy;

import io.freshet.backend.git.BranchScripts;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A branch's scripts as a plan reads them, in the project's run order: a path the project has keeps its script's place
 * and id, a path it lacks comes after them by path, as a new script would (the order {@code scriptsInOrder} reads,
 * run order then path). A new path has a negative id, unique in the plan, since no stored script is its.
 *
 * @param scripts the branch's scripts with the branch's texts, in run order
 */
record RefScripts(String branch, String commit, List<ScriptDocument> scripts) {

    RefScripts {
        scripts = List.copyOf(scripts);
    }

    /** @param known the project's live scripts, as the project tree lists them */
    static RefScripts of(String project, BranchScripts branch, List<ScriptEntry> known) {
        Map<String, ScriptEntry> byPath = known.stream()
                .collect(Collectors.toMap(ScriptEntry::path, Function.identity(), (a, b) -> a));
        List<String> paths = new ArrayList<>(branch.scripts().keySet());
        paths.sort(Comparator.comparingInt((String path) -> byPath.containsKey(path) ? byPath.get(path).position()
                : Integer.MAX_VALUE).thenComparing(Comparator.naturalOrder()));
        List<ScriptDocument> scripts = new ArrayList<>();
        long newId = 0;
        for (String path : paths) {
            ScriptEntry entry = byPath.get(path);
            // the commit fixes the text: one version per commit, and the analysis is keyed by the commit
            scripts.add(new ScriptDocument(entry == null ? --newId : entry.id(), project, path,
                    branch.scripts().get(path), 1, null, null));
        }
        return new RefScripts(branch.branch(), branch.commit(), scripts);
    }

    /** What the lineage index keeps this analysis under: it changes with the commit. */
    String source() {
        return "branch " + branch + " at " + commit;
    }
}
