package io.freshet.backend.git;

import io.freshet.ui.common.NotFoundException;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.git.GitConflict;
import io.freshet.ui.git.GitLink;
import io.freshet.ui.git.GitPullResult;
import io.freshet.ui.git.GitStatus;
import io.freshet.ui.git.ScriptGitTexts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.transport.RemoteRefUpdate;

/**
 * The git steps of one linked project on its clone. The scripts in Freshet's database are the working state: a
 * commit writes them into a commit, a pull merges the remote branch into them three-way ({@link ThreeWay}) from the
 * last common commit, or, while a merge waits for its commit, from the remote commit it merged ({@code merge_head}).
 */
final class GitWork {

    private final LocalClone clone;
    private final long projectId;
    private final GitLink link;
    private final GitAccess access;
    private final ProjectScripts scripts;
    private final GitLinkStore store;

    GitWork(LocalClone clone, long projectId, GitLink link, GitAccess access, ProjectScripts scripts,
            GitLinkStore store) {
        this.clone = clone;
        this.projectId = projectId;
        this.link = link;
        this.access = access;
        this.scripts = scripts;
        this.store = store;
    }

    GitStatus status() throws IOException, GitAPIException {
        clone.fetch(access);
        return currentStatus();
    }

    /** The status from the last fetch, without a network call. */
    GitStatus currentStatus() throws IOException {
        String branch = link.branch();
        ObjectId head = clone.head(branch);
        ObjectId remote = clone.remoteTip(branch);
        ObjectId merged = pendingMerge();
        ObjectId base = merged != null ? merged : clone.mergeBase(head, remote);
        Set<String> conflicting = store.conflicts(projectId).stream().map(GitConflict::path)
                .collect(Collectors.toSet());
        var states = ThreeWay.states(CloneTrees.scripts(clone.repo(), base), scripts.texts(projectId),
                CloneTrees.scripts(clone.repo(), remote), conflicting);
        return new GitStatus(projectId, link.remoteUrl(), branch, head == null ? null : head.name(),
                head == null ? null : clone.shortMessage(head), head == null ? null : clone.author(head),
                clone.countOnly(head, remote), clone.countOnly(remote, merged != null ? merged : head), states);
    }

    /** A script's text here and on the remote branch as last fetched. */
    ScriptGitTexts texts(String path) throws IOException {
        return new ScriptGitTexts(path, scripts.texts(projectId).get(path),
                CloneTrees.scripts(clone.repo(), clone.remoteTip(link.branch())).get(path));
    }

    /** Fetches and merges the remote branch into the scripts; both texts of every conflict are kept. */
    GitPullResult pull() throws IOException, GitAPIException {
        clone.fetch(access);
        String branch = link.branch();
        ObjectId head = clone.head(branch);
        ObjectId remote = clone.remoteTip(branch);
        if (remote == null) {
            return new GitPullResult(currentStatus(), List.of(), List.of());
        }
        ObjectId merged = pendingMerge();
        ObjectId base = merged != null && clone.isAncestor(merged, remote) ? merged : clone.mergeBase(head, remote);
        ThreeWay.Merge merge = ThreeWay.merge(CloneTrees.scripts(clone.repo(), base), scripts.texts(projectId),
                CloneTrees.scripts(clone.repo(), remote));
        List<String> updated = new ArrayList<>();
        for (ThreeWay.Change change : merge.changes()) {
            scripts.put(projectId, change.path(), change.there());
            updated.add(change.path());
        }
        merge.conflicts().forEach(conflict -> store.putConflict(projectId, conflict));
        if (clone.isAncestor(head, remote)) {
            clone.moveBranch(branch, head, remote);
            store.mergeHead(projectId, null);
        } else if (!clone.isAncestor(remote, head)) {
            store.mergeHead(projectId, remote.name());
        }
        return new GitPullResult(currentStatus(), updated, merge.conflicts());
    }

    /**
     * The scripts of another branch's newest commit on the remote, fetched apart from the project's branch and
     * scripts, which stay as they are.
     *
     * @throws io.freshet.ui.common.NotFoundException when the remote has no such branch
     */
    BranchScripts branchScripts(String branch) throws IOException, GitAPIException {
        ObjectId commit = clone.fetchForPlan(branch, access);
        if (commit == null) {
            throw new NotFoundException("The repository has no branch '" + branch + "'.");
        }
        return new BranchScripts(branch, commit.name(), CloneTrees.scripts(clone.repo(), commit));
    }

    /** Commits the scripts as saved; false when they are as in the last commit and no merge waits. */
    boolean commit(PersonIdent who, String message) throws IOException {
        List<GitConflict> open = store.conflicts(projectId);
        if (!open.isEmpty()) {
            throw new ServiceException("Choose a text for each conflicting script first: " + open.stream()
                    .map(GitConflict::path).collect(Collectors.joining(", ")) + ".");
        }
        String branch = link.branch();
        ObjectId head = clone.head(branch);
        ObjectId commit = CloneTrees.commit(clone.repo(), head, pendingMerge(), scripts.texts(projectId), who,
                message);
        if (commit == null) {
            return false;
        }
        if (!clone.moveBranch(branch, head, commit)) {
            throw new ServiceException("Someone committed to this project at the same moment: try again.");
        }
        store.mergeHead(projectId, null);
        return true;
    }

    /** The project's commit and whether the scripts differ from it, from the clone alone. */
    LocalHead head() throws IOException {
        ObjectId head = clone.head(link.branch());
        return new LocalHead(link.branch(), head == null ? null : head.name(), hasUncommittedWork());
    }

    /** Whether the scripts differ from the project's last commit (or a conflict or merge waits). */
    boolean hasUncommittedWork() throws IOException {
        ObjectId head = clone.head(link.branch());
        return !store.conflicts(projectId).isEmpty() || pendingMerge() != null
                || !CloneTrees.scripts(clone.repo(), head).equals(scripts.texts(projectId));
    }

    /**
     * Follows another branch: the remote's (or an earlier local one of that name) replaces the scripts; an unknown
     * name starts a branch at the current commit. The caller has made sure nothing uncommitted would be lost.
     */
    void switchTo(String branch) throws IOException, GitAPIException {
        clone.fetch(access);
        ObjectId current = clone.head(link.branch());
        ObjectId local = clone.head(branch);
        ObjectId target = local != null ? local : clone.remoteTip(branch);
        if (target == null) {
            if (current == null) {
                throw new ServiceException("Commit once before starting a new branch.");
            }
            clone.moveBranch(branch, null, current);
            return;
        }
        clone.moveBranch(branch, local, target);
        Map<String, String> now = scripts.texts(projectId);
        Map<String, String> then = CloneTrees.scripts(clone.repo(), target);
        Set<String> paths = new TreeSet<>(now.keySet());
        paths.addAll(then.keySet());
        for (String path : paths) {
            scripts.put(projectId, path, then.get(path));
        }
    }

    /** Sends the project's branch to the remote. */
    RemoteRefUpdate.Status pushBranch() throws GitAPIException {
        return clone.push(link.branch(), access);
    }

    /** Makes a script hold a text (null: to the trash). */
    void putScript(String path, String text) {
        scripts.put(projectId, path, text);
    }

    private ObjectId pendingMerge() {
        return store.mergeHead(projectId).map(ObjectId::fromString).orElse(null);
    }
}
