package io.freshet.backend.git;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitLink;
import io.freshet.ui.git.GitPullResult;
import io.freshet.ui.git.SshKey;
import java.io.IOException;

/**
 * Linking a project: the remote checked, who may send which credential, a pasted SSH key sealed under the project's
 * own secret, the first clone, and everything undone (link row, clone, sealed key) when any of it fails.
 */
final class GitLinking {

    private final GitLinkStore store;
    private final GitClones clones;
    private final SecretStore secrets;
    private final GitAudit audit;
    private final boolean localRemotes;

    GitLinking(GitLinkStore store, GitClones clones, SecretStore secrets, GitAudit audit, boolean localRemotes) {
        this.store = store;
        this.clones = clones;
        this.secrets = secrets;
        this.audit = audit;
        this.localRemotes = localRemotes;
    }

    /**
     * @param key   a pasted private key for an SSH remote, or null
     * @param admin whether the user may name an existing credential secret
     */
    GitPullResult link(long projectId, GitLink requested, SshKey key, boolean admin) {
        GitLink link = GitRemote.checked(requested, localRemotes);
        boolean ssh = GitRemote.isSsh(link.remoteUrl());
        String sealed = null;
        if (key != null) {
            if (!ssh) {
                throw new ServiceException("A private key is for SSH remotes (ssh://… or git@host:path) only.");
            }
            if (link.credentialSecret() != null) {
                throw new ServiceException("Paste a key or name a secret, not both.");
            }
            sealed = SshKeys.sealable(key);
            link = new GitLink(link.remoteUrl(), link.branch(), null, GitRemote.sshKeySecret(projectId),
                    link.hostKey());
        } else if (link.credentialSecret() != null && !admin) {
            audit.failed(AuditAction.GIT_LINKED, projectId, "a credential needs ADMIN");
            throw new ServiceException("Only an administrator may link a project with a credential.");
        } else if (ssh && link.credentialSecret() == null) {
            throw new ServiceException("An SSH remote needs a private key: paste one whose public half the repository"
                    + " accepts (a deploy key, for example).");
        }
        if (!store.insert(projectId, link, AuditLog.currentActor())) {
            throw new ServiceException("This project is linked to a repository already.");
        }
        try {
            if (sealed != null) {
                secrets.put(link.credentialSecret(), sealed);
            }
            clones.remove(projectId);
            GitPullResult result = clones.with(projectId, link, "clone the repository", GitWork::pull);
            audit.succeeded(AuditAction.GIT_LINKED, projectId, GitAudit.describe(link) + "; "
                    + GitAudit.pulled(result));
            return result;
        } catch (RuntimeException | IOException e) {
            store.forget(projectId);
            if (sealed != null) {
                secrets.remove(link.credentialSecret());
            }
            audit.failed(AuditAction.GIT_LINKED, projectId, GitAudit.describe(link));
            throw e instanceof ServiceException s ? s
                    : new ServiceException("Could not prepare the project's clone on the server's disk.", e);
        }
    }
}
