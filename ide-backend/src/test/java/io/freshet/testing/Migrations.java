package io.freshet.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** The newest Flyway version the build ships, so tests follow new migrations instead of pinning a number. */
public final class Migrations {

    private static final Pattern VERSIONED = Pattern.compile("V(\\d+)__.*\\.sql");

    private Migrations() {
    }

    /** The highest version among the shared and vendor-specific migrations on the test class path. */
    public static int latestVersion() {
        URL root = Migrations.class.getClassLoader().getResource("db");
        if (root == null) {
            throw new IllegalStateException("no db/ migrations on the class path");
        }
        try (Stream<Path> files = Files.walk(Path.of(root.toURI()))) {
            return files.map(f -> VERSIONED.matcher(f.getFileName().toString()))
                    .filter(Matcher::matches)
                    .mapToInt(m -> Integer.parseInt(m.group(1)))
                    .max().orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
