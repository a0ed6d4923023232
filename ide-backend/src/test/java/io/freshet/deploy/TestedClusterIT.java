package io.freshet.deploy;

import static io.freshet.deploy.BuildFiles.dockerInstructions;
import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.warehouse.S3Access;
import io.freshet.gateway.cluster.DeploymentOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docker-compose.yml against the local cluster the integration tests run (gateway-bridge's LocalCluster): the same
 * required Flink options, the same Flink version, connector jars and S3 plugin. An IT because it reads the cluster's
 * jars from gateway-bridge's packaged build output.
 */
class TestedClusterIT {

    /** The jars Freshet adds to a Flink distribution; the rest of the tested lib is Flink itself. */
    private static final Pattern ADDED_JAR = Pattern.compile(
            "(paimon-|flink-sql-connector-|flink-connector-jdbc-|postgresql-|hadoop-client-).*\\.jar");
    private static final Pattern IMAGE_LIB_JAR = Pattern.compile("/opt/flink/lib/([^/\\s]+\\.jar)$");
    /** {@code ${ENV_VAR:default}} in application.properties: the variable a property is read from. */
    private static final Pattern FROM_ENVIRONMENT = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*):[^}]*}");

    private static ComposeFile compose;
    private static Path testedLib;
    private static Path testedPlugins;

    @BeforeAll
    static void load() {
        compose = ComposeFile.locate();
        testedLib = compose.root().resolve("gateway-bridge/target/embedded-flink/lib");
        testedPlugins = compose.root().resolve("gateway-bridge/target/embedded-flink/cluster/plugins/s3");
    }

    @Test
    void theGatewayRunsWithTheOptionsTheTestedClusterRequires() {
        Map<String, String> required = DeploymentOptions.required();
        assertThat(required).as("the tested cluster's required options").isNotEmpty();
        assertThat(compose.gatewayOptions()).containsAllEntriesOf(required);
        Map<String, String> everyProcess = new TreeMap<>(required);
        everyProcess.keySet().removeIf(key -> !key.startsWith("s3.") && !key.startsWith("web.")
                && !key.startsWith("classloader.") && !key.startsWith("taskmanager."));
        assertThat(compose.flinkConfig()).as("the JobManager's and TaskManagers' config.yaml")
                .containsAllEntriesOf(everyProcess);
    }

    @Test
    void freshetReadsTheWarehouseOnTheStoreFlinkWritesToAsOnTheTestedCluster() {
        Map<String, String> env = compose.environment("freshet");
        Map<String, String> spring = new BuildFiles(compose.root()).springProperties("ide-backend",
                List.of(env.get("SPRING_PROFILES_ACTIVE").split("\\s*,\\s*")));
        Map<String, String> expected = DeploymentOptions.freshetCatalog(env.get("FRESHET_CATALOG_WAREHOUSE"),
                compose.flinkConfig().get("s3.endpoint"));
        Map<String, String> actual = new LinkedHashMap<>();
        for (String property : expected.keySet()) {
            Matcher variable = FROM_ENVIRONMENT.matcher(String.valueOf(spring.get(property)));
            assertThat(variable.matches()).as(property + " is read from an environment variable: " + spring.get(property))
                    .isTrue();
            actual.put(property, env.get(variable.group(1)));
        }
        assertThat(actual).as("the freshet service's catalog settings (through application.properties)")
                .isEqualTo(expected);
        assertThat(DeploymentOptions.FRESHET_CATALOG_SECRETS).as("the secrets S3Access reads")
                .containsExactly(S3Access.ACCESS_KEY_SECRET, S3Access.SECRET_KEY_SECRET);
    }

    @Test
    void theDeploymentGuideNamesTheSettingsAndSecretsOfTheTestedCluster() throws IOException {
        String guide = Files.readString(compose.root().resolve("docs/deploy.md"));
        for (String name : DeploymentOptions.freshetCatalog("", "").keySet()) {
            assertThat(guide).as("docs/deploy.md").contains("`" + name + "`");
        }
        for (String secret : DeploymentOptions.FRESHET_CATALOG_SECRETS) {
            assertThat(guide).as("docs/deploy.md").contains("`" + secret + "`");
        }
        assertThat(guide).as("docs/deploy.md").contains(DeploymentOptions.required().keySet().stream()
                .map(key -> "`" + key).toList());
    }

    @Test
    void theImageAddsExactlyTheConnectorJarsTheTestedClusterRuns() throws IOException {
        TreeSet<String> image = new TreeSet<>();
        for (String instruction : flinkDockerfile()) {
            Matcher jar = IMAGE_LIB_JAR.matcher(instruction);
            if (instruction.startsWith("ADD ") && jar.find()) {
                image.add(jar.group(1));
            }
        }
        assertThat(image).as("jars the Flink image adds to lib/").isNotEmpty();
        assertThat(image).isEqualTo(jarNames(testedLib, ADDED_JAR));
    }

    @Test
    void theImageRunsTheTestedFlinkAndItsS3Plugin() throws IOException {
        String version = jarNames(testedLib, Pattern.compile("flink-runtime-.*\\.jar")).first()
                .replace("flink-runtime-", "").replace(".jar", "");
        List<String> instructions = flinkDockerfile();
        assertThat(instructions.stream().filter(i -> i.startsWith("FROM "))).singleElement().asString()
                .startsWith("FROM flink:" + version + "-");
        String plugin = jarNames(testedPlugins, Pattern.compile("flink-s3-fs-hadoop-.*\\.jar")).first();
        assertThat(plugin).isEqualTo("flink-s3-fs-hadoop-" + version + ".jar");
        assertThat(instructions).anyMatch(i -> i.startsWith("RUN ") && i.contains("/opt/flink/opt/" + plugin)
                && i.contains("/opt/flink/plugins/"));
    }

    private static List<String> flinkDockerfile() {
        return dockerInstructions(compose.buildOf("jobmanager")[1]);
    }

    private static TreeSet<String> jarNames(Path dir, Pattern pattern) throws IOException {
        assertThat(dir).as("the tested cluster's jars (built by gateway-bridge's package phase)").isDirectory();
        try (Stream<Path> files = Files.list(dir)) {
            TreeSet<String> names = new TreeSet<>();
            files.map(f -> f.getFileName().toString()).filter(n -> pattern.matcher(n).matches()).forEach(names::add);
            assertThat(names).as(pattern + " in " + dir).isNotEmpty();
            return names;
        }
    }
}
