package io.freshet.backend.git;

import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.git.GitLink;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.stream.Stream;
import org.eclipse.jgit.api.errors.GitAPIException;

/**
 * Where the clones live ({@code <freshet.home>/git/<project id>}, owner-only like the rest of the home) and the one
 * lock per project that keeps two users' git steps on the same clone apart.
 */
final class GitClones {

    /** A git step on an open clone. */
    interface Use<T> {
        T apply(GitWork work) throws IOException, GitAPIException;
    }

    /** Never created: the SSH client's home and ~/.ssh point here, so it finds no file of the server user's. */
    private static final String NO_SSH_HOME = ".no-ssh-home";

    private final Path root;
    private final ProjectScripts scripts;
    private final GitLinkStore store;
    private final SecretStore secrets;
    private final ConcurrentMap<Long, Object> locks = new ConcurrentHashMap<>();

    GitClones(Path root, ProjectScripts scripts, GitLinkStore store, SecretStore secrets) {
        this.root = root.toAbsolutePath().normalize();
        this.scripts = scripts;
        this.store = store;
        this.secrets = secrets;
    }

    /** Runs a step on the project's clone, created when missing, under the project's lock; errors translated once. */
    <T> T with(long projectId, GitLink link, String action, Use<T> use) {
        synchronized (locks.computeIfAbsent(projectId, id -> new Object())) {
            try (GitAccess access = GitAccess.of(link, secrets, root.resolve(NO_SSH_HOME))) {
                return GitFailures.translate(action, link.remoteUrl(), access, () -> {
                    try (LocalClone clone = LocalClone.open(directory(projectId), link.remoteUrl())) {
                        return use.apply(new GitWork(clone, projectId, link, access, scripts, store));
                    }
                });
            }
        }
    }

    /** Removes a project's clone (a failed link, or a link made again). */
    void remove(long projectId) throws IOException {
        Path dir = root.resolve(Long.toString(projectId));
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    private Path directory(long projectId) throws IOException {
        if (!Files.isDirectory(root)) {
            Files.createDirectories(root);
        }
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
        }
        return root.resolve(Long.toString(projectId));
    }
}
