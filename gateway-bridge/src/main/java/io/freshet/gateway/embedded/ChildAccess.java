package io.freshet.gateway.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether the child's user can reach what it needs before it is started as that user: every directory above its
 * directories must let it pass, its jars and its Java must be readable. Judged on owner, group and mode as the
 * kernel does (the child keeps no supplementary groups), so a closed {@code /root} shows here, not as a
 * {@code ClassNotFoundException} in the child's log.
 */
final class ChildAccess {

    static final int READ = 4;
    static final int EXECUTE = 1;

    /** Owner, group and permission bits of one file. */
    record FileMode(int uid, int gid, int mode) {

        /** Whether {@code user} has every bit of {@code wanted} (READ, EXECUTE) on it. */
        boolean permits(ChildUser user, int wanted) {
            int shift = user.uid() == uid ? 6 : user.gid() == gid ? 3 : 0;
            return ((mode >> shift) & wanted) == wanted;
        }
    }

    private ChildAccess() {
    }

    /**
     * The first path the user cannot use, with what it lacks, or empty: the directories above {@code homes} (the
     * launcher hands the homes themselves over), the lib directory, the jars and the directories above them, the Java
     * executable.
     */
    static Optional<String> firstClosed(ChildUser user, List<Path> homes, Path libDir, List<Path> jars, Path java) {
        try {
            Set<Path> handedOver = new HashSet<>();
            for (Path home : homes) {
                if (Files.exists(home)) {
                    handedOver.add(home.toRealPath());
                }
            }
            for (Path home : homes) {
                Path parent = home.toAbsolutePath().normalize().getParent();
                Optional<String> closed = parent == null ? Optional.empty() : closedOnTheWay(user, parent, handedOver);
                if (closed.isPresent()) {
                    return closed;
                }
            }
            Optional<String> lib = closedOnTheWay(user, libDir, handedOver)
                    .or(() -> lacks(user, libDir, READ, "cannot list it"));
            if (lib.isPresent()) {
                return lib;
            }
            Set<Path> jarDirs = new HashSet<>(List.of(libDir.toRealPath()));
            for (Path jar : jars) {
                // jars may lie outside the lib directory (the local cluster's s3proxy and S3 jars)
                Path dir = jar.toAbsolutePath().getParent().toRealPath();
                Optional<String> closed = (jarDirs.add(dir) ? closedOnTheWay(user, dir, handedOver)
                        : Optional.<String>empty()).or(() -> lacks(user, jar, READ, "cannot read it"));
                if (closed.isPresent()) {
                    return closed;
                }
            }
            return closedOnTheWay(user, java.getParent(), handedOver).or(() -> lacks(user, java, EXECUTE, "cannot run it"));
        } catch (IOException e) {
            return Optional.of("cannot check " + e.getMessage());
        }
    }

    /**
     * The first directory from {@code /} down to {@code dir} (inclusive, links resolved) the user cannot pass; the
     * homes count as open, since the launcher opens them before the start (the ingestion Flink's lib is inside its home).
     */
    private static Optional<String> closedOnTheWay(ChildUser user, Path dir, Set<Path> handedOver) throws IOException {
        Path real = dir.toRealPath();
        Path walked = real.getRoot();
        Optional<String> closed = lacks(user, walked, EXECUTE, "cannot enter it");
        for (Path name : real) {
            if (closed.isPresent()) {
                return closed;
            }
            walked = walked.resolve(name);
            closed = handedOver.contains(walked) ? Optional.empty() : lacks(user, walked, EXECUTE, "cannot enter it");
        }
        return closed;
    }

    private static Optional<String> lacks(ChildUser user, Path path, int wanted, String what) {
        try {
            FileMode mode = modeOf(path);
            return mode.permits(user, wanted) ? Optional.empty()
                    : Optional.of(path + " (mode " + Integer.toOctalString(mode.mode() & 07777) + ", uid " + mode.uid()
                    + ", gid " + mode.gid() + "): " + user.name() + " " + what);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.of(path + ": " + user.name() + " " + what + " (" + e.getMessage() + ")");
        }
    }

    static FileMode modeOf(Path path) throws IOException {
        return new FileMode((Integer) Files.getAttribute(path, "unix:uid"), (Integer) Files.getAttribute(path, "unix:gid"),
                (Integer) Files.getAttribute(path, "unix:mode"));
    }
}
