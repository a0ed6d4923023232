package io.freshet.backend.git;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.ScriptGitState;
import io.freshet.ui.git.ScriptGitStatus;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ThreeWayTest {

    private static final Map<String, String> BASE = Map.of("same.sql", "s", "here.sql", "h0", "there.sql", "t0",
            "both.sql", "b0", "gone-here.sql", "g", "gone-there.sql", "x", "equal.sql", "e0");
    private static final Map<String, String> HERE = Map.of("same.sql", "s", "here.sql", "h1", "there.sql", "t0",
            "both.sql", "b-here", "gone-there.sql", "x", "new-here.sql", "n", "equal.sql", "e1");
    private static final Map<String, String> THERE = Map.of("same.sql", "s", "here.sql", "h0", "there.sql", "t1",
            "both.sql", "b-there", "gone-here.sql", "g", "new-there.sql", "m", "equal.sql", "e1");

    @Test
    void aPullTakesWhatOnlyTheRemoteChangedAndKeepsBothTextsOfAConflict() {
        ThreeWay.Merge merge = ThreeWay.merge(BASE, HERE, THERE);

        assertThat(merge.changes()).containsExactly(new ThreeWay.Change("gone-there.sql", null),
                new ThreeWay.Change("new-there.sql", "m"), new ThreeWay.Change("there.sql", "t1"));
        assertThat(merge.conflicts()).containsExactly(new GitConflict("both.sql", "b-here", "b-there"));
    }

    @Test
    void aDeletionAgainstAnEditIsAConflictThatKeepsTheEditedText() {
        ThreeWay.Merge merge = ThreeWay.merge(Map.of("a.sql", "old"), Map.of(), Map.of("a.sql", "edited"));

        assertThat(merge.changes()).isEmpty();
        assertThat(merge.conflicts()).containsExactly(new GitConflict("a.sql", null, "edited"));
    }

    @Test
    void withoutACommonCommitDifferentTextsConflictAndOneSidedFilesAreTaken() {
        ThreeWay.Merge merge = ThreeWay.merge(Map.of(), Map.of("mine.sql", "1", "both.sql", "a"),
                Map.of("theirs.sql", "2", "both.sql", "b"));

        assertThat(merge.changes()).containsExactly(new ThreeWay.Change("theirs.sql", "2"));
        assertThat(merge.conflicts()).containsExactly(new GitConflict("both.sql", "a", "b"));
    }

    @Test
    void eachScriptHasTheStateOfItsThreeTexts() {
        assertThat(ThreeWay.states(BASE, HERE, THERE, Set.of("same.sql"))).containsExactly(
                new ScriptGitStatus("both.sql", ScriptGitState.CONFLICT),
                new ScriptGitStatus("equal.sql", ScriptGitState.UNCHANGED),
                new ScriptGitStatus("gone-here.sql", ScriptGitState.DELETED),
                new ScriptGitStatus("gone-there.sql", ScriptGitState.CHANGED_THERE),
                new ScriptGitStatus("here.sql", ScriptGitState.CHANGED_HERE),
                new ScriptGitStatus("new-here.sql", ScriptGitState.NEW),
                new ScriptGitStatus("new-there.sql", ScriptGitState.CHANGED_THERE),
                new ScriptGitStatus("same.sql", ScriptGitState.CONFLICT),
                new ScriptGitStatus("there.sql", ScriptGitState.CHANGED_THERE));
    }
}
