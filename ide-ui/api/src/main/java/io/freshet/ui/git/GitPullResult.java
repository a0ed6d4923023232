package io.freshet.ui.git;

import java.util.List;

/**
 * What a pull did: the scripts it changed in Freshet, and those it could not change because they were changed on
 * both sides (kept as conflicts with both texts).
 */
public record GitPullResult(GitStatus status, List<String> updated, List<GitConflict> conflicts) {

    public GitPullResult {
        updated = List.copyOf(updated);
        conflicts = List.copyOf(conflicts);
    }
}
