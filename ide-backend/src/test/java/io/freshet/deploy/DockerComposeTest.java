package io.freshet.deploy;

import static io.freshet.deploy.DeploymentFiles.dockerInstructions;
import static io.freshet.deploy.DeploymentFiles.map;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Checks docker-compose.yml, its Dockerfiles and the Flink config against each other and the root pom, without Docker. */
class DockerComposeTest {

    private static final List<String> FLINK_SERVICES = List.of("jobmanager", "taskmanager", "sql-gateway");
    private static final String MAVEN_CENTRAL = "https://repo1.maven.org/maven2/";
    /** ${VAR:?message}: compose refuses to start when VAR is unset or empty. */
    private static final Pattern REQUIRED_VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*):\\?[^}]*}");
    private static final Pattern CREDENTIAL_KEY = Pattern.compile("(?i).*(password|secret|user|access[-_.]?key).*");

    private static DeploymentFiles files;

    @BeforeAll
    static void load() {
        files = DeploymentFiles.locate();
    }

    @Test
    void declaresTheStackServices() {
        assertThat(files.services().keySet())
                .contains("jobmanager", "taskmanager", "sql-gateway", "postgres", "minio", "minio-init", "freshet");
    }

    @Test
    void everyBuildContextDockerfileAndCopiedFileExists() {
        for (String name : files.services().keySet()) {
            Path[] build = files.buildOf(name);
            if (build == null) {
                assertThat(files.service(name).get("image")).as(name + " has neither build nor image").isNotNull();
                continue;
            }
            assertThat(build[0]).as(name + " build context").isDirectory();
            assertThat(build[1]).as(name + " Dockerfile").isRegularFile();
            for (String instruction : dockerInstructions(build[1])) {
                for (String source : localSources(instruction)) {
                    // Build outputs appear only after `./mvnw package`; everything else must be committed.
                    if (!source.startsWith("target/")) {
                        assertThat(build[0].resolve(source)).as(name + ": " + instruction).exists();
                    }
                }
            }
        }
        for (String name : List.of("jobmanager", "taskmanager", "sql-gateway", "freshet")) {
            assertThat(files.buildOf(name)).as(name + " is built from this repository").isNotNull();
        }
    }

    @Test
    void flinkServicesShareOneImage() {
        Path[] jobmanager = files.buildOf("jobmanager");
        for (String name : FLINK_SERVICES) {
            assertThat(files.buildOf(name)).as(name + " must run the same Flink/Paimon jars as the jobmanager")
                    .containsExactly(jobmanager);
        }
        assertThat(jobmanager[0]).isEqualTo(files.root().resolve("gateway-bridge/src/main/docker/flink"));
    }

    @Test
    void flinkImageAddsExactlyTheVersionsThePomDeclares() throws Exception {
        String flink = files.pomProperty("", "flink.version");
        String paimon = files.pomProperty("", "paimon.version");
        String hadoop = files.pomProperty("", "hadoop.version");
        List<String> paimonFlink = files.managedArtifactIds("org.apache.paimon").stream()
                .filter(id -> id.startsWith("paimon-flink-")).toList();
        assertThat(paimonFlink).as("one Paimon Flink connector in the root pom").hasSize(1);
        String connector = paimonFlink.get(0);
        assertThat(connector).as("the connector must be built for this Flink minor")
                .isEqualTo("paimon-flink-" + flink.substring(0, flink.lastIndexOf('.')));
        assertThat(files.managedArtifactIds("org.apache.hadoop")).contains("hadoop-client-api", "hadoop-client-runtime");

        List<String> instructions = dockerInstructions(files.buildOf("jobmanager")[1]);
        assertThat(instructions.stream().filter(i -> i.startsWith("FROM ")))
                .containsExactly("FROM flink:" + flink + "-scala_2.12-java17");

        Set<String> expected = Set.of(
                MAVEN_CENTRAL + "org/apache/paimon/" + connector + "/" + paimon + "/" + connector + "-" + paimon + ".jar",
                MAVEN_CENTRAL + "org/apache/hadoop/hadoop-client-api/" + hadoop + "/hadoop-client-api-" + hadoop + ".jar",
                MAVEN_CENTRAL + "org/apache/hadoop/hadoop-client-runtime/" + hadoop + "/hadoop-client-runtime-" + hadoop + ".jar");
        List<RemoteAdd> adds = remoteAdds(instructions);
        assertThat(adds).extracting(RemoteAdd::url).containsExactlyInAnyOrderElementsOf(expected);
        for (RemoteAdd add : adds) {
            String jar = add.url().substring(add.url().lastIndexOf('/') + 1);
            assertThat(add.destination()).as(jar).isIn("/opt/flink/lib/" + jar, "/opt/flink/lib/");
            // The entrypoint runs Flink as the flink user, and ADD leaves downloads readable by the owner only.
            assertThat(add.flags()).as(jar).contains("--chown=flink:flink");
            assertThat(add.checksum()).as(jar + " is pinned").matches("sha256:[0-9a-f]{64}");
            // Catches a version bump that changed the URL but kept the old jar's checksum.
            Path local = localMavenRepository().resolve(add.url().substring(MAVEN_CENTRAL.length()));
            if (Files.isRegularFile(local)) {
                assertThat(add.checksum()).as("checksum of " + local).isEqualTo("sha256:" + sha256(local));
            }
        }

        String all = String.join("\n", instructions);
        assertThat(all).as("S3 file system plugin of this Flink version")
                .contains("/opt/flink/opt/flink-s3-fs-hadoop-" + flink + ".jar")
                .contains("/opt/flink/plugins/s3-fs-hadoop");
        assertThat(instructions).anyMatch(i -> i.matches("COPY .*\\bconfig\\.yaml /opt/flink/conf/config\\.yaml"));
    }

    @Test
    void freshetImageRunsTheJarTheBackendBuilds() {
        Path[] build = files.buildOf("freshet");
        assertThat(build[0]).isEqualTo(files.root().resolve("ide-backend"));
        String jar = "target/" + files.pomFinalName("ide-backend") + ".jar";
        String release = files.pomProperty("", "maven.compiler.release");

        List<String> instructions = dockerInstructions(build[1]);
        assertThat(instructions.stream().filter(i -> i.startsWith("FROM ")))
                .containsExactly("FROM eclipse-temurin:" + release + "-jre");
        assertThat(instructions).as("copies " + jar)
                .anyMatch(i -> i.startsWith("COPY ") && localSources(i).contains(jar));
        assertThat(instructions).as("drops root")
                .anyMatch(i -> i.startsWith("USER ") && !i.equals("USER root") && !i.equals("USER 0"));

        Path ignore = build[1].resolveSibling(build[1].getFileName() + ".dockerignore");
        if (Files.exists(ignore)) {
            assertThat(DeploymentFiles.readLines(ignore)).as(ignore + " must let the jar through").contains("!" + jar);
        }
    }

    @Test
    void onlyFreshetAndTheFlinkUiArePublishedAndOnlyOnLoopback() {
        Map<String, List<String>> published = new TreeMap<>();
        for (String name : files.services().keySet()) {
            Map<String, Object> service = files.service(name);
            assertThat(service.get("network_mode")).as(name + " network_mode").isNotEqualTo("host");
            Object ports = service.get("ports");
            if (ports == null) {
                continue;
            }
            for (Object port : (List<?>) ports) {
                String hostIp;
                String containerPort;
                if (port instanceof Map<?, ?> longSyntax) {
                    Object ip = longSyntax.get("host_ip");
                    hostIp = ip == null ? null : DeploymentFiles.withDefaults(String.valueOf(ip));
                    containerPort = String.valueOf(longSyntax.get("target"));
                } else {
                    String[] parts = DeploymentFiles.withDefaults(String.valueOf(port)).split(":");
                    hostIp = parts.length == 3 ? parts[0] : null;
                    containerPort = parts[parts.length - 1].replaceFirst("/.*", "");
                }
                assertThat(hostIp).as(name + " publishes '" + port + "' beyond loopback by default").isEqualTo("127.0.0.1");
                published.computeIfAbsent(name, k -> new ArrayList<>()).add(containerPort);
            }
        }
        assertThat(published.keySet()).isSubsetOf("freshet", "jobmanager");
        assertThat(published.get("freshet")).contains("8080");
    }

    @Test
    void freshetListensInsideItsContainerWhereThePublishedPortLeads() {
        Map<String, String> env = files.environment("freshet");
        Map<String, String> spring = files.springProperties("ide-backend", List.of(env.get("SPRING_PROFILES_ACTIVE").split("\\s*,\\s*")));
        // Freshet defaults to loopback; inside a container that leaves the published port leading nowhere.
        String address = env.containsKey("SERVER_ADDRESS") ? env.get("SERVER_ADDRESS") : resolvePlaceholder(spring.get("server.address"), env);
        assertThat(address).as("server.address inside the freshet container").isIn(null, "0.0.0.0");

        String port = env.containsKey("SERVER_PORT") ? env.get("SERVER_PORT") : resolvePlaceholder(spring.get("server.port"), env);
        List<?> published = (List<?>) files.service("freshet").get("ports");
        assertThat(published).as("freshet ports").isNotEmpty();
        String target = DeploymentFiles.withDefaults(String.valueOf(published.get(0))).replaceFirst("^.*:", "").replaceFirst("/.*", "");
        assertThat(target).as("published container port").isEqualTo(port == null ? "8080" : port);
    }

    @Test
    void freshetReachesTheGatewayOnThePortTheGatewayListensOn() {
        Map<String, String> gateway = gatewayOptions();
        String port = gateway.get("sql-gateway.endpoint.rest.port");
        assertThat(port).as("sql-gateway.endpoint.rest.port").isNotBlank();
        // Bound to the container's loopback, the gateway would be unreachable from the freshet container.
        assertThat(gateway.get("sql-gateway.endpoint.rest.bind-address")).isEqualTo("0.0.0.0");

        URI url = URI.create(files.environment("freshet").get("FRESHET_GATEWAY_URL"));
        assertThat(url.getScheme()).isEqualTo("http");
        assertThat(url.getHost()).isEqualTo("sql-gateway");
        assertThat(String.valueOf(url.getPort())).isEqualTo(port);
        assertThat(String.join(" ", healthcheck("sql-gateway"))).as("gateway healthcheck port").contains(":" + port + "/");
    }

    @Test
    void gatewayIsConfiguredForMaterializedTables() {
        Map<String, String> gateway = gatewayOptions();
        assertThat(gateway)
                .containsEntry("execution.target", "remote")
                .containsEntry("workflow-scheduler.type", "embedded")
                .containsEntry("table.catalog-store.kind", "file")
                .containsEntry("rest.address", "jobmanager");
        assertThat(gateway.get("execution.checkpointing.dir")).startsWith("s3://");
        assertThat(gateway.get("execution.checkpointing.savepoint-dir")).startsWith("s3://");

        // On a named volume, so catalogs (and with them the scheduler's view of them) survive a restart.
        String store = gateway.get("table.catalog-store.file.path");
        assertThat(store).as("table.catalog-store.file.path").isNotBlank();
        assertThat(namedVolumeMounts("sql-gateway").keySet()).as("volume holding " + store)
                .anyMatch(target -> store.equals(target) || store.startsWith(target + "/"));
    }

    @Test
    void flinkConfigPointsAtComposeServicesAndBucketsThatGetCreated() {
        Map<String, String> conf = flinkConfig();
        assertThat(conf.get("jobmanager.rpc.address")).isEqualTo("jobmanager");
        assertThat(conf).as("credentials must not be baked into the image").doesNotContainKeys("s3.access-key", "s3.secret-key");
        for (String name : FLINK_SERVICES) {
            Map<String, String> env = files.environment(name);
            // The entrypoint overwrites jobmanager.rpc.address with this (or the container's hostname).
            assertThat(env.get("JOB_MANAGER_RPC_ADDRESS")).as(name).isEqualTo("jobmanager");
            assertThat(propertyLines(env.get("FLINK_PROPERTIES")).keySet()).as(name + " FLINK_PROPERTIES")
                    .contains("s3.access-key", "s3.secret-key");
        }

        URI s3 = URI.create(conf.get("s3.endpoint"));
        assertThat(files.services()).containsKey(s3.getHost());

        String warehouse = files.environment("freshet").get("FRESHET_CATALOG_WAREHOUSE");
        assertThat(warehouse).startsWith("s3://");
        String init = String.join("\n", files.commandOf("minio-init", "command"));
        for (String dir : List.of(conf.get("execution.checkpointing.dir"), conf.get("execution.checkpointing.savepoint-dir"), warehouse)) {
            String bucket = URI.create(dir).getHost();
            assertThat(init).as("minio-init creates the bucket of " + dir).containsPattern("local/" + Pattern.quote(bucket) + "(\\s|$)");
        }
    }

    @Test
    void freshetStoresItsMetadataInThePostgresService() {
        Map<String, String> env = files.environment("freshet");
        assertThat(List.of(env.get("SPRING_PROFILES_ACTIVE").split("\\s*,\\s*"))).contains("postgres");

        String jdbc = env.get("SPRING_DATASOURCE_URL");
        assertThat(jdbc).startsWith("jdbc:postgresql://");
        URI url = URI.create(jdbc.substring("jdbc:".length()));
        assertThat(String.valueOf(files.service(url.getHost()).get("image"))).as(url.getHost()).startsWith("postgres:");
        assertThat(url.getPort()).isIn(-1, 5432);

        Map<String, String> postgres = files.environment(url.getHost());
        assertThat(url.getPath()).isEqualTo("/" + postgres.get("POSTGRES_DB"));
        assertThat(requiredVariable(env.get("SPRING_DATASOURCE_USERNAME"))).isEqualTo(requiredVariable(postgres.get("POSTGRES_USER")));
        assertThat(requiredVariable(env.get("SPRING_DATASOURCE_PASSWORD"))).isEqualTo(requiredVariable(postgres.get("POSTGRES_PASSWORD")));
    }

    @Test
    void dependsOnNamesExistingServicesWithConditionsTheyCanMeet() {
        for (String name : files.services().keySet()) {
            for (Map.Entry<String, String> dep : dependsOn(name).entrySet()) {
                String target = dep.getKey();
                assertThat(files.services()).as(name + " depends on " + target).containsKey(target);
                switch (dep.getValue()) {
                    case "service_started" -> { }
                    case "service_healthy" -> {
                        Object check = files.service(target).get("healthcheck");
                        assertThat(check).as(name + " waits for " + target + " to be healthy, so it needs a healthcheck").isNotNull();
                        assertThat(map(check).get("disable")).as(target + " healthcheck disabled").isNotEqualTo(Boolean.TRUE);
                    }
                    case "service_completed_successfully" -> assertThat(files.service(target).get("restart"))
                            .as(target + " must be a one-shot for " + name + " to see it complete")
                            .isIn(null, "no", Boolean.FALSE);
                    default -> throw new AssertionError(name + ": unknown depends_on condition " + dep.getValue());
                }
            }
        }
        assertThat(dependsOn("freshet"))
                .containsEntry("postgres", "service_healthy")
                .containsEntry("sql-gateway", "service_healthy");
    }

    @Test
    void credentialsAreRequiredVariablesWithoutDefaults() throws IOException {
        List<String> offenders = new ArrayList<>();
        Set<String> checked = new LinkedHashSet<>();
        for (String name : files.services().keySet()) {
            for (Map.Entry<String, String> e : files.environment(name).entrySet()) {
                Map<String, String> entries = new LinkedHashMap<>();
                entries.put(e.getKey(), e.getValue());
                // FLINK_PROPERTIES-style values carry further key: value pairs, one per line.
                if (e.getValue() != null && e.getValue().contains("\n")) {
                    entries.putAll(propertyLines(e.getValue()));
                }
                entries.forEach((key, value) -> {
                    if (CREDENTIAL_KEY.matcher(key).matches()) {
                        checked.add(key);
                        if (value == null || !REQUIRED_VARIABLE.matcher(value.strip()).matches()) {
                            offenders.add(name + ": " + key + "=" + value);
                        }
                    }
                });
            }
        }
        assertThat(offenders).as("credentials must be ${VAR:?message}").isEmpty();
        assertThat(checked).as("the check saw the stack's secrets")
                .contains("POSTGRES_PASSWORD", "SPRING_DATASOURCE_PASSWORD", "MINIO_ROOT_PASSWORD", "s3.secret-key");

        // A default anywhere (${VAR:-x}, ${VAR-x}, ${VAR:+x}) would quietly hand out a known credential.
        Matcher defaults = Pattern.compile("\\$\\{([A-Za-z0-9_]+)(:?[-+])").matcher(Files.readString(files.root().resolve("docker-compose.yml")));
        List<String> defaulted = new ArrayList<>();
        while (defaults.find()) {
            if (CREDENTIAL_KEY.matcher(defaults.group(1)).matches()) {
                defaulted.add(defaults.group());
            }
        }
        assertThat(defaulted).as("credential variables with a default").isEmpty();
    }

    @Test
    void namedVolumesAreDeclaredAndHoldTheStatefulData() {
        Set<String> declared = map(files.compose().get("volumes")).keySet();
        for (String name : files.services().keySet()) {
            assertThat(declared).as(name + " volumes").containsAll(namedVolumeMounts(name).values());
        }

        String image = String.valueOf(files.service("postgres").get("image"));
        int major = Integer.parseInt(image.replaceFirst("^postgres:(\\d+).*$", "$1"));
        // The postgres image moved its data directory in 18; a mount on the old path would persist nothing.
        String dataDir = major >= 18 ? "/var/lib/postgresql" : "/var/lib/postgresql/data";
        assertThat(namedVolumeMounts("postgres")).containsKey(dataDir);

        List<String> minio = files.commandOf("minio", "command");
        assertThat(minio).contains("server");
        assertThat(namedVolumeMounts("minio")).containsKey(minio.get(minio.indexOf("server") + 1));
    }

    /** A remote ADD in a Dockerfile. */
    private record RemoteAdd(String url, String destination, String checksum, List<String> flags) { }

    private static List<RemoteAdd> remoteAdds(List<String> instructions) {
        List<RemoteAdd> adds = new ArrayList<>();
        for (String instruction : instructions) {
            if (!instruction.startsWith("ADD ")) {
                continue;
            }
            List<String> flags = new ArrayList<>();
            List<String> args = new ArrayList<>();
            for (String token : instruction.substring(4).trim().split(" ")) {
                (token.startsWith("--") ? flags : args).add(token);
            }
            String checksum = flags.stream().filter(f -> f.startsWith("--checksum=")).map(f -> f.substring(11)).findFirst().orElse(null);
            for (String source : args.subList(0, args.size() - 1)) {
                if (source.startsWith("http://") || source.startsWith("https://")) {
                    adds.add(new RemoteAdd(source, args.get(args.size() - 1), checksum, flags));
                }
            }
        }
        return adds;
    }

    /** Context-relative sources of a COPY/ADD, leaving out URLs and copies from other stages or images. */
    private static List<String> localSources(String instruction) {
        if (!instruction.startsWith("COPY ") && !instruction.startsWith("ADD ")) {
            return List.of();
        }
        List<String> args = new ArrayList<>();
        for (String token : instruction.substring(instruction.indexOf(' ') + 1).trim().split(" ")) {
            if (token.startsWith("--from=")) {
                return List.of();
            }
            if (!token.startsWith("--")) {
                args.add(token);
            }
        }
        return args.subList(0, Math.max(0, args.size() - 1)).stream()
                .filter(s -> !s.startsWith("http://") && !s.startsWith("https://"))
                .toList();
    }

    /** What the gateway process sees: config.yaml overlaid with the -D options on its command line. */
    private static Map<String, String> gatewayOptions() {
        List<String> command = files.commandOf("sql-gateway", "command");
        assertThat(command).as("sql-gateway command").hasSizeGreaterThanOrEqualTo(2);
        assertThat(command.get(0)).endsWith("sql-gateway.sh");
        assertThat(command.get(1)).as("stays in the foreground so the container lives").isEqualTo("start-foreground");
        Map<String, String> options = new LinkedHashMap<>(flinkConfig());
        for (String arg : command.subList(2, command.size())) {
            if (arg.startsWith("-D") && arg.contains("=")) {
                options.put(arg.substring(2, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
            }
        }
        return options;
    }

    private static Map<String, String> flinkConfig() {
        return DeploymentFiles.flatten(DeploymentFiles.loadYaml(files.buildOf("jobmanager")[0].resolve("config.yaml")));
    }

    /** "key: value" lines as the Flink image's entrypoint reads FLINK_PROPERTIES. */
    private static Map<String, String> propertyLines(String text) {
        Map<String, String> result = new LinkedHashMap<>();
        if (text == null) {
            return result;
        }
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                result.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
        }
        return result;
    }

    /** Spring's ${NAME:default} as the container resolves it from its environment. */
    private static String resolvePlaceholder(String value, Map<String, String> env) {
        if (value == null) {
            return null;
        }
        Matcher m = Pattern.compile("^\\$\\{([^:}]+)(?::(.*))?}$").matcher(value.strip());
        if (!m.matches()) {
            return value.strip();
        }
        return env.containsKey(m.group(1)) ? env.get(m.group(1)) : m.group(2);
    }

    private static String requiredVariable(String value) {
        Matcher m = REQUIRED_VARIABLE.matcher(value == null ? "" : value.strip());
        assertThat(m.matches()).as("'" + value + "' is a ${VAR:?message} reference").isTrue();
        return m.group(1);
    }

    private static List<String> healthcheck(String service) {
        Object test = map(files.service(service).get("healthcheck")).get("test");
        return test instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of(String.valueOf(test));
    }

    /** depends_on in list or map form, as target service to condition. */
    private static Map<String, String> dependsOn(String service) {
        Object deps = files.service(service).get("depends_on");
        Map<String, String> result = new LinkedHashMap<>();
        if (deps instanceof List<?> l) {
            l.forEach(d -> result.put(String.valueOf(d), "service_started"));
        } else if (deps instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                Object condition = v instanceof Map<?, ?> spec ? spec.get("condition") : null;
                result.put(String.valueOf(k), condition == null ? "service_started" : String.valueOf(condition));
            });
        }
        return result;
    }

    /** Container path to named volume; bind mounts (paths) are left out. */
    private static Map<String, String> namedVolumeMounts(String service) {
        Object volumes = files.service(service).get("volumes");
        Map<String, String> mounts = new LinkedHashMap<>();
        if (!(volumes instanceof List<?> list)) {
            return mounts;
        }
        for (Object volume : list) {
            String source;
            String target;
            if (volume instanceof Map<?, ?> m) {
                if (!"volume".equals(String.valueOf(m.get("type")))) {
                    continue;
                }
                source = m.get("source") == null ? null : String.valueOf(m.get("source"));
                target = String.valueOf(m.get("target"));
            } else {
                String[] parts = String.valueOf(volume).split(":");
                if (parts.length < 2) {
                    continue;
                }
                source = parts[0];
                target = parts[1];
            }
            if (source != null && !source.startsWith("/") && !source.startsWith(".") && !source.startsWith("~") && !source.startsWith("$")) {
                mounts.put(target, source);
            }
        }
        return mounts;
    }

    private static Path localMavenRepository() {
        String configured = System.getProperty("maven.repo.local");
        return configured != null ? Path.of(configured) : Path.of(System.getProperty("user.home"), ".m2", "repository");
    }

    private static String sha256(Path file) throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
