package io.freshet.ui.git;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The git page's one-line outcomes and status words. */
class GitWordsTest {

    @Test
    void distanceCountsCommitsEachWay() {
        assertThat(GitWords.distance(FakeGit.at(0, 0))).isEqualTo("Nothing to push or pull.");
        assertThat(GitWords.distance(FakeGit.at(1, 0))).isEqualTo("1 commit to push.");
        assertThat(GitWords.distance(FakeGit.at(0, 3))).isEqualTo("3 commits to pull.");
        assertThat(GitWords.distance(FakeGit.at(2, 1))).isEqualTo("2 commits to push, 1 to pull.");
    }

    @Test
    void aLinkSaysWhereAndWhatCame() {
        GitLink link = new GitLink("https://git.example.com/shop.git", "main", null, null);
        GitStatus status = FakeGit.at(0, 0);

        assertThat(GitWords.linked(link, new GitPullResult(status, List.of(), List.of())))
                .isEqualTo("Linked to https://git.example.com/shop.git on branch main: no script came from the"
                        + " repository.");
        assertThat(GitWords.linked(link, new GitPullResult(status, List.of("a.sql", "b.sql"),
                List.of(new GitConflict("c.sql", "x", "y")))))
                .isEqualTo("Linked to https://git.example.com/shop.git on branch main: 2 scripts came from the"
                        + " repository; 1 conflict to choose a text for (c.sql).");
    }

    @Test
    void aShortIdIsSevenCharacters() {
        assertThat(GitWords.shortId("0123456789abcdef")).isEqualTo("0123456");
        assertThat(GitWords.shortId(null)).isEmpty();
    }
}
