package io.freshet.deploy;

import static io.freshet.deploy.BuildFiles.dockerInstructions;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Checks that the compose images build from committed files and pin the versions the root pom declares. */
class ImagesAndVersionsTest {

    private static final String MAVEN_CENTRAL = "https://repo1.maven.org/maven2/";

    private static ComposeFile compose;
    private static BuildFiles build;

    @BeforeAll
    static void load() {
        compose = ComposeFile.locate();
        build = new BuildFiles(compose.root());
    }

    @Test
    void everyBuildContextDockerfileAndCopiedFileExists() {
        for (String name : compose.services().keySet()) {
            Path[] paths = compose.buildOf(name);
            if (paths == null) {
                assertThat(compose.service(name).get("image")).as(name + " has neither build nor image").isNotNull();
                continue;
            }
            assertThat(paths[0]).as(name + " build context").isDirectory();
            assertThat(paths[1]).as(name + " Dockerfile").isRegularFile();
            for (String instruction : dockerInstructions(paths[1])) {
                for (String source : localSources(instruction)) {
                    // Build outputs appear only after `./mvnw package`; everything else must be committed.
                    if (!source.startsWith("target/")) {
                        assertThat(paths[0].resolve(source)).as(name + ": " + instruction).exists();
                    }
                }
            }
        }
        for (String name : List.of("jobmanager", "taskmanager", "sql-gateway", "freshet")) {
            assertThat(compose.buildOf(name)).as(name + " is built from this repository").isNotNull();
        }
    }

    @Test
    void flinkServicesShareOneImage() {
        Path[] jobmanager = compose.buildOf("jobmanager");
        for (String name : ComposeFile.FLINK_SERVICES) {
            assertThat(compose.buildOf(name)).as(name + " must run the same Flink/Paimon jars as the jobmanager")
                    .containsExactly(jobmanager);
        }
        assertThat(jobmanager[0]).isEqualTo(compose.root().resolve("gateway-bridge/src/main/docker/flink"));
    }

    @Test
    void flinkImageAddsExactlyTheVersionsThePomDeclares() throws Exception {
        String flink = build.pomProperty("", "flink.version");
        String paimon = build.pomProperty("", "paimon.version");
        String hadoop = build.pomProperty("", "hadoop.version");
        List<String> paimonFlink = build.managedArtifactIds("org.apache.paimon").stream()
                .filter(id -> id.startsWith("paimon-flink-")).toList();
        assertThat(paimonFlink).as("one Paimon Flink connector in the root pom").hasSize(1);
        String connector = paimonFlink.get(0);
        assertThat(connector).as("the connector must be built for this Flink minor")
                .isEqualTo("paimon-flink-" + flink.substring(0, flink.lastIndexOf('.')));
        assertThat(build.managedArtifactIds("org.apache.hadoop")).contains("hadoop-client-api", "hadoop-client-runtime");

        List<String> instructions = dockerInstructions(compose.buildOf("jobmanager")[1]);
        assertThat(instructions.stream().filter(i -> i.startsWith("FROM ")))
                .containsExactly("FROM flink:" + flink + "-scala_2.12-java17");

        String kafka = build.pomProperty("", "flink-kafka.version");
        String jdbc = build.pomProperty("", "flink-jdbc.version");
        String postgresql = build.pomProperty("", "postgresql.version");
        Set<String> expected = Set.of(
                MAVEN_CENTRAL + "org/apache/paimon/" + connector + "/" + paimon + "/" + connector + "-" + paimon + ".jar",
                MAVEN_CENTRAL + "org/apache/hadoop/hadoop-client-api/" + hadoop + "/hadoop-client-api-" + hadoop + ".jar",
                MAVEN_CENTRAL + "org/apache/hadoop/hadoop-client-runtime/" + hadoop + "/hadoop-client-runtime-" + hadoop + ".jar",
                // the connectors the editor validates with (sql-analysis) and the embedded Flink runs
                MAVEN_CENTRAL + "org/apache/flink/flink-sql-connector-kafka/" + kafka
                        + "/flink-sql-connector-kafka-" + kafka + ".jar",
                MAVEN_CENTRAL + "org/apache/flink/flink-connector-jdbc-core/" + jdbc + "/flink-connector-jdbc-core-" + jdbc + ".jar",
                MAVEN_CENTRAL + "org/apache/flink/flink-connector-jdbc-postgres/" + jdbc
                        + "/flink-connector-jdbc-postgres-" + jdbc + ".jar",
                MAVEN_CENTRAL + "org/postgresql/postgresql/" + postgresql + "/postgresql-" + postgresql + ".jar");
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
        Path[] paths = compose.buildOf("freshet");
        assertThat(paths[0]).isEqualTo(compose.root().resolve("ide-backend"));
        String jar = "target/" + build.pomFinalName("ide-backend") + ".jar";
        String release = build.pomProperty("", "maven.compiler.release");

        List<String> instructions = dockerInstructions(paths[1]);
        assertThat(instructions.stream().filter(i -> i.startsWith("FROM ")))
                .containsExactly("FROM eclipse-temurin:" + release + "-jre");
        assertThat(instructions).as("copies " + jar)
                .anyMatch(i -> i.startsWith("COPY ") && localSources(i).contains(jar));
        assertThat(instructions).as("drops root")
                .anyMatch(i -> i.startsWith("USER ") && !i.equals("USER root") && !i.equals("USER 0"));

        Path ignore = paths[1].resolveSibling(paths[1].getFileName() + ".dockerignore");
        if (Files.exists(ignore)) {
            assertThat(BuildFiles.readLines(ignore)).as(ignore + " must let the jar through").contains("!" + jar);
        }
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
