package io.freshet.backend.git;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.home.FreshetHomeFiles;
import io.freshet.backend.scripts.ScriptStore;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.GitLink;
import io.freshet.ui.git.GitPullResult;
import io.freshet.ui.git.GitService;
import io.freshet.ui.git.GitStatus;
import io.freshet.ui.git.ScriptGitTexts;
import io.freshet.ui.git.SshKey;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.jgit.lib.PersonIdent;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Lazy;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;

/**
 * Projects linked to git, on JGit: role checks, one audit row per step, and who commits. The user's profile holds no
 * name or e-mail, so a commit's author and committer are the user name and {@code <user>@freshet.local}.
 */
@Service
public class JGitProjectService implements GitService {

    private static final int MAX_MESSAGE = 10_000;

    private final GitLinkStore store;
    private final ProjectScripts scripts;
    private final GitClones clones;
    private final GitAudit audit;
    private final GitLinking linking;

    @Autowired
    public JGitProjectService(GitLinkStore store, @Lazy ProjectService projects, @Lazy ScriptService scripts,
                              ScriptStore scriptStore, SecretStore secrets, AuditLog audit, FreshetProperties properties,
                              @Value("${freshet.git.local-remotes:false}") boolean localRemotes) {
        this(store, new ProjectScripts(projects, scripts, scriptStore), secrets, audit,
                new FreshetHomeFiles(properties.home(), Optional.empty()).gitClones(), localRemotes);
    }

    JGitProjectService(GitLinkStore store, ProjectScripts scripts, SecretStore secrets, AuditLog audit, Path root,
                       boolean localRemotes) {
        this.store = store;
        this.scripts = scripts;
        this.clones = new GitClones(root, scripts, store, secrets);
        this.audit = new GitAudit(audit);
        this.linking = new GitLinking(store, clones, secrets, this.audit, localRemotes);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Optional<GitLink> linkOf(long projectId) {
        return store.link(projectId);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitPullResult link(long projectId, GitLink requested) {
        scripts.projectName(projectId);
        return linking.link(projectId, requested, null, isAdmin());
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitPullResult link(long projectId, GitLink requested, SshKey key) {
        scripts.projectName(projectId);
        return linking.link(projectId, requested, key, isAdmin());
    }

    /**
     * The commit a linked project is on and whether its scripts differ from it, read from its clone without a
     * network call (a deployment plan records it); empty for a project without a link.
     */
    @RolesAllowed(Roles.VIEWER)
    public Optional<LocalHead> head(long projectId) {
        return store.link(projectId).map(link -> clones.with(projectId, link, "read the project's commit",
                GitWork::head));
    }

    /**
     * The scripts of a branch of the linked repository as its newest commit has them, for a plan of that branch: the
     * project's own branch, scripts and last fetch stay as they are.
     *
     * @throws ServiceException when the project is not linked or the name is not a plain branch name
     * @throws io.freshet.ui.common.NotFoundException when the repository has no such branch
     */
    @RolesAllowed(Roles.DEVELOPER)
    public BranchScripts branchScripts(long projectId, String branch) {
        GitLink link = linked(projectId);
        String name = GitRemote.branch(branch);
        return clones.with(projectId, link, "read the branch " + name, work -> work.branchScripts(name));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public GitStatus status(long projectId) {
        return clones.with(projectId, linked(projectId), "read the remote branch", GitWork::status);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ScriptGitTexts texts(long projectId, String path) {
        return clones.with(projectId, linked(projectId), "read the script", work -> work.texts(path));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<GitConflict> conflicts(long projectId) {
        linked(projectId);
        return store.conflicts(projectId);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitPullResult pull(long projectId) {
        GitLink link = linked(projectId);
        GitPullResult result = audit.step(AuditAction.GIT_PULLED, projectId,
                () -> clones.with(projectId, link, "pull", GitWork::pull));
        audit.succeeded(AuditAction.GIT_PULLED, projectId, GitAudit.pulled(result));
        return result;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitStatus commit(long projectId, String message) {
        String text = message == null ? "" : message.strip();
        if (text.isEmpty() || text.length() > MAX_MESSAGE) {
            throw new ServiceException("A commit message is 1 to " + MAX_MESSAGE + " characters.");
        }
        GitLink link = linked(projectId);
        GitStatus status = audit.step(AuditAction.GIT_COMMITTED, projectId, () -> clones.with(projectId, link,
                "commit", work -> {
                    if (!work.commit(committer(), text)) {
                        throw new ServiceException("Nothing to commit: the scripts are as in the last commit.");
                    }
                    return work.currentStatus();
                }));
        audit.succeeded(AuditAction.GIT_COMMITTED, projectId, status.headCommit());
        return status;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitStatus push(long projectId) {
        GitLink link = linked(projectId);
        GitStatus status = audit.step(AuditAction.GIT_PUSHED, projectId, () -> clones.with(projectId, link, "push",
                work -> new GitPush(work).run()));
        audit.succeeded(AuditAction.GIT_PUSHED, projectId, link.branch() + " at " + status.headCommit());
        return status;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitStatus switchBranch(long projectId, String branch) {
        GitLink link = linked(projectId);
        String name = GitRemote.branch(branch);
        if (name.equals(link.branch())) {
            return status(projectId);
        }
        audit.step(AuditAction.GIT_BRANCH_SWITCHED, projectId, () -> clones.with(projectId, link, "switch branch",
                work -> {
                    if (work.hasUncommittedWork()) {
                        throw new ServiceException("Commit the changed scripts (and choose a text for each conflict)"
                                + " before switching branch, so that nothing is lost.");
                    }
                    work.switchTo(name);
                    store.branch(projectId, name);
                    return null;
                }));
        audit.succeeded(AuditAction.GIT_BRANCH_SWITCHED, projectId, link.branch() + " -> " + name);
        return status(projectId);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public GitStatus resolve(long projectId, String path, String chosenText) {
        GitLink link = linked(projectId);
        GitStatus status = audit.step(AuditAction.GIT_CONFLICT_RESOLVED, projectId, () -> clones.with(projectId,
                link, "resolve the conflict", work -> new GitResolve(work, store, projectId).run(path, chosenText,
                        committer(), link.branch())));
        audit.succeeded(AuditAction.GIT_CONFLICT_RESOLVED, projectId, path + (chosenText == null ? " deleted" : ""));
        return status;
    }

    private GitLink linked(long projectId) {
        return store.link(projectId).orElseThrow(() -> new ServiceException("This project is not linked to a git"
                + " repository."));
    }

    private static PersonIdent committer() {
        String user = AuditLog.currentActor();
        return new PersonIdent(user, user + "@freshet.local");
    }

    private static boolean isAdmin() {
        var auth = SecurityContextHolder.getContext().getAuthentication();
        return auth != null && auth.getAuthorities().stream()
                .anyMatch(granted -> ("ROLE_" + Roles.ADMIN).equals(granted.getAuthority()));
    }
}
