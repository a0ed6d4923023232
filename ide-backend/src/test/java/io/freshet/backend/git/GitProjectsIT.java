package io.freshet.backend.git;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.projects.JdbcProjectService;
import io.freshet.backend.projects.ProjectStore;
import io.freshet.backend.projects.ProjectTransfer;
import io.freshet.backend.scripts.JdbcScriptService;
import io.freshet.backend.scripts.ScriptStore;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.NotFoundException;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.GitLink;
import io.freshet.ui.git.GitPullResult;
import io.freshet.ui.git.GitStatus;
import io.freshet.ui.git.ScriptGitState;
import io.freshet.ui.git.ScriptGitStatus;
import io.freshet.ui.git.ScriptGitTexts;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.git.SshKey;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import java.util.Base64;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Projects linked to a bare git repository on disk (issue 35): the real stores and services on a migrated H2 file
 * database and JGit, nothing else; the "outside" side is a plain JGit clone pushing to the same bare repository.
 */
class GitProjectsIT {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();
    private static final AtomicInteger NAMES = new AtomicInteger();

    private static final String PASSPHRASE = "correct horse battery";
    private static KeyPair serverKey;
    private static KeyPair userKey;
    private static KeyPair rsaUserKey;
    private static SshGitServer sshServer;

    @TempDir
    Path temp;

    private JdbcScriptService scripts;
    private JdbcProjectService projects;
    private AuditLog audit;
    private JGitProjectService git;
    private SecretStore secrets;
    private OutsideClone outside;
    private long projectId;

    @BeforeEach
    void wire() throws Exception {
        JdbcTemplate jdbc = new JdbcTemplate(DATABASE.dataSource());
        audit = new AuditLog(jdbc);
        TransactionTemplate tx = new TransactionTemplate(new DataSourceTransactionManager(DATABASE.dataSource()));
        ScriptStore scriptStore = new ScriptStore(jdbc);
        scripts = new JdbcScriptService(scriptStore, audit, tx);
        ProjectStore projectStore = new ProjectStore(jdbc);
        projects = new JdbcProjectService(projectStore, scripts, new ProjectTransfer(projectStore, scriptStore, audit,
                tx), audit, tx);
        secrets = new SecretStore(jdbc, new SecretCipher(Base64.getDecoder().decode(SecretCipher.newKey())));
        git = new JGitProjectService(new GitLinkStore(jdbc), new ProjectScripts(projects, scripts, scriptStore),
                secrets, audit, temp.resolve("home/git"), true);
        signIn("ann");
        outside = OutsideClone.seeded(temp, "dwd/orders.sql", "SELECT id FROM ods_orders;", "README.md", "# shop");
        projectId = projects.createProject(NAMES.incrementAndGet() + "-shop").id();
        sshServer.serve(temp);
        sshServer.showHostKey(serverKey);
    }

    @BeforeAll
    static void startSshServer() throws Exception {
        serverKey = SshTestKeys.ed25519();
        userKey = SshTestKeys.ed25519();
        rsaUserKey = SshTestKeys.rsa();
        sshServer = SshGitServer.start(serverKey, userKey.getPublic(), rsaUserKey.getPublic());
    }

    @AfterAll
    static void stopSshServer() throws Exception {
        sshServer.close();
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
        outside.close();
    }

    @Test
    void linkingClonesTheBranchAndItsScriptsBecomeTheProjects() throws Exception {
        assertThatThrownBy(() -> git.link(projectId, new GitLink("https://git.example.com/shop.git", "main", "bot",
                "git.shop-token"))).as("a credential may be sent to a remote only by an administrator's choice")
                .isInstanceOf(ServiceException.class).hasMessageContaining("administrator");
        assertThat(audit.find(new AuditQuery("ann", "GIT_LINKED", "project " + projectId, 10)))
                .extracting(e -> e.outcome()).containsExactly(AuditLog.FAILURE);
        assertThat(git.linkOf(projectId)).isEmpty();

        GitPullResult linked = git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));

        assertThat(linked.updated()).containsExactly("dwd/orders.sql");
        assertThat(text("dwd/orders.sql")).isEqualTo("SELECT id FROM ods_orders;");
        GitStatus status = git.status(projectId);
        assertThat(status.branch()).isEqualTo("main");
        assertThat(status.headCommit()).isEqualTo(outside.remoteHead().name());
        assertThat(status.headMessage()).isEqualTo("seed");
        assertThat(status.headAuthor()).isEqualTo("teammate");
        assertThat(status.ahead()).isZero();
        assertThat(status.behind()).isZero();
        assertThat(status.scripts()).containsExactly(new ScriptGitStatus("dwd/orders.sql", ScriptGitState.UNCHANGED));
        assertThatThrownBy(() -> git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null)))
                .isInstanceOf(ServiceException.class).hasMessageContaining("linked");
    }

    @Test
    void anEditCommittedInFreshetIsTheUsersAndAPushPutsItInTheRepository() throws Exception {
        git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));
        ScriptDocument orders = script("dwd/orders.sql");
        scripts.save(orders.id(), orders.version(), "SELECT id, amount FROM ods_orders;");
        projects.createScript(projectId, "dws/revenue.sql", "SELECT 1;");
        assertThat(git.status(projectId).scripts()).containsExactly(
                new ScriptGitStatus("dwd/orders.sql", ScriptGitState.CHANGED_HERE),
                new ScriptGitStatus("dws/revenue.sql", ScriptGitState.NEW));
        assertThat(git.texts(projectId, "dwd/orders.sql")).as("the diff's two sides").isEqualTo(new ScriptGitTexts(
                "dwd/orders.sql", "SELECT id, amount FROM ods_orders;", "SELECT id FROM ods_orders;"));
        assertThat(git.texts(projectId, "dws/revenue.sql"))
                .isEqualTo(new ScriptGitTexts("dws/revenue.sql", "SELECT 1;", null));

        GitStatus committed = git.commit(projectId, "Orders carry their amount");

        assertThat(committed.ahead()).isEqualTo(1);
        assertThat(committed.headMessage()).isEqualTo("Orders carry their amount");
        assertThat(committed.headAuthor()).isEqualTo("ann");
        assertThatThrownBy(() -> git.commit(projectId, "again")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("Nothing to commit");
        GitStatus pushed = git.push(projectId);
        assertThat(pushed.ahead()).isZero();
        assertThat(pushed.scripts()).extracting(ScriptGitStatus::state).containsOnly(ScriptGitState.UNCHANGED);
        RevCommit head = outside.remoteCommit();
        assertThat(head.name()).isEqualTo(committed.headCommit());
        assertThat(head.getAuthorIdent().getName()).isEqualTo("ann");
        assertThat(head.getAuthorIdent().getEmailAddress()).isEqualTo("ann@freshet.local");
        assertThat(outside.remoteFile("dwd/orders.sql")).isEqualTo("SELECT id, amount FROM ods_orders;");
        assertThat(outside.remoteFile("dws/revenue.sql")).isEqualTo("SELECT 1;");
        assertThat(git.texts(projectId, "dws/revenue.sql")).as("a push's fetch brings the remote's side")
                .isEqualTo(new ScriptGitTexts("dws/revenue.sql", "SELECT 1;", "SELECT 1;"));
        assertThat(outside.remoteFile("README.md")).as("files that are not scripts stay").isEqualTo("# shop");
        assertThat(audit.find(new AuditQuery("ann", "GIT_PUSHED", "project " + projectId, 10))).hasSize(1);
    }

    @Test
    void aChangeMadeOutsideFreshetArrivesWithAPull() throws Exception {
        git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));
        outside.commitAndPush("outside change", "dwd/orders.sql", "SELECT id, status FROM ods_orders;",
                "dws/revenue.sql", "SELECT SUM(amount) FROM dwd_orders;");

        GitStatus before = git.status(projectId);
        assertThat(before.behind()).isEqualTo(1);
        assertThat(before.scripts()).extracting(ScriptGitStatus::state).containsOnly(ScriptGitState.CHANGED_THERE);
        GitPullResult pulled = git.pull(projectId);

        assertThat(pulled.updated()).containsExactly("dwd/orders.sql", "dws/revenue.sql");
        assertThat(pulled.conflicts()).isEmpty();
        assertThat(text("dwd/orders.sql")).isEqualTo("SELECT id, status FROM ods_orders;");
        assertThat(text("dws/revenue.sql")).isEqualTo("SELECT SUM(amount) FROM dwd_orders;");
        assertThat(pulled.status().headCommit()).isEqualTo(outside.remoteHead().name());
        assertThat(pulled.status().behind()).isZero();
        assertThat(scripts.history(script("dwd/orders.sql").id())).as("a pulled change is a new version").hasSize(2);
    }

    /**
     * A pull request's plan reads its branch: the branch's newest commit and its scripts, fetched apart, so the
     * project's scripts, its branch and what a status counts to pull stay as they were, and no ref is left behind.
     */
    @Test
    void aBranchPushedOutsideFreshetIsReadAtItsCommitAndTheProjectStaysAsItWas() throws Exception {
        git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));
        String head = git.status(projectId).headCommit();
        String commit = outside.pushBranch("feature/revenue", "revenue", "dwd/orders.sql",
                "SELECT id, amount FROM ods_orders;", "dws/revenue.sql", "SELECT SUM(amount) FROM dwd_orders;",
                ".ci/lint.sql", "not a script");

        BranchScripts branch = git.branchScripts(projectId, "refs/heads/feature/revenue");

        assertThat(branch.branch()).isEqualTo("feature/revenue");
        assertThat(branch.commit()).isEqualTo(commit);
        assertThat(branch.scripts()).containsExactly(
                java.util.Map.entry("dwd/orders.sql", "SELECT id, amount FROM ods_orders;"),
                java.util.Map.entry("dws/revenue.sql", "SELECT SUM(amount) FROM dwd_orders;"));
        assertThat(text("dwd/orders.sql")).isEqualTo("SELECT id FROM ods_orders;");
        assertThat(projects.contents(projectId).scripts()).hasSize(1);
        GitStatus after = git.status(projectId);
        assertThat(after.branch()).isEqualTo("main");
        assertThat(after.headCommit()).isEqualTo(head);
        assertThat(after.behind()).isZero();
        try (Git clone = Git.open(temp.resolve("home/git/" + projectId).toFile())) {
            assertThat(clone.getRepository().getRefDatabase().getRefsByPrefix("refs/freshet/")).isEmpty();
        }
    }

    @Test
    void anUnknownBranchABadNameAndAProjectWithoutALinkAreRefusedInWords() throws Exception {
        assertThatThrownBy(() -> git.branchScripts(projectId, "main")).isInstanceOf(ServiceException.class)
                .hasMessage("This project is not linked to a git repository.");
        git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));

        assertThatThrownBy(() -> git.branchScripts(projectId, "no-such-branch"))
                .isInstanceOf(NotFoundException.class).hasMessage("The repository has no branch 'no-such-branch'.");
        assertThatThrownBy(() -> git.branchScripts(projectId, "a..b")).isInstanceOf(ServiceException.class)
                .isNotInstanceOf(NotFoundException.class).hasMessage("'a..b' is not a branch name git accepts.");
    }

    @Test
    void aConflictingEditOnBothSidesKeepsBothTextsUntilTheChosenOneIsCommitted() throws Exception {
        git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));
        ScriptDocument orders = script("dwd/orders.sql");
        scripts.save(orders.id(), orders.version(), "SELECT id, amount FROM ods_orders;");
        git.commit(projectId, "amount");
        outside.commitAndPush("status", "dwd/orders.sql", "SELECT id, status FROM ods_orders;");
        assertThatThrownBy(() -> git.push(projectId)).isInstanceOf(ServiceException.class)
                .hasMessageContaining("pull first");

        GitPullResult pulled = git.pull(projectId);

        GitConflict conflict = new GitConflict("dwd/orders.sql", "SELECT id, amount FROM ods_orders;",
                "SELECT id, status FROM ods_orders;");
        assertThat(pulled.conflicts()).containsExactly(conflict);
        assertThat(git.conflicts(projectId)).containsExactly(conflict);
        assertThat(text("dwd/orders.sql")).as("Freshet's text stays until the user chooses")
                .isEqualTo("SELECT id, amount FROM ods_orders;");
        assertThat(git.status(projectId).scripts())
                .containsExactly(new ScriptGitStatus("dwd/orders.sql", ScriptGitState.CONFLICT));
        assertThatThrownBy(() -> git.commit(projectId, "both")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("dwd/orders.sql");

        String chosen = "SELECT id, amount, status FROM ods_orders;";
        GitStatus resolved = git.resolve(projectId, "dwd/orders.sql", chosen);

        assertThat(text("dwd/orders.sql")).isEqualTo(chosen);
        assertThat(git.conflicts(projectId)).isEmpty();
        assertThat(resolved.ahead()).as("own commit and the merge").isEqualTo(2);
        git.push(projectId);
        RevCommit merge = outside.remoteCommit();
        assertThat(merge.getParentCount()).isEqualTo(2);
        assertThat(merge.getAuthorIdent().getName()).isEqualTo("ann");
        assertThat(outside.remoteFile("dwd/orders.sql")).isEqualTo(chosen);
        assertThat(git.status(projectId).scripts())
                .containsExactly(new ScriptGitStatus("dwd/orders.sql", ScriptGitState.UNCHANGED));
    }

    @Test
    void aNewBranchIsPushedAndSwitchingBackBringsTheOtherBranchsScripts() throws Exception {
        git.link(projectId, new GitLink(outside.bareUrl(), "main", null, null));
        git.switchBranch(projectId, "feature");
        projects.createScript(projectId, "dws/revenue.sql", "SELECT 1;");
        assertThatThrownBy(() -> git.switchBranch(projectId, "main")).as("uncommitted work is never dropped")
                .isInstanceOf(ServiceException.class).hasMessageContaining("Commit");

        git.commit(projectId, "revenue");
        GitStatus pushed = git.push(projectId);
        assertThat(pushed.branch()).isEqualTo("feature");
        assertThat(outside.remoteFile("feature", "dws/revenue.sql")).isEqualTo("SELECT 1;");

        GitStatus main = git.switchBranch(projectId, "main");
        assertThat(main.branch()).isEqualTo("main");
        assertThat(projects.contents(projectId).scripts()).extracting(e -> e.path()).containsExactly("dwd/orders.sql");
        assertThat(git.linkOf(projectId)).map(GitLink::branch).contains("main");
    }

    @Test
    void anEmptyRepositoryGetsTheProjectsScriptsWithTheFirstPush() throws Exception {
        projects.createScript(projectId, "dwd/orders.sql", "SELECT 1;");
        Path empty = temp.resolve("empty.git");
        Git.init().setBare(true).setInitialBranch("main").setDirectory(empty.toFile()).call().close();

        GitPullResult linked = git.link(projectId, new GitLink(empty.toUri().toString(), "main", null, null));
        assertThat(linked.status().headCommit()).isNull();
        assertThat(linked.status().scripts()).containsExactly(
                new ScriptGitStatus("dwd/orders.sql", ScriptGitState.NEW));
        git.commit(projectId, "First commit from Freshet");
        git.push(projectId);

        try (Git remote = Git.open(empty.toFile())) {
            assertThat(remote.log().call().iterator().next().getFullMessage()).isEqualTo("First commit from Freshet");
        }
        assertThat(text("dwd/orders.sql")).isEqualTo("SELECT 1;");
    }

    /**
     * Over SSH with a pasted, passphrase-protected ed25519 key, as a developer: the clone, a commit pushed, a change
     * made outside pulled; the key is sealed under the project's own secret and no line of it (nor the passphrase) is
     * anywhere in the database in clear text.
     */
    @Test
    void overSshAProjectClonesPushesAndPullsWithItsPastedKeySealed() throws Exception {
        String pasted = SshTestKeys.openSsh(userKey, PASSPHRASE);
        String knownHosts = "[127.0.0.1]:" + sshServer.url("").replaceAll(".*:(\\d+)/$", "$1") + " "
                + SshTestKeys.publicLine(serverKey);

        GitPullResult linked = git.link(projectId, new GitLink(sshServer.url("remote.git"), "main", null, null,
                knownHosts), new SshKey(pasted, PASSPHRASE));

        assertThat(linked.updated()).containsExactly("dwd/orders.sql");
        GitLink link = git.linkOf(projectId).orElseThrow();
        assertThat(link.credentialSecret()).isEqualTo("git.ssh-key.project-" + projectId);
        assertThat(link.hostKey()).isEqualTo(SshTestKeys.publicLine(serverKey));
        ScriptDocument orders = script("dwd/orders.sql");
        scripts.save(orders.id(), orders.version(), "SELECT id, amount FROM ods_orders;");
        git.commit(projectId, "Orders over SSH");
        assertThat(git.push(projectId).ahead()).isZero();
        assertThat(outside.remoteFile("dwd/orders.sql")).isEqualTo("SELECT id, amount FROM ods_orders;");
        assertThat(outside.remoteCommit().getFullMessage()).isEqualTo("Orders over SSH");
        outside.commitAndPush("outside change", "dwd/orders.sql", "SELECT id, status FROM ods_orders;");
        assertThat(git.pull(projectId).updated()).containsExactly("dwd/orders.sql");
        assertThat(text("dwd/orders.sql")).isEqualTo("SELECT id, status FROM ods_orders;");

        String sealedKey = secrets.get(link.credentialSecret()).orElseThrow();
        List<String> keyLines = new java.util.ArrayList<>(sealedKey.lines().filter(l -> !l.startsWith("-----"))
                .toList());
        pasted.lines().filter(l -> !l.startsWith("-----")).forEach(keyLines::add);
        String dump = String.join("\n", new JdbcTemplate(DATABASE.dataSource()).queryForList("SCRIPT", String.class));
        assertThat(dump).contains(link.credentialSecret()).doesNotContain(PASSPHRASE);
        assertThat(keyLines).hasSizeGreaterThan(4).noneMatch(dump::contains);
        assertThat(audit.find(new AuditQuery("ann", "GIT_LINKED", "project " + projectId, 10)).get(0).detail())
                .contains(SshHostKeys.fingerprint(serverKey.getPublic())).doesNotContain(pasted.lines().skip(2)
                        .findFirst().orElseThrow());
    }

    /**
     * A server that shows another host key than the pinned one is refused before any authentication: nothing is sent
     * or run there, the message names both fingerprints, and a link pinning the wrong key is not kept.
     */
    @Test
    void aServerShowingAnotherHostKeyIsRefusedBeforeAnyAuthentication() throws Exception {
        SshKey rsa = new SshKey(SshTestKeys.pkcs8(rsaUserKey), null);
        git.link(projectId, new GitLink(sshServer.url("remote.git"), "main", null, null,
                SshHostKeys.fingerprint(serverKey.getPublic())), rsa);
        KeyPair impostor = SshTestKeys.ed25519();
        sshServer.showHostKey(impostor);
        int authentications = sshServer.authentications();
        int commands = sshServer.commands();
        outside.commitAndPush("outside change", "dwd/orders.sql", "SELECT 2;");

        assertThatThrownBy(() -> git.pull(projectId)).isInstanceOf(ServiceException.class)
                .hasMessageContaining("showed the host key " + SshHostKeys.fingerprint(impostor.getPublic()))
                .hasMessageContaining("expects " + SshHostKeys.fingerprint(serverKey.getPublic()))
                .hasMessageNotContaining("Exception").hasMessageNotContaining("org.");
        assertThat(sshServer.authentications()).as("no key offered to the impostor").isEqualTo(authentications);
        assertThat(sshServer.commands()).isEqualTo(commands);
        assertThat(text("dwd/orders.sql")).isEqualTo("SELECT id FROM ods_orders;");

        long other = projects.createProject(NAMES.incrementAndGet() + "-shop").id();
        assertThatThrownBy(() -> git.link(other, new GitLink(sshServer.url("remote.git"), "main", null, null,
                SshTestKeys.publicLine(serverKey)), rsa)).isInstanceOf(ServiceException.class)
                .hasMessageContaining("showed the host key");
        assertThat(git.linkOf(other)).isEmpty();
        assertThat(secrets.get(GitRemote.sshKeySecret(other))).as("the pasted key is not kept").isEmpty();
    }

    @Test
    void aKeyTheServerDoesNotAcceptIsRefusedInWordsAndLeavesNoLinkNorKey() throws Exception {
        SshKey stranger = new SshKey(SshTestKeys.openSsh(SshTestKeys.ed25519(), null), null);

        assertThatThrownBy(() -> git.link(projectId, new GitLink(sshServer.url("remote.git"), "main", null, null,
                SshTestKeys.publicLine(serverKey)), stranger)).isInstanceOf(ServiceException.class)
                .hasMessage("Could not clone the repository: the repository at " + sshServer.url("remote.git")
                        + " could not be reached or refused the credentials. Check the URL, the network and the key"
                        + " (is its public half a deploy key of this repository?).");
        assertThat(git.linkOf(projectId)).isEmpty();
        assertThat(secrets.get(GitRemote.sshKeySecret(projectId))).isEmpty();
        assertThatThrownBy(() -> git.link(projectId, new GitLink(sshServer.url("remote.git"), "main", null, null,
                SshTestKeys.publicLine(serverKey)), null)).as("SSH without a key")
                .isInstanceOf(ServiceException.class).hasMessageContaining("needs a private key");
    }

    private ScriptDocument script(String path) {
        long id = projects.contents(projectId).scripts().stream().filter(e -> e.path().equals(path)).findFirst()
                .orElseThrow().id();
        return scripts.open(id);
    }

    private String text(String path) {
        return script(path).content();
    }

    private static void signIn(String user) {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(user, "n/a",
                "ROLE_DEVELOPER"));
    }
}
