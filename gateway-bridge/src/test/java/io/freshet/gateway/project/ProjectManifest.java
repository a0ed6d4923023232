package io.freshet.gateway.project;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.Statement;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A project's {@code freshet-project.json}: its name, the order in which its scripts run, and the
 * catalog and database they expect to start in.
 */
public record ProjectManifest(String name, String title, String description, String defaultCatalog,
        String defaultDatabase, List<String> scripts) {

    public static final String FILE_NAME = "freshet-project.json";
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public ProjectManifest {
        Objects.requireNonNull(name, "name");
        scripts = List.copyOf(scripts == null ? List.of() : scripts);
        if (scripts.stream().anyMatch(script -> script.contains("..") || script.startsWith("/"))) {
            throw new IllegalArgumentException("Scripts must lie inside the project folder: " + scripts);
        }
    }

    /** Reads {@code freshet-project.json} from a project folder. */
    public static ProjectManifest read(Path projectDir) {
        try {
            return JSON.readValue(projectDir.resolve(FILE_NAME).toFile(), ProjectManifest.class);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + projectDir.resolve(FILE_NAME), e);
        }
    }

    /** The statements of every script, in manifest order. */
    public List<String> statements(Path projectDir) {
        return scripts.stream().flatMap(script -> {
            try {
                return ScriptSplitter.split(new SourceText(Files.readString(projectDir.resolve(script)))).stream()
                        .map(Statement::text);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + projectDir.resolve(script), e);
            }
        }).toList();
    }
}
