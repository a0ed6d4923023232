package io.freshet.backend.git;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitLink;
import org.junit.jupiter.api.Test;

class GitRemoteTest {

    @Test
    void anHttpsRemoteKeepsItsCredentialAsASecretName() {
        GitLink link = GitRemote.checked(new GitLink(" https://git.example.com/team/pipelines.git ", " ",
                "x-access-token", "git.team-token"), false);

        assertThat(link).isEqualTo(new GitLink("https://git.example.com/team/pipelines.git", "main",
                "x-access-token", "git.team-token"));
    }

    @Test
    void onlyHttpsAndAllowedLocalRemotesAreAccepted() {
        assertRefused(new GitLink("http://git.example.com/r.git", "main", null, null), true, "https://");
        assertRefused(new GitLink("ssh://git@git.example.com/r.git", "main", null, null), true, "SSH");
        assertRefused(new GitLink("git@git.example.com:team/r.git", "main", null, null), true, "SSH");
        assertRefused(new GitLink("https://ann:hunter2@git.example.com/r.git", "main", null, null), true,
                "not in the URL");
        assertRefused(new GitLink("/srv/repos/r.git", "main", null, null), false, "does not allow");
        assertRefused(new GitLink("file:///srv/repos/r.git", "main", null, null), false, "does not allow");
        assertThat(GitRemote.checked(new GitLink("/srv/repos/r.git", "dev", null, null), true).branch())
                .isEqualTo("dev");
    }

    @Test
    void onlyGitSecretsMayBeSentToARemote() {
        assertRefused(new GitLink("https://git.example.com/r.git", "main", "u", "ingest-source.shop.password"), false,
                "starts with 'git.'");
    }

    @Test
    void branchNamesAreThoseGitAccepts() {
        assertThat(GitRemote.branch("refs/heads/feature/x")).isEqualTo("feature/x");
        for (String bad : new String[] {"", "a..b", "-x", "a b", "x.lock", "a~1"}) {
            assertThatThrownBy(() -> GitRemote.branch(bad)).isInstanceOf(ServiceException.class);
        }
    }

    private static void assertRefused(GitLink link, boolean localRemotes, String words) {
        assertThatThrownBy(() -> GitRemote.checked(link, localRemotes)).isInstanceOf(ServiceException.class)
                .hasMessageContaining(words);
    }
}
