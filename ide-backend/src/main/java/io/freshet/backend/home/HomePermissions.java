package io.freshet.backend.home;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
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
    /** The home when the embedded Flink runs as its own user: it passes through to {@code flink/}, lists nothing. */
    static final Set<PosixFilePermission> PASSAGE = PosixFilePermissions.fromString("rwx--x--x");

    private HomePermissions() {
    }

    /**
     * Creates the directories owner-only, or tightens them if they exist, and the key and password files
     * 0600. The home itself is tightened only when it is clearly Freshet's (new, or holding Freshet's
     * files only, and not the user's own home or the root): a home pointed at a shared directory keeps its mode.
     * Returns what could not be done, one line each, for a warning.
     */
    public static List<String> apply(FreshetHomeFiles files) {
        return apply(files, false);
    }

    /**
     * The same; with {@code childPasses} (the embedded Flink runs as its own OS user) the home is 0711 instead, so
     * that user can reach its directories below {@code flink/} while everything of the IDE's stays 0700/0600 and
     * Freshet's user's alone. The home's entries cannot be listed either way.
     */
    public static List<String> apply(FreshetHomeFiles files, boolean childPasses) {
        List<String> problems = new ArrayList<>();
        if (!posix()) {
            return problems;
        }
        if (isFreshetsOwn(files)) {
            ownerOnlyDirectory(files.home(), problems);
            if (childPasses) {
                setMode(files.home(), PASSAGE, problems);
            }
        }
        files.ownerOnlyDirectories().forEach(dir -> ownerOnlyDirectory(dir, problems));
        files.h2Directory().ifPresent(dir -> problems.addAll(tightenFiles(dir)));
        for (String name : List.of(FreshetHomeFiles.SECRET_KEY, FreshetHomeFiles.INITIAL_ADMIN_PASSWORD)) {
            Path file = files.home().resolve(name);
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                setMode(file, FILE, problems);
            }
        }
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

    /** New, or holding nothing but what Freshet puts there; never the user's home or the root. */
    private static boolean isFreshetsOwn(FreshetHomeFiles files) {
        Path home = files.home();
        if (home.getParent() == null || home.equals(Path.of(System.getProperty("user.home")).toAbsolutePath().normalize())) {
            return false;
        }
        if (!Files.exists(home)) {
            return true;
        }
        Set<Path> known = new HashSet<>(List.of(home.resolve("flink")));
        files.secrets().forEach(own -> known.add(own.path()));
        try (Stream<Path> entries = Files.list(home)) {
            return entries.allMatch(known::contains);
        } catch (IOException e) {
            return false;
        }
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
