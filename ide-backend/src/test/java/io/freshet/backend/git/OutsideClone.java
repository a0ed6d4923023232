package io.freshet.backend.git;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.treewalk.TreeWalk;

/** A bare repository on disk and a plain JGit clone of it: what a teammate outside Freshet does. */
final class OutsideClone implements AutoCloseable {

    private final Path bare;
    private final Git work;

    private OutsideClone(Path bare, Git work) {
        this.bare = bare;
        this.work = work;
    }

    /** A bare repository whose {@code main} has one commit "seed" with the given files (path, text, path, text...). */
    static OutsideClone seeded(Path temp, String... files) throws IOException, GitAPIException {
        Path bare = temp.resolve("remote.git");
        Git.init().setBare(true).setInitialBranch("main").setDirectory(bare.toFile()).call().close();
        Git work = Git.cloneRepository().setURI(bare.toUri().toString()).setDirectory(temp.resolve("outside").toFile())
                .call();
        OutsideClone clone = new OutsideClone(bare, work);
        clone.commitAndPush("seed", files);
        if (clone.remoteHead() == null) {
            throw new IllegalStateException("the seed commit did not reach the bare repository");
        }
        return clone;
    }

    String bareUrl() {
        return bare.toUri().toString();
    }

    /** Writes the files, commits them as a teammate and pushes to {@code main}, pulling first. */
    void commitAndPush(String message, String... files) throws IOException, GitAPIException {
        if (work.getRepository().resolve("HEAD") != null) {
            work.pull().setRemote("origin").setRemoteBranchName("main").call();
        }
        for (int i = 0; i < files.length; i += 2) {
            Path file = work.getRepository().getWorkTree().toPath().resolve(files[i]);
            Files.createDirectories(file.getParent());
            Files.writeString(file, files[i + 1]);
        }
        work.add().addFilepattern(".").call();
        work.commit().setMessage(message).setAuthor("teammate", "teammate@example.com")
                .setCommitter("teammate", "teammate@example.com").call();
        work.push().setRemote("origin").setRefSpecs(new RefSpec("HEAD:refs/heads/main")).call();
    }

    /**
     * Writes the files on a new branch started from {@code main}, commits them as a teammate and pushes that branch
     * (a pull request's); the clone is back on its branch (the one that pushes to {@code main}) after. The branch's
     * commit.
     */
    String pushBranch(String branch, String message, String... files) throws IOException, GitAPIException {
        // the clone of an empty repository named its own branch, which pushes to main
        String own = work.getRepository().getBranch();
        work.checkout().setCreateBranch(true).setName(branch).call();
        for (int i = 0; i < files.length; i += 2) {
            Path file = work.getRepository().getWorkTree().toPath().resolve(files[i]);
            Files.createDirectories(file.getParent());
            Files.writeString(file, files[i + 1]);
        }
        work.add().addFilepattern(".").call();
        String id = work.commit().setMessage(message).setAuthor("teammate", "teammate@example.com")
                .setCommitter("teammate", "teammate@example.com").call().getId().name();
        work.push().setRemote("origin").setRefSpecs(new RefSpec("HEAD:refs/heads/" + branch)).call();
        work.checkout().setName(own).call();
        return id;
    }

    ObjectId remoteHead() throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository()) {
            return repo.resolve("refs/heads/main");
        }
    }

    RevCommit remoteCommit() throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository(); RevWalk walk = new RevWalk(repo)) {
            return walk.parseCommit(repo.resolve("refs/heads/main"));
        }
    }

    String remoteFile(String path) throws IOException {
        return remoteFile("main", path);
    }

    /** A file's text on a branch of the bare repository, or null when it has none. */
    String remoteFile(String branch, String path) throws IOException {
        try (Repository repo = Git.open(bare.toFile()).getRepository(); RevWalk walk = new RevWalk(repo)) {
            RevCommit commit = walk.parseCommit(repo.resolve("refs/heads/" + branch));
            try (TreeWalk tree = TreeWalk.forPath(repo, path, commit.getTree())) {
                return tree == null ? null
                        : new String(repo.open(tree.getObjectId(0)).getBytes(), StandardCharsets.UTF_8);
            }
        }
    }

    @Override
    public void close() {
        work.close();
    }
}
