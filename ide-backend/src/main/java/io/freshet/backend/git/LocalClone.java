package io.freshet.backend.git;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.lib.StoredConfig;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.revwalk.filter.RevFilter;
import org.eclipse.jgit.transport.PushResult;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.transport.RemoteRefUpdate;

/**
 * One project's bare clone and its refs: the remote's branches under {@code refs/remotes/origin/}, the project's
 * branch under {@code refs/heads/}. Fetch and push are the only network calls.
 */
final class LocalClone implements AutoCloseable {

    private static final String REMOTE = "origin";
    private static final String PLAN_REFS = "refs/freshet/plan/";

    private final Git git;

    private LocalClone(Git git) {
        this.git = git;
    }

    /** The clone in {@code dir}, created (bare, no hooks run, no files checked out) when it is not there. */
    static LocalClone open(Path dir, String remoteUrl) throws IOException, GitAPIException {
        Git git = Files.isDirectory(dir.resolve("objects")) ? Git.open(dir.toFile())
                : Git.init().setBare(true).setDirectory(dir.toFile()).call();
        StoredConfig config = git.getRepository().getConfig();
        config.setString("remote", REMOTE, "url", remoteUrl);
        config.setString("remote", REMOTE, "fetch", "+refs/heads/*:refs/remotes/" + REMOTE + "/*");
        // a hooks path from the server user's git config must not run anything on a push: point it at nothing
        config.setString("core", null, "hooksPath", dir.resolve("no-hooks").toString());
        // a redirect could carry the credential to another host (or to plain http): the linked URL is the one used
        config.setString("http", null, "followRedirects", "false");
        config.save();
        return new LocalClone(git);
    }

    Repository repo() {
        return git.getRepository();
    }

    /** Brings the remote's branches in, forgetting those deleted there. */
    void fetch(GitAccess access) throws GitAPIException {
        access.on(git.fetch()).setRemote(REMOTE).setRemoveDeletedRefs(true)
                .setRefSpecs(new RefSpec("+refs/heads/*:refs/remotes/" + REMOTE + "/*")).call();
    }

    /**
     * Fetches one remote branch into {@code refs/freshet/plan/}, where neither the project's branch nor the remote
     * branches of the last fetch move; its commit, or null when the remote has no such branch.
     */
    ObjectId fetchForPlan(String branch, GitAccess access) throws IOException, GitAPIException {
        String source = Constants.R_HEADS + branch;
        if (!access.on(git.lsRemote()).setRemote(REMOTE).setHeads(true).callAsMap()
                .containsKey(source)) {
            return null;
        }
        String target = PLAN_REFS + branch;
        access.on(git.fetch()).setRemote(REMOTE)
                .setRefSpecs(new RefSpec("+" + source + ":" + target)).call();
        ObjectId commit = repo().resolve(target + "^{commit}");
        // read once: a ref per planned branch would pile up over the pull requests of years
        RefUpdate delete = repo().updateRef(target);
        delete.setForceUpdate(true);
        delete.delete();
        return commit;
    }

    /** The remote branch's last fetched commit, or null when the remote has no such branch. */
    ObjectId remoteTip(String branch) throws IOException {
        return repo().resolve("refs/remotes/" + REMOTE + "/" + branch + "^{commit}");
    }

    /** The project's commit on its branch, or null before its first commit. */
    ObjectId head(String branch) throws IOException {
        return repo().resolve(Constants.R_HEADS + branch + "^{commit}");
    }

    /** Points the branch at a commit, if it is still where the caller saw it; HEAD follows the branch. */
    boolean moveBranch(String branch, ObjectId expected, ObjectId to) throws IOException {
        RefUpdate update = repo().updateRef(Constants.R_HEADS + branch);
        update.setExpectedOldObjectId(expected == null ? ObjectId.zeroId() : expected);
        update.setNewObjectId(to);
        update.setForceUpdate(true);
        update.setRefLogMessage("freshet", false);
        RefUpdate.Result result = update.update();
        repo().updateRef(Constants.HEAD).link(Constants.R_HEADS + branch);
        return result == RefUpdate.Result.NEW || result == RefUpdate.Result.FAST_FORWARD
                || result == RefUpdate.Result.FORCED || result == RefUpdate.Result.NO_CHANGE;
    }

    /** The last common commit of two, or null when they share none (or either is null). */
    ObjectId mergeBase(ObjectId a, ObjectId b) throws IOException {
        if (a == null || b == null) {
            return null;
        }
        try (RevWalk walk = new RevWalk(repo())) {
            walk.setRevFilter(RevFilter.MERGE_BASE);
            walk.markStart(walk.parseCommit(a));
            walk.markStart(walk.parseCommit(b));
            RevCommit base = walk.next();
            return base == null ? null : base.copy();
        }
    }

    /** Whether {@code ancestor} is {@code of} or one of its ancestors (null is everyone's ancestor). */
    boolean isAncestor(ObjectId ancestor, ObjectId of) throws IOException {
        if (ancestor == null) {
            return true;
        }
        if (of == null) {
            return false;
        }
        try (RevWalk walk = new RevWalk(repo())) {
            return walk.isMergedInto(walk.parseCommit(ancestor), walk.parseCommit(of));
        }
    }

    /** How many commits {@code from} has that {@code other} lacks. */
    int countOnly(ObjectId from, ObjectId other) throws IOException {
        if (from == null) {
            return 0;
        }
        try (RevWalk walk = new RevWalk(repo())) {
            walk.markStart(walk.parseCommit(from));
            if (other != null) {
                walk.markUninteresting(walk.parseCommit(other));
            }
            int count = 0;
            for (RevCommit ignored : walk) {
                count++;
            }
            return count;
        }
    }

    /** The first line of a commit's message. */
    String shortMessage(ObjectId commit) throws IOException {
        try (RevWalk walk = new RevWalk(repo())) {
            return walk.parseCommit(commit).getShortMessage();
        }
    }

    /** The name of a commit's author. */
    String author(ObjectId commit) throws IOException {
        try (RevWalk walk = new RevWalk(repo())) {
            return walk.parseCommit(commit).getAuthorIdent().getName();
        }
    }

    /** Sends the branch; the remote's answer per ref (a refusal is not an exception). */
    RemoteRefUpdate.Status push(String branch, GitAccess access) throws GitAPIException {
        Iterable<PushResult> results = access.on(git.push()).setRemote(REMOTE)
                .setRefSpecs(new RefSpec(Constants.R_HEADS + branch + ":" + Constants.R_HEADS + branch)).call();
        for (PushResult result : results) {
            RemoteRefUpdate update = result.getRemoteUpdate(Constants.R_HEADS + branch);
            if (update != null) {
                return update.getStatus();
            }
        }
        return RemoteRefUpdate.Status.NOT_ATTEMPTED;
    }

    /** Local branches, without the prefix. */
    List<String> branches() throws IOException {
        return repo().getRefDatabase().getRefsByPrefix(Constants.R_HEADS).stream()
                .map(ref -> ref.getName().substring(Constants.R_HEADS.length())).toList();
    }

    @Override
    public void close() {
        git.close();
    }
}
