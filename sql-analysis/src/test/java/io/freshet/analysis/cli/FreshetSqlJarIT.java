package io.freshet.analysis.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    void sampleProjectLintsCleanAndHasLineageForEveryMaterializedTable() throws Exception {
        String[] scripts = sampleScripts();
        List<String> lint = new ArrayList<>(List.of("lint", "--format", "json"));
        lint.addAll(List.of(scripts));
        Result result = runJar(lint.toArray(String[]::new));
        assertThat(result.exitCode()).as(result.stdout()).isZero();
        assertThat(result.stdout()).doesNotContain("\"severity\":\"ERROR\"")
                .contains("Refresh mode CONTINUOUS").contains("Refresh mode FULL");

        List<String> lineage = new ArrayList<>(List.of("lineage"));
        lineage.addAll(List.of(scripts));
        Result graph = runJar(lineage.toArray(String[]::new));
        assertThat(graph.exitCode()).isZero();
        assertThat(graph.stdout()).contains("dwd.order_detail\"", "dws.user_summary\"", "dws.item_gmv_hourly\"",
                "dws.category_gmv_daily\"", "dws.top_items_daily\"");
    }

    /** The scripts in the order the project's manifest gives (data loads between the DDL and the tables). */
    private static String[] sampleScripts() throws Exception {
        Path project = Path.of("..", "sample-projects", "ecommerce");
        String manifest = Files.readString(project.resolve("freshet-project.json"));
        Matcher m = Pattern.compile("\"(\\d\\d_[a-z_]+\\.sql)\"").matcher(manifest);
        List<String> scripts = new ArrayList<>();
        while (m.find()) {
            scripts.add(project.resolve(m.group(1)).toString());
        }
        assertThat(scripts).hasSize(5);
        return scripts.toArray(String[]::new);
    }

    @Test
    void exitsTwoOnAMissingFile() throws Exception {
        assertThat(runJar("lint", DIR + "missing" + File.separator + "x.sql").exitCode()).isEqualTo(2);
    }

    @Test
    void policyPrintsRefusalsInLintsJsonShapeAndExitsOne() throws Exception {
        Result result = runJar("policy", "--format", "json", "--warehouse",
                "file:///home/freshet/.freshet/flink/warehouse", DIR + "policy_hostile.sql");
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.stdout()).startsWith("{\"diagnostics\":[")
                .contains("{\"file\":\"" + DIR + "policy_hostile.sql\",\"severity\":\"ERROR\","
                        + "\"message\":\"Paths outside the lakehouse warehouse are not allowed for DEVELOPER: "
                        + "file:///home/freshet/.freshet/initial-admin-password\","
                        + "\"startLine\":2,\"startColumn\":83,\"endLine\":2,\"endColumn\":136,\"rule\":\"PATH\"}")
                .contains("\"message\":\"ADD JAR is not allowed for DEVELOPER: code on the Flink cluster runs as its "
                        + "OS user\",\"startLine\":4");
    }

    @Test
    void policyExitsZeroOnTheSampleProjectAndTwoOnBadUsage() throws Exception {
        List<String> policy = new ArrayList<>(List.of("policy", "--role", "DEVELOPER"));
        policy.addAll(List.of(sampleScripts()));
        Result clean = runJar(policy.toArray(String[]::new));
        assertThat(clean.exitCode()).as(clean.stdout()).isZero();
        assertThat(clean.stdout()).contains("0 refusal(s) for DEVELOPER");
        assertThat(runJar("policy", "--role", "OWNER", DIR + "policy_hostile.sql").exitCode()).isEqualTo(2);
        assertThat(runJar("policy", "--format", "yaml", DIR + "policy_hostile.sql").exitCode()).isEqualTo(2);
    }
}
