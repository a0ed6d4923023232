package io.freshet.gateway.embedded.server.sandbox;

import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;

import java.io.UncheckedIOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which local files the embedded Flink JVM may touch: the allowed roots for reading and writing, and the
 * system places it only reads (the JDK, its own jars, a few /proc, /sys, /dev and /etc entries).
 *
 * <p>A path below a read-write root as written (after {@code ..} is resolved by name) passes at once: no code in the
 * child may create a link ({@link ChildSecurityManager} refuses it), so nothing below the roots leads elsewhere
 * unless Freshet's operator put it there. Every other path is judged where the operating system resolves it,
 * following links, because /proc, for one, is full of links to the whole file system.
 */
final class FileRules {

    private final List<Path> asWritten;
    private final AllowedRoots readWrite;
    private final AllowedRoots readOnly;
    private final Path workDir;
    private final Set<Path> rootAncestors = new HashSet<>();

    /**
     * @param readWrite the allowed roots plus the child's log directory
     * @param readOnly  files and directories the JVM and its libraries read but never write
     * @param workDir   what a relative path is relative to (the child's working directory)
     */
    FileRules(List<Path> readWrite, AllowedRoots readOnly, Path workDir) {
        this.asWritten = readWrite.stream().map(root -> root.toAbsolutePath().normalize()).toList();
        this.readWrite = new AllowedRoots(readWrite);
        this.readOnly = readOnly;
        this.workDir = workDir;
        // Flink looks at each directory above its temporary directory (is it a link?); the directories themselves,
        // never a file in them
        for (Path root : this.readWrite.roots()) {
            for (Path parent = root.getParent(); parent != null; parent = parent.getParent()) {
                rootAncestors.add(parent);
            }
        }
    }

    /** Whether the path may be read (or, with {@code write}, also written, created or deleted). */
    boolean allows(String path, boolean write) {
        Path real;
        try {
            Path named = workDir.resolve(path).normalize();
            for (Path root : asWritten) {
                if (named.startsWith(root)) {
                    return true;
                }
            }
            real = AllowedRoots.real(named);
        } catch (InvalidPathException | UncheckedIOException e) {
            return false;
        }
        if (readWrite.containsReal(real)) {
            return true;
        }
        return !write && (readOnly.containsReal(real) || rootAncestors.contains(real));
    }

    /** The read-write roots, for the start-up log line. */
    List<Path> describe() {
        return readWrite.roots();
    }
}
