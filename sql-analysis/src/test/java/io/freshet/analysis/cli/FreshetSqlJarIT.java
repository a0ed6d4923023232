package io.freshet.analysis.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The packaged {@code target/freshet-sql.jar}, run as a user runs it: a separate JVM. */
class FreshetSqlJarIT {

    private static final Path JAR = Path.of("target", "freshet-sql.jar");
    private static final String DIR = "src/test/resources/cli/";

    private record Result(int exitCode, String stdout) {
    }

    private static Result runJar(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        return new Result(process.exitValue(), stdout);
    }

    @Test
    void lintsWithTheCatalogAndExitsOneOnErrors() throws Exception {
        assertThat(JAR.toFile()).exists();
        Result result = runJar("lint", "--format", "json", "--catalog", DIR + "catalog.sql",
                DIR + "dws_good.sql", DIR + "dws_bad.sql");
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.stdout()).startsWith("{\"diagnostics\":[")
                .contains("\"file\":\"" + DIR + "dws_bad.sql\",\"severity\":\"ERROR\","
                        + "\"message\":\"Column 'nope' not found in any table\","
                        + "\"startLine\":1,\"startColumn\":30,\"endLine\":1,\"endColumn\":33");
    }

    @Test
    void exitsZeroOnACleanProject() throws Exception {
        Result result = runJar("lint", "--catalog", DIR + "catalog.sql", DIR + "dws_good.sql");
        assertThat(result.exitCode()).isZero();
        assertThat(result.stdout()).contains("dws_good.sql:5:13: INFO Refresh mode FULL");
    }

    @Test
    void printsLineageJson() throws Exception {
        Result result = runJar("lineage", "--catalog", DIR + "catalog.sql", DIR + "dws_good.sql");
        assertThat(result.exitCode()).isZero();
        assertThat(result.stdout()).startsWith("{\"statements\":[{\"file\":\"" + DIR + "dws_good.sql\","
                + "\"startLine\":2,\"target\":\"lakehouse.dws.customer_revenue\"");
    }

    @Test
    void exitsTwoOnAMissingFile() throws Exception {
        assertThat(runJar("lint", DIR + "missing" + File.separator + "x.sql").exitCode()).isEqualTo(2);
    }
}
