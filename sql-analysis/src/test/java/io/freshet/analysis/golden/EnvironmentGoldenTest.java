package io.freshet.analysis.golden;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.analysis.project.Environment;
import io.freshet.analysis.project.EnvironmentRewrite;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Projects placed in an environment: each {@code golden/environment/<case>.sql} is a project whose scripts start at
 * {@code -- @script <name>} lines ({@code -- @environment <prefix> [catalog]} and {@code -- @session catalog.database}
 * set the environment, {@code dev_} by default, and where the session starts, {@code lake.default} by default); the
 * sample project {@code sample-projects/ecommerce} is one more case. The expected {@code <case>.expected.sql} holds the
 * placed scripts, then the tables and databases moved and the problems, as comments.
 */
class EnvironmentGoldenTest {

    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");

    @TestFactory
    Stream<DynamicTest> environments() {
        List<Path> cases = GoldenFiles.cases("environment");
        assertThat(cases).hasSizeGreaterThanOrEqualTo(3);
        Stream<DynamicTest> golden = cases.stream().map(sql -> DynamicTest.dynamicTest(sql.getFileName().toString(),
                () -> check(Case.parse(GoldenFiles.read(sql)), GoldenFiles.expectedFile(sql, "sql"))));
        return Stream.concat(golden, Stream.of(DynamicTest.dynamicTest("sample-projects/ecommerce",
                () -> check(sample(), Path.of("src", "test", "resources", "golden", "environment",
                        "sample-ecommerce.expected.sql")))));
    }

    private static void check(Case project, Path expected) {
        EnvironmentRewrite.Result result = EnvironmentRewrite.apply(project.scripts(), project.environment(),
                project.catalog(), project.database());
        String actual = render(result);
        if (GoldenFiles.updating()) {
            GoldenFiles.write(expected, actual);
            return;
        }
        assertThat(expected).as("expected file (regenerate with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(GoldenFiles.read(expected));
    }

    private static String render(EnvironmentRewrite.Result result) {
        StringBuilder out = new StringBuilder();
        result.scripts().forEach((name, text) -> out.append("-- @script ").append(name).append('\n').append(text)
                .append(text.endsWith("\n") ? "" : "\n"));
        out.append("-- @tables\n");
        result.tables().forEach((from, to) -> out.append("--   ").append(from).append(" -> ").append(to).append('\n'));
        out.append("-- @databases\n");
        result.databases().forEach((from, to) -> out.append("--   ").append(from).append(" -> ").append(to)
                .append('\n'));
        out.append("-- @problems\n");
        result.problems().forEach(p -> out.append("--   ").append(p.script()).append(' ').append(p.range().describe())
                .append(": ").append(p.message()).append('\n'));
        return out.toString();
    }

    /** The sample project, its scripts in the order its freshet-project.json gives. */
    private static Case sample() {
        try {
            JsonNode project = GoldenFiles.JSON.readTree(SAMPLE.resolve("freshet-project.json").toFile());
            Map<String, String> scripts = new LinkedHashMap<>();
            project.get("scripts").forEach(s -> scripts.put(s.asText(), GoldenFiles.read(SAMPLE.resolve(s.asText()))));
            return new Case(Environment.of("dev_"), project.get("defaultCatalog").asText(),
                    project.get("defaultDatabase").asText(), scripts);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One golden project. */
    private record Case(Environment environment, String catalog, String database, Map<String, String> scripts) {

        static Case parse(String text) {
            Environment environment = Environment.of("dev_");
            String catalog = "lake";
            String database = "default";
            Map<String, StringBuilder> scripts = new LinkedHashMap<>();
            StringBuilder current = null;
            for (String line : text.split("\n", -1)) {
                if (line.startsWith("-- @environment ")) {
                    String[] words = line.substring("-- @environment ".length()).trim().split(" +");
                    environment = new Environment(words[0].equals("-") ? "" : words[0],
                            words.length > 1 ? words[1] : null);
                } else if (line.startsWith("-- @session ")) {
                    String[] place = line.substring("-- @session ".length()).trim().split("\\.");
                    catalog = place[0];
                    database = place[1];
                } else if (line.startsWith("-- @script ")) {
                    current = new StringBuilder();
                    scripts.put(line.substring("-- @script ".length()).trim(), current);
                } else if (current != null) {
                    current.append(line).append('\n');
                }
            }
            Map<String, String> texts = new LinkedHashMap<>();
            scripts.forEach((name, body) -> texts.put(name, body.toString()));
            return new Case(environment, catalog, database, texts);
        }
    }
}
