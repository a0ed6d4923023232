package io.freshet.backend.git;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.GitLink;
import io.freshet.ui.git.GitPullResult;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The audit rows of git steps: one per step, a refusal or failure with the message the user read. A link is
 * recorded with its URL and branch, a credential only by its secret's name and a pinned host key by its fingerprints.
 */
final class GitAudit {

    private final AuditLog audit;

    GitAudit(AuditLog audit) {
        this.audit = audit;
    }

    /** Runs a step; a refusal or failure is audited before it reaches the user. */
    <T> T step(AuditAction action, long projectId, Supplier<T> step) {
        try {
            return step.get();
        } catch (ServiceException e) {
            failed(action, projectId, e.userMessage());
            throw e;
        }
    }

    void succeeded(AuditAction action, long projectId, String detail) {
        audit.record(action, target(projectId), AuditLog.SUCCESS, detail);
    }

    void failed(AuditAction action, long projectId, String detail) {
        audit.record(action, target(projectId), AuditLog.FAILURE, detail);
    }

    static String describe(GitLink link) {
        return link.remoteUrl() + " " + link.branch()
                + (link.credentialSecret() == null ? "" : " with secret " + link.credentialSecret())
                + (link.hostKey() == null ? "" : ", host key " + SshHostKeys.parse(link.hostKey()).describe());
    }

    /** What a pull or link brought: how many scripts changed, and the conflicts by path. */
    static String pulled(GitPullResult result) {
        return result.updated().size() + " script(s) updated" + (result.conflicts().isEmpty() ? ""
                : "; conflicts: " + result.conflicts().stream().map(GitConflict::path)
                .collect(Collectors.joining(", ")));
    }

    private static String target(long projectId) {
        return "project " + projectId;
    }
}
