package io.freshet.backend.home;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Makes Freshet's home and its database, results and log directories owner-only (0700) and the database
 * files 0600. H2 and the log appender create files with the umask (often 0644); inside a 0700 directory
 * those are still out of other local users' reach, and the next start tightens them.
 */
public final class HomePermissions {

    static final Set<PosixFilePermission> DIRECTORY = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private HomePermissions() {
    }

    /**
     * Creates the directories owner-only, or tightens them if they exist. The home itself is tightened only
     * when it is clearly Freshet's (new, or holding Freshet's files): a home pointed at a shared directory
     * keeps its mode. Returns what could not be done, one line each, for a warning.
     */
    public static List<String> apply(FreshetHomeFiles files) {
        List<String> problems = new ArrayList<>();
        if (!posix()) {
            return problems;
        }
        boolean ours = !Files.exists(files.home()) || holdsFreshetFiles(files);
        if (ours) {
            ownerOnlyDirectory(files.home(), problems);
        }
        files.ownerOnlyDirectories().forEach(dir -> ownerOnlyDirectory(dir, problems));
        files.h2Directory().ifPresent(dir -> problems.addAll(tightenFiles(dir)));
        return problems;
    }

    /** Mode 0600 for every regular file directly in the directory (symbolic links are left alone). */
    public static List<String> tightenFiles(Path directory) {
        List<String> problems = new ArrayList<>();
        if (!posix() || !Files.isDirectory(directory)) {
            return problems;
        }
        try (Stream<Path> entries = Files.list(directory)) {
            entries.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                    .forEach(f -> setMode(f, FILE, problems));
        } catch (IOException e) {
            problems.add("cannot list " + directory + ": " + e.getMessage());
        }
        return problems;
    }

    private static boolean holdsFreshetFiles(FreshetHomeFiles files) {
        return Files.exists(files.home().resolve("flink"))
                || files.secrets().stream().anyMatch(own -> Files.exists(own.path(), LinkOption.NOFOLLOW_LINKS));
    }

    private static void ownerOnlyDirectory(Path dir, List<String> problems) {
        try {
            if (!Files.exists(dir)) {
                Files.createDirectories(dir.getParent());
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(DIRECTORY));
            }
        } catch (IOException e) {
            problems.add("cannot create " + dir + ": " + e.getMessage());
            return;
        }
        // createDirectory's mode is filtered by the umask too, so set it explicitly in both cases
        setMode(dir, DIRECTORY, problems);
    }

    private static void setMode(Path path, Set<PosixFilePermission> mode, List<String> problems) {
        try {
            if (!Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS).equals(mode)) {
                Files.setPosixFilePermissions(path, mode);
            }
        } catch (IOException | UnsupportedOperationException e) {
            problems.add("cannot restrict " + path + " to its owner: " + e.getMessage());
        }
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
