package io.freshet.backend.git;

import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.ScriptGitState;
import io.freshet.ui.git.ScriptGitStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The one three-way comparison of a linked project, per path: the last common commit's text (base), Freshet's
 * saved text (here) and the remote branch's (there); a missing text is a missing file or script.
 */
final class ThreeWay {

    /** What a pull does to one script: take the remote's text (null: delete the script), or keep both. */
    record Change(String path, String there) {
    }

    /** A pull's outcome: the scripts to take from the remote, and the conflicts to keep. */
    record Merge(List<Change> changes, List<GitConflict> conflicts) {
    }

    private ThreeWay() {
    }

    /** What a pull must do so that no text is lost. */
    static Merge merge(Map<String, String> base, Map<String, String> here, Map<String, String> there) {
        List<Change> changes = new ArrayList<>();
        List<GitConflict> conflicts = new ArrayList<>();
        for (String path : paths(base, here, there)) {
            String b = base.get(path);
            String h = here.get(path);
            String t = there.get(path);
            if (Objects.equals(t, b) || Objects.equals(h, t)) {
                continue;
            }
            if (Objects.equals(h, b)) {
                changes.add(new Change(path, t));
            } else {
                conflicts.add(new GitConflict(path, h, t));
            }
        }
        return new Merge(List.copyOf(changes), List.copyOf(conflicts));
    }

    /** Each path on any side, with its state; paths with a kept conflict are CONFLICT whatever the texts. */
    static List<ScriptGitStatus> states(Map<String, String> base, Map<String, String> here, Map<String, String> there,
                                        Set<String> conflicting) {
        List<ScriptGitStatus> states = new ArrayList<>();
        for (String path : paths(base, here, there)) {
            ScriptGitState state = conflicting.contains(path) ? ScriptGitState.CONFLICT
                    : state(base.get(path), here.get(path), there.get(path));
            if (state != null) {
                states.add(new ScriptGitStatus(path, state));
            }
        }
        return List.copyOf(states);
    }

    private static ScriptGitState state(String b, String h, String t) {
        if (Objects.equals(h, t)) {
            return h == null ? null : ScriptGitState.UNCHANGED;
        }
        if (Objects.equals(b, t)) {
            return b == null ? ScriptGitState.NEW : h == null ? ScriptGitState.DELETED : ScriptGitState.CHANGED_HERE;
        }
        return Objects.equals(b, h) ? ScriptGitState.CHANGED_THERE : ScriptGitState.CONFLICT;
    }

    private static Set<String> paths(Map<String, String> base, Map<String, String> here, Map<String, String> there) {
        Set<String> paths = new TreeSet<>(base.keySet());
        paths.addAll(here.keySet());
        paths.addAll(there.keySet());
        return paths;
    }
}
