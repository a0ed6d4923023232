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
        assertRefused(new GitLink("https://ann:hunter2@git.example.com/r.git", "main", null, null), true,
                "not in the URL");
        assertRefused(new GitLink("/srv/repos/r.git", "main", null, null), false, "does not allow");
        assertRefused(new GitLink("file:///srv/repos/r.git", "main", null, null), false, "does not allow");
        assertThat(GitRemote.checked(new GitLink("/srv/repos/r.git", "dev", null, null), true).branch())
                .isEqualTo("dev");
    }

    @Test
    void sshRemotesInBothFormsAreSshAndOthersAreNot() {
        for (String ssh : new String[] {"ssh://git@git.example.com/team/r.git", "ssh://git@git.example.com:2222/r",
                "SSH://git@host/r", "git+ssh://git@host/r", "git@git.example.com:team/r.git", "ann@host:~/r.git"}) {
            assertThat(GitRemote.isSsh(ssh)).as(ssh).isTrue();
        }
        for (String other : new String[] {"https://git.example.com/r.git", "https://ann@host/r.git", "/srv/r.git",
                "file:///srv/r.git", "host:r.git", "http://git@host:80/r", "C:/repos/r.git"}) {
            assertThat(GitRemote.isSsh(other)).as(other).isFalse();
        }
    }

    @Test
    void anSshRemoteNeedsItsUserInTheUrlNoPasswordAndAPinnedHostKey() throws Exception {
        String hostKey = "git.example.com " + SshTestKeys.publicLine(SshTestKeys.ed25519()) + " comment";

        GitLink link = GitRemote.checked(new GitLink(" git@git.example.com:team/r.git ", "dev", null, "git.deploy",
                hostKey), false);

        assertThat(link.remoteUrl()).isEqualTo("git@git.example.com:team/r.git");
        assertThat(link.credentialSecret()).isEqualTo("git.deploy");
        assertThat(link.hostKey()).as("host names and comment dropped").startsWith("ssh-ed25519 AAAA")
                .doesNotContain("comment").doesNotContain("git.example.com");
        assertRefused(new GitLink("ssh://git.example.com/r.git", "main", null, null, hostKey), false, "SSH user");
        assertRefused(new GitLink("ssh://git:pw@git.example.com/r.git", "main", null, null, hostKey), false,
                "no password");
        assertRefused(new GitLink("ssh://git@git.example.com/", "main", null, null, hostKey), false,
                "repository path");
        assertRefused(new GitLink("git@git.example.com:r.git", "main", "bot", null, hostKey), false,
                "leave the credential user empty");
        assertRefused(new GitLink("git@git.example.com:r.git", "main", null, null, null), false, "host key");
        assertRefused(new GitLink("git@git.example.com:r.git", "main", null, "ingest.password", hostKey), false,
                "starts with 'git.'");
        assertRefused(new GitLink("https://git.example.com/r.git", "main", null, null, hostKey), false,
                "for SSH remotes only");
    }

    @Test
    void aPastedKeyIsSealedUnderTheProjectsOwnSecret() {
        assertThat(GitRemote.sshKeySecret(42)).isEqualTo("git.ssh-key.project-42").startsWith(GitLink.SECRET_PREFIX);
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
