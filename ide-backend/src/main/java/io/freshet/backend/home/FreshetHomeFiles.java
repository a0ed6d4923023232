package io.freshet.backend.home;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The IDE's own files in its home: the H2 database, the local secret key, the first administrator's
 * password, spilled query results, logs and the clones of projects linked to git. None of them may be reachable by the embedded Flink.
 *
 * @param home        {@code freshet.home}, absolute
 * @param h2Directory the directory of an H2 file database, empty for any other database
 */
public record FreshetHomeFiles(Path home, Optional<Path> h2Directory) {

    /** Written by {@code SecretKeySource} when no key comes from the environment. */
    public static final String SECRET_KEY = "secret.key";
    /** Written by {@code InitialAdmin} on the first start. */
    public static final String INITIAL_ADMIN_PASSWORD = "initial-admin-password";

    /** A file or directory of the IDE, with what it is for a message. */
    public record OwnFile(String what, Path path) { }

    public FreshetHomeFiles {
        home = home.toAbsolutePath().normalize();
    }

    /** From the two settings that place the files: the home and the JDBC URL of the database. */
    public static FreshetHomeFiles of(Path home, String jdbcUrl) {
        return new FreshetHomeFiles(home, h2Directory(jdbcUrl));
    }

    public Path results() {
        return home.resolve("results");
    }

    public Path logs() {
        return home.resolve("log");
    }

    /** The clones of projects linked to git, one directory per project. */
    public Path gitClones() {
        return home.resolve("git");
    }

    /** Everything that must stay out of the embedded Flink's reach. */
    public List<OwnFile> secrets() {
        List<OwnFile> files = new ArrayList<>();
        h2Directory.ifPresent(dir -> files.add(new OwnFile("database", dir)));
        files.add(new OwnFile("secret key", home.resolve(SECRET_KEY)));
        files.add(new OwnFile("first administrator's password", home.resolve(INITIAL_ADMIN_PASSWORD)));
        files.add(new OwnFile("query results", results()));
        files.add(new OwnFile("logs", logs()));
        files.add(new OwnFile("git clones", gitClones()));
        return List.copyOf(files);
    }

    /** The directories only Freshet's OS user may enter (mode 0700). */
    public List<Path> ownerOnlyDirectories() {
        List<Path> dirs = new ArrayList<>();
        h2Directory.ifPresent(dirs::add);
        dirs.add(results());
        dirs.add(logs());
        dirs.add(gitClones());
        return List.copyOf(dirs);
    }

    /**
     * The directory of {@code jdbc:h2:[file:]<path>[;options]} ({@code ~} is the user's home); empty for
     * in-memory, server (tcp/ssl) and non-H2 URLs.
     */
    static Optional<Path> h2Directory(String jdbcUrl) {
        if (jdbcUrl == null || !jdbcUrl.toLowerCase(Locale.ROOT).startsWith("jdbc:h2:")) {
            return Optional.empty();
        }
        String location = jdbcUrl.substring("jdbc:h2:".length());
        int options = location.indexOf(';');
        location = options < 0 ? location : location.substring(0, options);
        String lower = location.toLowerCase(Locale.ROOT);
        if (lower.startsWith("mem:") || lower.startsWith("tcp:") || lower.startsWith("ssl:") || lower.startsWith("zip:")) {
            return Optional.empty();
        }
        location = lower.startsWith("file:") ? location.substring("file:".length()) : location;
        if (location.startsWith("~")) {
            location = System.getProperty("user.home") + location.substring(1);
        }
        Path parent = Path.of(location).toAbsolutePath().normalize().getParent();
        return Optional.ofNullable(parent);
    }
}
