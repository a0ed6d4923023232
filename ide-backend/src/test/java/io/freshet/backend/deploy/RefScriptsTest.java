package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.git.BranchScripts;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A branch's scripts in the project's run order: the places the project gives its paths, then new paths by path. */
class RefScriptsTest {

    @Test
    void knownPathsKeepTheProjectsRunOrderAndIdsAndNewPathsFollowByPath() {
        List<ScriptEntry> known = List.of(entry(11, "b_tables.sql", 1), entry(12, "a_data.sql", 2),
                entry(13, "z_views.sql", 2), entry(14, "gone.sql", 3));
        BranchScripts branch = new BranchScripts("feature", "9f8e7d6c", Map.of("z_views.sql", "V", "a_data.sql", "D",
                "b_tables.sql", "T", "new/y.sql", "Y", "new/x.sql", "X"));

        RefScripts at = RefScripts.of("shop", branch, known);

        assertThat(at.scripts()).extracting(ScriptDocument::path)
                .containsExactly("b_tables.sql", "a_data.sql", "z_views.sql", "new/x.sql", "new/y.sql");
        assertThat(at.scripts()).extracting(ScriptDocument::id).containsExactly(11L, 12L, 13L, -1L, -2L);
        assertThat(at.scripts()).extracting(ScriptDocument::content).containsExactly("T", "D", "V", "X", "Y");
        assertThat(at.scripts()).extracting(ScriptDocument::project).containsOnly("shop");
        assertThat(at.branch()).isEqualTo("feature");
        assertThat(at.commit()).isEqualTo("9f8e7d6c");
    }

    @Test
    void theAnalysisIsKeptUnderTheCommitSoANewCommitIsAnalysedAgain() {
        BranchScripts one = new BranchScripts("feature", "aaaa", Map.of("a.sql", "A"));
        BranchScripts two = new BranchScripts("feature", "bbbb", Map.of("a.sql", "B"));

        assertThat(RefScripts.of("shop", one, List.of()).source())
                .isNotEqualTo(RefScripts.of("shop", two, List.of()).source());
    }

    private static ScriptEntry entry(long id, String path, int position) {
        return new ScriptEntry(id, path, position, 1, "dev", Instant.EPOCH);
    }
}
