package io.freshet.gateway.embedded;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Who owns what in a child's home when the child runs as its own user (the embedded Flink's plan is here, the local
 * cluster's in its package): the launcher (root) keeps the home, {@code conf/} and the locks' directory, which the
 * child may only pass (0711), so it can neither list them nor put a link where the launcher writes; the child owns
 * its data directories and its log directory (0700) and the files it reads or locks in the launcher's directories
 * (0600). Applied before every start: a home written by an earlier version or under Freshet's own user is handed
 * over whole, without moving anything.
 */
public final class ChildFiles {

    static final Set<PosixFilePermission> PASSAGE = OwnerOnly.PASSAGE;
    static final Set<PosixFilePermission> OWN_DIRECTORY = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> OWN_FILE = PosixFilePermissions.fromString("rw-------");

    /** What the child is given of one path. */
    public enum Grant {
        /** The launcher's directory the child only passes through. */
        PASSAGE,
        /** A directory the child writes in, with everything below it. */
        TREE,
        /** A file of the launcher's directories the child reads or locks. */
        FILE
    }

    /** One line of the plan. */
    public record Entry(Path path, Grant grant) { }

    private ChildFiles() {
    }

    /** The plan for a home and the extra roots (a configured warehouse outside it), in the order it is applied. */
    static List<Entry> plan(EmbeddedFlinkLayout layout, List<Path> extraRoots) {
        List<Entry> plan = new ArrayList<>();
        plan.add(new Entry(layout.home(), Grant.PASSAGE));
        plan.add(new Entry(layout.confDir(), Grant.PASSAGE));
        for (Path tree : List.of(layout.warehouse(), layout.catalogStore(), layout.checkpoints(), layout.savepoints(),
                layout.tmpDir(), layout.logDir())) {
            plan.add(new Entry(tree, Grant.TREE));
        }
        extraRoots.forEach(root -> plan.add(new Entry(root, Grant.TREE)));
        for (Path file : List.of(layout.flinkConfigFile(), layout.restTokenFile(), layout.childLock())) {
            plan.add(new Entry(file, Grant.FILE));
        }
        return List.copyOf(plan);
    }

    /** Applies the embedded Flink's plan for {@code user}. */
    static void handOver(EmbeddedFlinkLayout layout, List<Path> extraRoots, ChildUser user) {
        handOver(plan(layout, extraRoots), user, ChildIdentity.EMBEDDED);
    }

    /**
     * Applies {@code plan}, in its order, for {@code user} of the processes named {@code who}; a failure is a start
     * error, since they could not work.
     */
    public static void handOver(List<Entry> plan, ChildUser user, String who) {
        for (Entry entry : plan) {
            try {
                apply(entry, user);
            } catch (IOException | UnsupportedOperationException e) {
                throw StartChecks.startError("Cannot hand " + entry.path() + " to " + who + "'s user "
                        + user.name() + " (" + ChildUser.SETTING + "): " + StartChecks.reason(e));
            }
        }
    }

    private static void apply(Entry entry, ChildUser user) throws IOException {
        Path path = entry.path();
        switch (entry.grant()) {
            case PASSAGE -> mode(path, PASSAGE);
            case TREE -> {
                Files.createDirectories(path);
                if (!ownedBy(path, user)) {
                    chownTree(path, user);
                }
                mode(path, OWN_DIRECTORY);
            }
            case FILE -> {
                if (Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
                    chown(path, user);
                    mode(path, OWN_FILE);
                }
            }
        }
    }

    /** Every entry below {@code root}, links themselves and never what they point to. */
    private static void chownTree(Path root, ChildUser user) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                chown(dir, user);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                chown(file, user);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /** Whether {@code path} itself (a link: the link, not its target) belongs to {@code user}. */
    public static boolean ownedBy(Path path, ChildUser user) throws IOException {
        return (Integer) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS) == user.uid();
    }

    private static void chown(Path path, ChildUser user) throws IOException {
        Files.setAttribute(path, "unix:uid", user.uid(), LinkOption.NOFOLLOW_LINKS);
        Files.setAttribute(path, "unix:gid", user.gid(), LinkOption.NOFOLLOW_LINKS);
    }

    private static void mode(Path path, Set<PosixFilePermission> mode) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class,
                LinkOption.NOFOLLOW_LINKS);
        if (!view.readAttributes().isSymbolicLink() && !view.readAttributes().permissions().equals(mode)) {
            view.setPermissions(mode);
        }
    }
}
