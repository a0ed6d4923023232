package io.freshet.analysis.golden;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Golden-file cases under {@code src/test/resources/golden/<suite>}: each {@code <case>.sql} has a
 * {@code <case>.expected.json}. With {@code -Dgolden.update=true} the expected files are rewritten
 * from the actual output instead of compared; review the diff before committing them.
 */
public final class GoldenFiles {

    public static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private GoldenFiles() {
    }

    /** True when the run should rewrite expected files. */
    public static boolean updating() {
        return Boolean.getBoolean("golden.update");
    }

    /** The case files of a suite, sorted by name. */
    public static List<Path> cases(String suite) {
        Path dir = Path.of("src", "test", "resources", "golden", suite);
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".sql"))
                    .filter(p -> !p.getFileName().toString().endsWith(".catalog.sql"))
                    .filter(p -> !p.getFileName().toString().endsWith(".expected.sql"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The expected-output file of a case. */
    public static Path expectedFile(Path sqlFile) {
        return expectedFile(sqlFile, "json");
    }

    /** The expected-output file of a case with the given extension ({@code <case>.expected.<extension>}). */
    public static Path expectedFile(Path sqlFile, String extension) {
        String name = sqlFile.getFileName().toString();
        return sqlFile.resolveSibling(name.substring(0, name.length() - 4) + ".expected." + extension);
    }

    /** The optional catalog DDL of a case ({@code <case>.catalog.sql}), or null. */
    public static String catalogOf(Path sqlFile) {
        String name = sqlFile.getFileName().toString();
        Path catalog = sqlFile.resolveSibling(name.substring(0, name.length() - 4) + ".catalog.sql");
        return Files.exists(catalog) ? read(catalog) : null;
    }

    public static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Pretty JSON of a value, with a final newline, as stored in expected files. */
    public static String render(Object value) {
        try {
            return JSON.writeValueAsString(value) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void write(Path file, String content) {
        try {
            Files.writeString(file, content, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
