package io.freshet.testing;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.transport.RefSpec;

/**
 * A project's repository for tests of a packaged Freshet: a bare repository on disk, a teammate's clone that commits
 * and pushes to {@code main} or to a branch of its own, and Freshet's own clone of it in Freshet's home ({@code <home>/git/<project id>}, as
 * {@code JGitProjectService} keeps it) brought to where linking the project and pulling would leave it. The packaged
 * app has no git page yet; the scripts themselves are stored by the test as the pull would store them.
 */
public final class ProjectRepository implements AutoCloseable {

    private final Path bare;
    private final Git work;

    private ProjectRepository(Path bare, Git work) {
        this.bare = bare;
        this.work = work;
    }

    /** An empty bare repository with {@code main}, and a teammate's clone of it, under {@code dir}. */
    public static ProjectRepository create(Path dir) throws GitAPIException {
        Path bare = dir.resolve("remote.git");
        Git.init().setBare(true).setInitialBranch("main").setDirectory(bare.toFile()).call().close();
        Git work = Git.cloneRepository().setURI(bare.toUri().toString()).setDirectory(dir.resolve("teammate").toFile())
                .call();
        return new ProjectRepository(bare, work);
    }

    public String remoteUrl() {
        return bare.toUri().toString();
    }

    /** Writes the files (path to text), commits them as a teammate and pushes to {@code main}; the commit's id. */
    public String commit(String message, Map<String, String> files) throws IOException, GitAPIException {
        return commitAndPush("main", message, files);
    }

    /**
     * Starts a branch at {@code main}, writes the files on it, commits them as a teammate and pushes the branch, as a
     * pull request's author does; the teammate is back on the branch that pushes to {@code main} after. The
     * branch's commit id.
     */
    public String pushBranch(String branch, String message, Map<String, String> files)
            throws IOException, GitAPIException {
        // the clone of an empty repository named its own branch, which pushes to main
        String own = work.getRepository().getBranch();
        work.checkout().setCreateBranch(true).setName(branch).call();
        try {
            return commitAndPush(branch, message, files);
        } finally {
            work.checkout().setName(own).call();
        }
    }

    private String commitAndPush(String branch, String message, Map<String, String> files)
            throws IOException, GitAPIException {
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path path = work.getRepository().getWorkTree().toPath().resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue());
        }
        work.add().addFilepattern(".").call();
        String id = work.commit().setMessage(message).setAuthor("teammate", "teammate@example.com")
                .setCommitter("teammate", "teammate@example.com").call().getId().name();
        work.push().setRemote("origin").setRefSpecs(new RefSpec("HEAD:refs/heads/" + branch)).call();
        return id;
    }

    /**
     * Brings Freshet's clone of the project to the remote's {@code main}: the remote branch fetched and the project's
     * branch on it, as a link (the first time) or a pull without local commits leaves it. Owner-only, as Freshet
     * keeps its clones.
     */
    public void syncFreshetClone(Path freshetHome, long projectId) throws IOException, GitAPIException {
        Path root = freshetHome.resolve("git");
        Path clone = root.resolve(Long.toString(projectId));
        Files.createDirectories(root);
        if (!Files.isDirectory(clone.resolve("objects"))) {
            Git.init().setBare(true).setInitialBranch("main").setDirectory(clone.toFile()).call().close();
        }
        try (Git git = Git.open(clone.toFile())) {
            git.fetch().setRemote(remoteUrl()).setRefSpecs(new RefSpec("+refs/heads/main:refs/remotes/origin/main"))
                    .call();
            ObjectId tip = git.getRepository().resolve("refs/remotes/origin/main");
            RefUpdate update = git.getRepository().updateRef("refs/heads/main");
            update.setNewObjectId(tip);
            update.setForceUpdate(true);
            RefUpdate.Result result = update.update();
            if (result != RefUpdate.Result.NEW && result != RefUpdate.Result.FORCED
                    && result != RefUpdate.Result.FAST_FORWARD && result != RefUpdate.Result.NO_CHANGE) {
                throw new IOException("Freshet's clone did not move to " + tip.name() + ": " + result);
            }
        }
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(clone, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Override
    public void close() {
        work.close();
    }
}
